import { Button, Group, Modal, Select, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { JourneySummary } from '../../../domain/journey-api';
import type { WorkspaceSummary } from '../../../domain/workspace-api';
import { moveTargets } from './move-targets';
import { useMoveJourney } from '../../api/workspaces';
import { showErrorToast, showSuccessToast } from '../../lib/toast';

interface MoveJourneyDialogProps {
  journey: JourneySummary | null;
  workspaces: WorkspaceSummary[];
  onClose(): void;
}

/** Moves a personal journey into a team workspace, where its members can see it. */
export function MoveJourneyDialog({ journey, workspaces, onClose }: MoveJourneyDialogProps) {
  const targets = moveTargets(workspaces);
  const [target, setTarget] = useState<string | null>(null);
  const move = useMoveJourney();
  useEffect(() => setTarget(null), [journey]);

  const confirm = () => {
    if (!journey || !target) return;
    const name = targets.find((workspace) => workspace.id === target)?.name ?? 'the workspace';
    move.mutate(
      { journeyId: journey.id, workspaceId: target },
      {
        onSuccess: () => {
          showSuccessToast('Journey moved', `The journey is now in ${name}, where its members can see it.`);
          onClose();
        },
        onError: (error) => showErrorToast('Error', error.message),
      },
    );
  };

  return (
    <Modal opened={journey !== null} onClose={onClose} title="Move to workspace" centered>
      <Text size="sm" mb="sm">
        Everyone in the workspace you choose will see this journey; its editors and owners can change it.
      </Text>
      <Select
        label="Team workspace"
        placeholder="Choose a workspace"
        data={targets.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
        value={target}
        onChange={setTarget}
        comboboxProps={{ withinPortal: true }}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={!target} loading={move.isPending}>
          Move journey
        </Button>
      </Group>
    </Modal>
  );
}
