import { useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from './http';
import type { EngineInfo } from './ideas';
import { postForEventStream, readServerSentEvents } from './sse';

export interface ChatMessage {
  id?: string;
  role: 'user' | 'assistant';
  content: string;
  /** A question whose answer failed: sending the same text again retries it. */
  failed?: boolean;
}

export interface ChatThreadSummary {
  id: string;
  title: string;
  updatedAt: string;
}

export const CHAT_THREADS_QUERY_KEY = ['chat-threads'] as const;

export function useChatThreads() {
  return useQuery({
    queryKey: CHAT_THREADS_QUERY_KEY,
    queryFn: () => apiFetch<{ threads: ChatThreadSummary[] }>('/api/ai/chat/threads').then((body) => body.threads),
  });
}

export function getChatThread(id: string): Promise<ChatMessage[]> {
  return apiFetch<{ messages: ChatMessage[] }>(`/api/ai/chat/threads/${encodeURIComponent(id)}`).then((body) => body.messages);
}

interface ChatStreamHandlers {
  onThread(threadId: string): void;
  onDelta(text: string): void;
}

/** Sends one message and streams the assistant's reply as it is written. */
export async function sendChatMessage(threadId: string | null, message: string, handlers: ChatStreamHandlers) {
  const stream = await postForEventStream('/api/ai/chat', { ...(threadId ? { threadId } : {}), message });
  for await (const event of readServerSentEvents(stream)) {
    const data = JSON.parse(event.data) as Record<string, unknown>;
    if (event.event === 'thread') handlers.onThread(data.threadId as string);
    else if (event.event === 'delta') handlers.onDelta(data.text as string);
    else if (event.event === 'error') throw new ApiRequestError(502, String(data.code ?? 'CHAT_FAILED'), String(data.message ?? 'The chat failed.'));
    else if (event.event === 'done') return data as { messageId: string; engine: EngineInfo };
  }
  throw new ApiRequestError(502, 'STREAM_ENDED', 'The assistant stopped answering before it finished.');
}
