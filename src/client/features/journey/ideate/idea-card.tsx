import { Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Idea } from '../../../../domain/journey-state';

/** One idea as text: model output is shown as plain text, never as HTML. */
export function IdeaCard({ idea, children }: { idea: Idea; children?: ReactNode }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={idea.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700}>{idea.title}</Text>
        <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
          {idea.type}
        </Badge>
      </Group>
      <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
        {idea.description}
      </Text>
      {children}
    </Card>
  );
}
