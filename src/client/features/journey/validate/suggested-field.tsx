import { Button, Group, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { LIMITS } from '../../../../domain/journey-state';
import type { TextEditHint } from '../../../../domain/shared-text';
import { JourneyTextarea } from '../team-work/journey-textarea';

interface SuggestedFieldProps {
  /** The persona field's shared text key. */
  textKey: string;
  label: string;
  description: string;
  value: string;
  onChange(value: string, hint: TextEditHint): void;
  onRegenerate(): void;
}

/** A persona field pre-filled with a suggestion, with a button that swaps in the next one. */
export function SuggestedField({ textKey, label, description, value, onChange, onRegenerate }: SuggestedFieldProps) {
  return (
    <Stack gap={6}>
      <JourneyTextarea
        textKey={textKey}
        label={label}
        description={description}
        autosize
        minRows={2}
        maxLength={LIMITS.longText}
        value={value}
        onTextChange={onChange}
      />
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={14} aria-hidden />}
          aria-label={`Regenerate ${label.toLowerCase()} suggestion`}
          onClick={onRegenerate}
        >
          Regenerate
        </Button>
      </Group>
    </Stack>
  );
}
