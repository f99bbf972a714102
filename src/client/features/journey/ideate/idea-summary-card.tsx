import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { memo, useId } from 'react';
import { personaSourceLabel } from '../../../../domain/ideas';
import type { Idea } from '../../../../domain/journey-state';

/** The chosen idea with its source persona and type: under the top three, and atop each validate screen. */
export const IdeaSummaryCard = memo(function IdeaSummaryCard({ idea, label }: { idea: Idea; label: string }) {
  const headingId = useId();
  return (
    <Card withBorder padding="md" aria-labelledby={headingId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Title id={headingId} order={2} size="h4" mt={2}>
        {idea.title}
      </Title>
      {idea.description && (
        <Text size="sm" mt={4}>
          {idea.description}
        </Text>
      )}
      <Group gap="xs" mt="sm">
        <Badge variant="light" tt="none">
          Source: {personaSourceLabel(idea)}
        </Badge>
        <Badge variant="outline" tt="none">
          Type: {idea.type}
        </Badge>
      </Group>
    </Card>
  );
});
