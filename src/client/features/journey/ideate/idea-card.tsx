import { Badge, Card, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Idea } from '../../../../domain/journey-state';

interface IdeaCardProps {
  idea: Idea;
  /** Buttons beside the title (star, edit, delete). */
  actions?: ReactNode;
  /** Compact: the title only, with the description left to the children (shown on demand). */
  compact?: boolean;
  children?: ReactNode;
}

/** One idea as text: model output is shown as plain text, never as HTML. */
export function IdeaCard({ idea, actions, compact = false, children }: IdeaCardProps) {
  return (
    <Card withBorder padding="md" component="article" aria-label={idea.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700}>{idea.title}</Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge variant="light" tt="none">
            {idea.type}
          </Badge>
          {actions}
        </Group>
      </Group>
      {!compact && (
        <Text size="sm" mt={6} style={{ whiteSpace: 'pre-line' }}>
          {idea.description}
        </Text>
      )}
      {children}
    </Card>
  );
}
