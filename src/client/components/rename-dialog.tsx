import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

interface RenameDialogProps {
  opened: boolean;
  title: string;
  label: string;
  description?: string;
  initialValue: string;
  /** Stops typing at this length; without it, `problemWith` says when a text is too long. */
  maxLength?: number;
  pending: boolean;
  /** What is wrong with a name that cannot be saved; null when it can. */
  problemWith?: (value: string) => string | null;
  onSave(value: string): void;
  onClose(): void;
}

/** One text field to rename something (a journey, a conversation), with Cancel and "Save name". */
export function RenameDialog({ opened, initialValue, pending, problemWith, onSave, onClose, ...texts }: RenameDialogProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setValue(initialValue);
    setError(null);
  }, [initialValue, opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const problem = problemWith?.(value) ?? null;
          if (problem) setError(problem);
          else onSave(value);
        }}
      >
        <TextInput
          label={texts.label}
          description={texts.description}
          value={value}
          maxLength={texts.maxLength}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save name
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
