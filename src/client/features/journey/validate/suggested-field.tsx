import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { LIMITS } from '../../../../domain/journey-state';

interface SuggestedFieldProps {
  label: string;
  description: string;
  value: string;
  onChange(value: string): void;
  onRegenerate(): void;
}

/** A persona field pre-filled with a suggestion, with a button that swaps in the next one. */
export function SuggestedField({ label, description, value, onChange, onRegenerate }: SuggestedFieldProps) {
  return (
    <Stack gap={6}>
      <Textarea
        label={label}
        description={description}
        autosize
        minRows={2}
        maxLength={LIMITS.longText}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
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
