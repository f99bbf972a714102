import { Button, Group, Modal, Text } from '@mantine/core';
import type { JourneySummary } from '../../../domain/journey-api';
import { journeyRowTitle } from '../../../domain/journey-list';
import { journeyNameProblem } from '../../../domain/journey-name';
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
        “{journey ? journeyRowTitle(journey) : ''}” and everything in it will be deleted. This
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
      description="Everyone in the workspace sees it on the dashboard, in the journey’s history and in chat."
      // A journey nobody named yet starts from the name its row shows.
      initialValue={journey ? journeyRowTitle(journey) : ''}
      problemWith={journeyNameProblem}
      pending={pending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
