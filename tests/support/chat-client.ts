import { afterAll, beforeAll, expect } from 'vitest';
import type { ChatStreamEvents } from '../../src/domain/ai-api';
import { TestClient, uniqueEmail } from './http-client';
import { type ServerSentEvent, parseEventStream } from './sse';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fake-openai-server';
import { type TestApp, createTestApp } from './test-app';
import type { TestDatabase } from './test-databases';

export async function signedIn(testApp: TestApp): Promise<TestClient> {
  const client = new TestClient(testApp);
  expect((await client.signUp(uniqueEmail('chat'))).status).toBe(200);
  return client;
}

/** Sends one chat message and reads the whole event stream. */
export async function sendChat(client: TestClient, message: string, ids: { threadId?: string; journeyId?: string } = {}) {
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

/** One database with two real apps on it: the built-in engine, and an LLM engine on a fake model server. */
export interface EngineApps {
  builtinApp: TestApp;
  llmApp: TestApp;
  fake: FakeOpenAiServer;
  close(): Promise<void>;
}

export async function startEngineApps(createDatabase: () => Promise<TestDatabase>): Promise<EngineApps> {
  const testDatabase = await createDatabase();
  const fake = await startFakeOpenAiServer();
  const builtinApp = await createTestApp(testDatabase);
  const llmApp = await createTestApp(testDatabase, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
  });
  const close = async () => {
    await builtinApp.close();
    await llmApp.close();
    await fake.close();
    await testDatabase.drop();
  };
  return { builtinApp, llmApp, fake, close };
}

/** Starts the engine apps before the suite's tests and closes them after; read them inside tests. */
export function useEngineApps(createDatabase: () => Promise<TestDatabase>): EngineApps {
  const apps = {} as EngineApps;
  beforeAll(async () => {
    Object.assign(apps, await startEngineApps(createDatabase));
  });
  afterAll(() => apps.close());
  return apps;
}
