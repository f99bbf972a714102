import { Button, Group, Modal, Text } from '@mantine/core';
import { CHAT_MESSAGES, CHAT_TITLE_MAX_LENGTH } from '../../../domain/ai-api';
import type { ChatThreadSummary } from '../../api/chat';
import { RenameDialog } from '../../components/rename-dialog';

const CLOSE_BUTTON = { 'aria-label': 'Close' };

interface DialogProps {
  thread: ChatThreadSummary | null;
  opened: boolean;
  pending: boolean;
  onClose(): void;
}

export function RenameThreadDialog({ thread, opened, pending, onClose, onSave }: DialogProps & { onSave(title: string): void }) {
  return (
    <RenameDialog
      opened={opened}
      title="Rename conversation"
      label="Conversation name"
      initialValue={thread?.title ?? ''}
      maxLength={CHAT_TITLE_MAX_LENGTH}
      pending={pending}
      problemWith={(title) => (title.trim() === '' ? CHAT_MESSAGES.emptyTitle : null)}
      onSave={(title) => onSave(title.trim())}
      onClose={onClose}
    />
  );
}

export function DeleteThreadDialog({ thread, opened, pending, onClose, onConfirm }: DialogProps & { onConfirm(): void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Delete this conversation?" centered closeButtonProps={CLOSE_BUTTON}>
      <Text size="sm">“{thread?.title}” and all its messages will be deleted. This cannot be undone.</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          Delete conversation
        </Button>
      </Group>
    </Modal>
  );
}
