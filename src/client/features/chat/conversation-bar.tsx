import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ChatThreadSummary } from '../../api/chat';
import { DeleteThreadDialog, RenameThreadDialog } from './thread-dialogs';
import type { useConversations } from './use-conversations';

type Conversations = ReturnType<typeof useConversations>;

/** The open conversation's name, with rename and delete. */
export function ConversationBar({ thread, conversations }: { thread: ChatThreadSummary; conversations: Conversations }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mt="xs">
      <Text fw={600} size="sm" lineClamp={1} title={thread.title}>
        {thread.title}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Rename conversation">
          <ActionIcon variant="subtle" color="gray" aria-label="Rename conversation" onClick={() => setDialog('rename')}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete conversation">
          <ActionIcon variant="subtle" color="red" aria-label="Delete conversation" onClick={() => setDialog('delete')}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <RenameThreadDialog
        thread={thread}
        opened={dialog === 'rename'}
        pending={conversations.rename.isPending}
        onClose={close}
        onSave={(title) => conversations.rename.mutate({ id: thread.id, title }, { onSuccess: close })}
      />
      <DeleteThreadDialog
        thread={thread}
        opened={dialog === 'delete'}
        pending={conversations.remove.isPending}
        onClose={close}
        onConfirm={() => conversations.remove.mutate(thread.id, { onSuccess: close })}
      />
    </Group>
  );
}
