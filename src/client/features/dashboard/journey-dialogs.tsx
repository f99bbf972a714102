import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { JourneySummary } from '../../../domain/journey-api';
import { LIMITS } from '../../../domain/journey-state';

interface DeleteDialogProps {
  journey: JourneySummary | null;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function DeleteJourneyDialog({ journey, pending, onConfirm, onClose }: DeleteDialogProps) {
  return (
    <Modal opened={journey !== null} onClose={onClose} title="Delete this journey?" centered>
      <Text size="sm">
        “{journey?.name || journey?.problemStatement || 'Innovation Journey'}” and everything in it will be deleted. This
        cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Delete journey
        </Button>
      </Group>
    </Modal>
  );
}

interface RenameDialogProps {
  journey: JourneySummary | null;
  pending: boolean;
  onSave(name: string): void;
  onClose(): void;
}

export function RenameJourneyDialog({ journey, pending, onSave, onClose }: RenameDialogProps) {
  const [name, setName] = useState('');
  useEffect(() => setName(journey?.name ?? ''), [journey]);
  return (
    <Modal opened={journey !== null} onClose={onClose} title="Rename journey" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(name);
        }}
      >
        <TextInput
          label="Journey name"
          description="Leave empty to use “Untitled Journey”."
          value={name}
          maxLength={LIMITS.shortText}
          onChange={(event) => setName(event.currentTarget.value)}
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
