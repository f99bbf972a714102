import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { CHAT_THREADS_QUERY_KEY, type ChatMessage, getChatThread, sendChatMessage } from '../../api/chat';
import type { EngineInfo } from '../../api/ideas';
import { governanceRefusal } from '../../lib/ai-refusal';
import { showErrorToast } from '../../lib/toast';
import { useOpenJourney } from './use-open-journey';

export function useChat() {
  const queryClient = useQueryClient();
  const openJourney = useOpenJourney();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [threadId, setThreadId] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [engine, setEngine] = useState<EngineInfo | null>(null);

  const send = useCallback(async () => {
    const text = input.trim();
    if (!text || loading) return;
    setLoading(true);
    setMessages((current) => {
      const last = current.at(-1);
      const retry = last?.role === 'user' && last.failed && last.content === text;
      return [...(retry ? current.slice(0, -1) : current), { role: 'user', content: text }, { role: 'assistant', content: '' }];
    });
    const appendToReply = (delta: string) =>
      setMessages((current) => {
        const last = current.at(-1);
        return last?.role === 'assistant' ? [...current.slice(0, -1), { ...last, content: last.content + delta }] : current;
      });
    const journeyId = openJourney.journey?.id ?? null;
    try {
      const done = await sendChatMessage({ threadId, journeyId }, text, {
        onThread: (id, journeyName) => {
          setThreadId(id);
          if (journeyId) openJourney.confirm(journeyName);
        },
        onDelta: appendToReply,
      });
      setEngine(done.engine);
      setInput('');
      void queryClient.invalidateQueries({ queryKey: CHAT_THREADS_QUERY_KEY });
    } catch (error) {
      console.error('Chat send failed', error);
      // The user's message stays in the list and in the input; only the unfinished reply goes.
      setMessages((current) => {
        const question = current.at(-1)?.role === 'assistant' ? current.slice(0, -1) : current;
        const last = question.at(-1);
        return last?.role === 'user' ? [...question.slice(0, -1), { ...last, failed: true }] : question;
      });
      showErrorToast('Error', governanceRefusal(error) ?? 'Failed to send message. Please try again.');
    } finally {
      setLoading(false);
    }
  }, [input, loading, threadId, queryClient, openJourney]);

  const newChat = useCallback(() => {
    setMessages([]);
    setThreadId(null);
  }, []);

  const openThread = useCallback(async (id: string) => {
    try {
      setMessages(await getChatThread(id));
      setThreadId(id);
    } catch (error) {
      console.error('Could not open the conversation', error);
      showErrorToast('Error', 'Could not open that conversation. Please try again.');
    }
  }, []);

  return { messages, threadId, input, setInput, loading, engine, send, newChat, openThread, openJourney };
}
