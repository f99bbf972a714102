import { Button, Menu, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useChatThreads } from '../../api/chat';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ConversationsMenu({ onOpen }: { onOpen(id: string): void }) {
  const threads = useChatThreads();
  return (
    <Menu position="bottom-end" width={300} withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconHistory size={16} aria-hidden />}>
          Conversations
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(threads.data ?? []).length === 0 && <Menu.Label>No earlier conversations</Menu.Label>}
        {(threads.data ?? []).map((thread) => (
          <Menu.Item key={thread.id} onClick={() => onOpen(thread.id)}>
            <Text size="sm" lineClamp={1}>
              {thread.title}
            </Text>
            <Text size="xs" c="dimmed">
              {dateFormat.format(new Date(thread.updatedAt))}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
