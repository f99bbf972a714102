import { useQuery } from '@tanstack/react-query';
import type { RenameChatThreadRequest } from '../../domain/ai-api';
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

const threadPath = (id: string) => `/api/ai/chat/threads/${encodeURIComponent(id)}`;

export function getChatThread(id: string): Promise<ChatMessage[]> {
  return apiFetch<{ messages: ChatMessage[] }>(threadPath(id)).then((body) => body.messages);
}

export function renameChatThread(id: string, title: RenameChatThreadRequest['title']): Promise<ChatThreadSummary> {
  return apiFetch<{ thread: ChatThreadSummary }>(threadPath(id), { method: 'PATCH', json: { title } }).then(
    (body) => body.thread,
  );
}

export function deleteChatThread(id: string): Promise<void> {
  return apiFetch<void>(threadPath(id), { method: 'DELETE' });
}

interface ChatStreamHandlers {
  /** `journeyName` is null when the server did not use the journey sent (not the user's, or gone). */
  onThread(threadId: string, journeyName: string | null): void;
  onDelta(text: string): void;
}

interface ChatTarget {
  threadId: string | null;
  /** The journey the user has open, for questions about "my idea". */
  journeyId: string | null;
}

/** Sends one message and streams the assistant's reply as it is written. */
export async function sendChatMessage({ threadId, journeyId }: ChatTarget, message: string, handlers: ChatStreamHandlers) {
  const stream = await postForEventStream('/api/ai/chat', {
    ...(threadId ? { threadId } : {}),
    ...(journeyId ? { journeyId } : {}),
    message,
  });
  for await (const event of readServerSentEvents(stream)) {
    const data = JSON.parse(event.data) as Record<string, unknown>;
    if (event.event === 'thread') handlers.onThread(data.threadId as string, (data.journeyName as string | null) ?? null);
    else if (event.event === 'delta') handlers.onDelta(data.text as string);
    else if (event.event === 'error') throw new ApiRequestError(502, String(data.code ?? 'CHAT_FAILED'), String(data.message ?? 'The chat failed.'));
    else if (event.event === 'done') return data as { messageId: string; engine: EngineInfo };
  }
  throw new ApiRequestError(502, 'STREAM_ENDED', 'The assistant stopped answering before it finished.');
}
