import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';

interface ChatInputProps {
  value: string;
  loading: boolean;
  onChange(value: string): void;
  onSend(): void;
}

/** Enter sends; Shift+Enter starts a new line. */
export function ChatInput({ value, loading, onChange, onSend }: ChatInputProps) {
  const empty = value.trim() === '';
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!empty && !loading) onSend();
    }
  };
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Textarea
        flex={1}
        aria-label="Message"
        placeholder="Ask about design thinking, Real / Win / Worth, or your idea… (Shift+Enter for a new line)"
        autosize
        minRows={1}
        maxRows={6}
        maxLength={4000}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <ActionIcon size={42} radius="xl" onClick={onSend} disabled={empty || loading} loading={loading} aria-label="Send message">
        <IconSend size={20} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
