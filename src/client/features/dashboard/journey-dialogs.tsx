import { Button, Group, Modal, Text } from '@mantine/core';
import type { JourneySummary } from '../../../domain/journey-api';
import { LIMITS } from '../../../domain/journey-state';
import { RenameDialog } from '../../components/rename-dialog';

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
  return (
    <RenameDialog
      opened={journey !== null}
      title="Rename journey"
      label="Journey name"
      description="Leave empty to use “Untitled Journey”."
      initialValue={journey?.name ?? ''}
      maxLength={LIMITS.shortText}
      pending={pending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
