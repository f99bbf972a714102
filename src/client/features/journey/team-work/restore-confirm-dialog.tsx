import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { JourneyState } from '../../../../domain/journey-state';
import { restoreLossesPhrase } from '../../../../domain/restore-losses-phrase';
import { restoreVersion } from '../../../../domain/restore-version';
import { ReadableAlert } from '../ideate/readable-alert';
import { useJourney } from '../store/journey-context';

interface RestoreConfirmDialogProps {
  version: number;
  /** The typing session that version ends, in words, when it was chosen from one. */
  afterSession?: string | undefined;
  /** The journey as it was at that version. */
  earlier: JourneyState;
  opened: boolean;
  restoring: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * Asks before a restore, saying what it takes from people's scores and votes: computed from the
 * journey as this screen has it, with the rule the server applies (restore-version.ts).
 */
export function RestoreConfirmDialog({ version, afterSession, earlier, opened, restoring, onCancel, onConfirm }: RestoreConfirmDialogProps) {
  const { state } = useJourney();
  const removes = useMemo(() => restoreLossesPhrase(restoreVersion(state, earlier).losses), [state, earlier]);
  return (
    <Modal stackId="restore-confirm" opened={opened} onClose={onCancel} title={`Restore version ${version}?`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {afterSession && <Text size="sm">Version {version} is the version after this session: {afterSession}.</Text>}
        <Text size="sm">
          Everyone will see the journey as it was at version {version}. Scores and votes people gave since stay on the ideas
          that version has.
        </Text>
        {removes && (
          <ReadableAlert variant="light" color="orange" title="Some scores and votes go">
            This restore {removes}.
          </ReadableAlert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm} loading={restoring}>
            Restore version {version}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
