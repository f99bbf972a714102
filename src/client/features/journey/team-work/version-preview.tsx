import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { focusAreaLabel } from '../../../../domain/banking-catalogue';
import { formatAverage } from '../../../../domain/ideas';
import { journeyTitleOfState } from '../../../../domain/journey-name';
import type { JourneyState } from '../../../../domain/journey-state';
import { restoreJourneyVersion, useJourneyVersion } from '../../../api/journey-live';
import { showErrorToast, showSuccessToast } from '../../../lib/toast';
import { useJourneyControls } from '../store/journey-context';
import { RestoreConfirmDialog } from './restore-confirm-dialog';

/**
 * An earlier version of the journey, read-only, with "Restore this version" for editors: it asks
 * first, in a dialog on top that says what the restore takes from people's scores and votes.
 */
export function VersionPreview({ version, afterSession, onClose }: { version: number | null; afterSession?: string | undefined; onClose(): void }) {
  const { journeyId, readOnly } = useJourneyControls();
  const { data, isPending, isError } = useJourneyVersion(journeyId, version);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const restore = async () => {
    if (!journeyId || version === null) return;
    setRestoring(true);
    try {
      await restoreJourneyVersion(journeyId, version);
      showSuccessToast('Version restored', `The journey is back as it was at version ${version}. Its later changes stay in the activity list.`);
      close();
    } catch (error) {
      showErrorToast('Could not restore', error instanceof Error ? error.message : 'Please try again.');
    } finally {
      setRestoring(false);
    }
  };
  return (
    <Modal.Stack>
      <Modal stackId="version-preview" opened={version !== null} onClose={close} title={`The journey at version ${version ?? ''}`} size="lg">
        {isPending && <Text size="sm">Loading this version…</Text>}
        {isError && <Text size="sm">This version could not be loaded.</Text>}
        {data && (
          <Stack gap="md">
            {afterSession && (
              <Text size="sm">
                The version after this session: {afterSession}.
              </Text>
            )}
            <Alert variant="light" color="gray" title="Read-only">
              This is how the journey was then. Restoring it makes it the current version for everyone; nothing later is lost
              from the activity list.
            </Alert>
            <VersionSummary state={data.state} />
            {!readOnly && (
              <Group justify="flex-end">
                <Button onClick={() => setConfirming(true)}>Restore this version</Button>
              </Group>
            )}
          </Stack>
        )}
      </Modal>
      {data && version !== null && !readOnly && (
        <RestoreConfirmDialog
          version={version}
          afterSession={afterSession}
          earlier={data.state}
          opened={confirming}
          restoring={restoring}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void restore()}
        />
      )}
    </Modal.Stack>
  );
}

function VersionSummary({ state }: { state: JourneyState }) {
  const filled = Object.values({ ...state.userPersona, ...state.viability }).filter((value) => typeof value === 'string' && value.trim()).length;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {journeyTitleOfState(state)}
      </Title>
      <Text size="sm">
        <strong>Focus area:</strong> {focusAreaLabel(state.selectedDomain, state.selectedSubdomain) || 'not chosen'}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        <strong>Problem:</strong> {state.problemStatement || 'not written yet'}
      </Text>
      <Text size="sm">
        <strong>Team:</strong> {state.teamMembers.map((member) => member.name).join(', ') || 'no one yet'}
      </Text>
      <Text size="sm" fw={700}>
        Ideas ({state.ideas.length})
      </Text>
      <List size="sm" spacing={2}>
        {state.ideas.map((idea) => (
          <List.Item key={idea.id}>
            {idea.title}
            {idea.averageScore !== undefined && ` (${formatAverage(idea.averageScore)})`}
          </List.Item>
        ))}
      </List>
      <Text size="sm">
        <strong>Chosen idea:</strong> {state.selectedIdea?.title ?? 'none yet'}
      </Text>
      <Text size="sm">
        <strong>Validation:</strong> {filled} answers written; Worth score {state.isWorthScore ?? 'N/A'}
      </Text>
    </Stack>
  );
}
