import { Button, Group, Modal, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CHAT_MESSAGES, CHAT_TITLE_MAX_LENGTH } from '../../../domain/ai-api';
import type { ChatThreadSummary } from '../../api/chat';

const CLOSE_BUTTON = { 'aria-label': 'Close' };

interface DialogProps {
  thread: ChatThreadSummary | null;
  opened: boolean;
  pending: boolean;
  onClose(): void;
}

export function RenameThreadDialog({ thread, opened, pending, onClose, onSave }: DialogProps & { onSave(title: string): void }) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setTitle(thread?.title ?? '');
    setError(null);
  }, [thread, opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="Rename conversation" centered closeButtonProps={CLOSE_BUTTON}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (title.trim() === '') setError(CHAT_MESSAGES.emptyTitle);
          else onSave(title.trim());
        }}
      >
        <TextInput
          label="Conversation name"
          value={title}
          maxLength={CHAT_TITLE_MAX_LENGTH}
          error={error}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setError(null);
          }}
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
