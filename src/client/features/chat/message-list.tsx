import { Box, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../api/chat';
import { ChatMarkdown } from './chat-markdown';
import { CopyAnswerButton } from './copy-answer-button';
import classes from './chat.module.css';

export function MessageList({ messages, loading }: { messages: ChatMessage[]; loading: boolean }) {
  const end = useRef<HTMLDivElement>(null);
  const lastContent = messages.at(-1)?.content;
  useEffect(() => {
    end.current?.scrollIntoView({ behavior: 'smooth', block: 'end' });
  }, [messages.length, lastContent]);

  if (messages.length === 0) {
    return (
      <Center className={classes.empty}>
        <Stack align="center" gap="xs" ta="center" maw={420}>
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
            <IconBulb size={30} />
          </ThemeIcon>
          <Title order={2} size="h3">
            Innovation Assistant
          </Title>
          <Text c="dimmed">Ask me anything about innovation, brainstorming, or get help with your ideas!</Text>
        </Stack>
      </Center>
    );
  }
  const answerNumbers = new Map<ChatMessage, number>();
  for (const message of messages) if (message.role === 'assistant') answerNumbers.set(message, answerNumbers.size + 1);
  const streaming = loading ? messages.at(-1) : undefined;
  return (
    <Stack gap="md" className={classes.messages} role="log" aria-live="polite" aria-busy={loading}>
      {messages.map((message, index) => (
        <Box key={message.id ?? index} className={message.role === 'user' ? classes.userRow : classes.assistantRow}>
          <Paper className={message.role === 'user' ? classes.userBubble : classes.assistantBubble} p="sm" radius="lg">
            <Text size="xs" fw={700} mb={4} className={classes.author}>
              {message.role === 'user' ? 'You' : 'Assistant'}
            </Text>
            {message.role === 'user' ? (
              <>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {message.content}
                </Text>
                {message.failed && (
                  <Text size="xs" mt={4} className={classes.author}>
                    Not answered yet: send it again to retry.
                  </Text>
                )}
              </>
            ) : message.content ? (
              <>
                <ChatMarkdown content={message.content} />
                {message !== streaming && <CopyAnswerButton text={message.content} answerNumber={answerNumbers.get(message) ?? 0} />}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                Thinking…
              </Text>
            )}
          </Paper>
        </Box>
      ))}
      <div ref={end} />
    </Stack>
  );
}
