import { ActionIcon, Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { ChatInput } from './chat-input';
import classes from './chat.module.css';
import { ConversationBar } from './conversation-bar';
import { ConversationsMenu } from './conversations-menu';
import { JourneyContextBar } from './journey-context-bar';
import { MessageList } from './message-list';
import { useChat } from './use-chat';
import { useConversations } from './use-conversations';

export function ChatPage() {
  const chat = useChat();
  const conversations = useConversations(chat);
  const { journey, dismiss } = chat.openJourney;
  return (
    <>
      <AppHeader />
      <Container size="md" component="main" className={classes.page}>
        <Group justify="space-between" pt="md" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon component={Link} to="/dashboard" variant="subtle" size="lg" aria-label="Back to dashboard">
              <IconArrowLeft size={20} aria-hidden />
            </ActionIcon>
            <Title order={1} size="h3">
              InnovateChat
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ConversationsMenu onOpen={(id) => void chat.openThread(id)} />
            <Button variant="default" size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={chat.newChat} disabled={chat.loading}>
              New chat
            </Button>
          </Group>
        </Group>
        {conversations.current && <ConversationBar thread={conversations.current} conversations={conversations} />}
        <div className={classes.scroll} tabIndex={0} role="region" aria-label="Conversation">
          <MessageList messages={chat.messages} loading={chat.loading} />
        </div>
        <div className={classes.composer}>
          {journey && <JourneyContextBar journey={journey} onDismiss={dismiss} />}
          <ChatInput value={chat.input} loading={chat.loading} onChange={chat.setInput} onSend={() => void chat.send()} />
          {chat.engine && (
            <Text size="xs" c="dimmed" mt={6}>
              Answered by: {chat.engine.label}
            </Text>
          )}
        </div>
      </Container>
    </>
  );
}
