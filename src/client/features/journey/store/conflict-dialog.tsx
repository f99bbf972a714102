import { Button, Group, Modal, Text } from '@mantine/core';

interface ConflictDialogProps {
  opened: boolean;
  onLoadSaved(): void;
  onKeepMine(): void;
}

/** A stale save never overwrites silently: the user chooses which version wins. */
export function ConflictDialog({ opened, onLoadSaved, onKeepMine }: ConflictDialogProps) {
  return (
    <Modal opened={opened} onClose={onKeepMine} title="This journey changed elsewhere" closeOnClickOutside={false} centered>
      <Text size="sm">
        Someone, perhaps you on another device, saved this journey after you opened it here. Your changes are kept on
        this device until you choose.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onLoadSaved}>
          Load the saved version
        </Button>
        <Button onClick={onKeepMine}>Keep my version</Button>
      </Group>
    </Modal>
  );
}
