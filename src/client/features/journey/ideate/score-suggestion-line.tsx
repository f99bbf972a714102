import { Button, Group, Paper, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ScoreSuggestion } from '../../../../domain/score-suggestions';

interface ScoreSuggestionLineProps {
  suggestion: ScoreSuggestion;
  ideaTitle: string;
  engineLabel: string;
  applied: boolean;
  onApply(): void;
}

/** A suggestion, labelled as one, with its reason and engine; it changes nothing until applied. */
export function ScoreSuggestionLine({ suggestion, ideaTitle, engineLabel, applied, onApply }: ScoreSuggestionLineProps) {
  return (
    <Paper withBorder p="xs" radius="sm" mt="xs" bg="var(--mantine-color-default-hover)">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div>
          <Group gap={6} wrap="nowrap">
            <IconSparkles size={16} aria-hidden />
            <Text size="sm" fw={600}>
              Suggested: Appeal {suggestion.appealScore} · Strategic Fit {suggestion.fitScore}
            </Text>
          </Group>
          <Text size="sm" mt={2}>
            {suggestion.reason}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            Suggested by {engineLabel}
          </Text>
        </div>
        <Button
          size="xs"
          variant="default"
          onClick={onApply}
          disabled={applied}
          style={{ flexShrink: 0 }}
          aria-label={applied ? `Suggestion applied to ${ideaTitle}` : `Apply suggestion to ${ideaTitle}`}
        >
          {applied ? 'Applied' : 'Apply'}
        </Button>
      </Group>
    </Paper>
  );
}
