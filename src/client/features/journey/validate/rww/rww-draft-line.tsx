import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { RWW_ANSWER_LABELS } from '../../../../../domain/rww/rww-items';
import type { RwwDraft } from '../../../../../domain/rww/rww-state';

interface RwwDraftLineProps {
  draft: RwwDraft;
  question: string;
  readOnly: boolean;
  onConfirm(): void;
}

/** An AI draft beside its item, labelled as one; it counts for nothing until a person confirms it. */
export function RwwDraftLine({ draft, question, readOnly, onConfirm }: RwwDraftLineProps) {
  return (
    <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div>
          <Group gap={6} wrap="nowrap">
            <IconSparkles size={16} aria-hidden />
            <Badge size="sm" variant="outline" color="gray" tt="none">
              Draft
            </Badge>
            <Text size="sm" fw={600}>
              AI draft: {RWW_ANSWER_LABELS[draft.answer]}
            </Text>
          </Group>
          <Text size="sm" mt={2}>
            {draft.reason}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            Drafted by {draft.engine}. It counts for nothing until someone confirms it or answers the item.
          </Text>
        </div>
        <Button
          size="xs"
          variant="default"
          onClick={onConfirm}
          disabled={readOnly}
          style={{ flexShrink: 0 }}
          aria-label={`Confirm the draft “${RWW_ANSWER_LABELS[draft.answer]}” for “${question}”`}
        >
          Confirm
        </Button>
      </Group>
    </Paper>
  );
}
