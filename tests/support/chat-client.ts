import type { ChatStreamEvents } from '../../src/domain/ai-api';
import { signedInClient } from './ai-test-apps';
import type { TestClient } from './http-client';
import { type ServerSentEvent, parseEventStream } from './sse';
import type { TestApp } from './test-app';

export const signedIn = (testApp: TestApp): Promise<TestClient> => signedInClient(testApp, 'chat');

/** Sends one chat message and reads the whole event stream. */
export async function sendChat(
  client: TestClient,
  message: string,
  ids: { threadId?: string; journeyId?: string } = {},
) {
  const response = await client.request<string>('POST', '/api/ai/chat', { message, ...ids });
  const events = response.status === 200 ? parseEventStream(response.body) : [];
  const data = <Name extends keyof ChatStreamEvents>(name: Name) =>
    events.find((event: ServerSentEvent) => event.event === name)?.data as ChatStreamEvents[Name] | undefined;
  const text = events
    .filter((event) => event.event === 'delta')
    .map((event) => (event.data as ChatStreamEvents['delta']).text)
    .join('');
  return { response, events, data, text };
}
