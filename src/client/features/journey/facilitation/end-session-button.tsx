import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useFacilitationCommand } from './use-facilitation-command';

/** "End session", after a confirmation: the summary is written to the journey and shown to everyone. */
export function EndSessionButton({ roundOpen, onEnded }: { roundOpen: boolean; onEnded(): void }) {
  const [confirming, setConfirming] = useState(false);
  const { send, pending } = useFacilitationCommand();
  const end = async () => {
    if (await send({ kind: 'end' })) {
      setConfirming(false);
      onEnded();
    }
  };
  return (
    <>
      <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
        End session
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="End the session?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="sm">
          <Text size="sm">
            Everyone sees the session’s summary: time on each step, who contributed which ideas, the scores and votes, and the
            decision. It is saved on the journey.
          </Text>
          {roundOpen && <Text size="sm">A round is still open: close it first so its results count.</Text>}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={() => void end()} loading={pending}>
              End session
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
