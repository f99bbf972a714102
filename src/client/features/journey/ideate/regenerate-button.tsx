import { Button, Group, Modal, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';

interface RegenerateButtonProps {
  /** Scored ideas a new round would replace (starred ones stay, so they do not count). */
  scoredToReplace: number;
  generating: boolean;
  onRegenerate(): void;
}

/** The spec's 'Regenerate Ideas', which asks first when the team's scores would leave the list. */
export function RegenerateButton({ scoredToReplace, generating, onRegenerate }: RegenerateButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const plural = scoredToReplace === 1 ? 'idea' : 'ideas';
  const confirm = () => {
    setConfirming(false);
    onRegenerate();
  };
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={() => (scoredToReplace > 0 ? setConfirming(true) : onRegenerate())}
        loading={generating}
      >
        Regenerate Ideas
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Replace scored ideas?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Text size="sm">
          A new round replaces {scoredToReplace} scored {plural}. Starred ideas stay, and Undo brings this round back with
          its scores.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Cancel
          </Button>
          <Button onClick={confirm}>Replace {scoredToReplace} scored {plural}</Button>
        </Group>
      </Modal>
    </>
  );
}
