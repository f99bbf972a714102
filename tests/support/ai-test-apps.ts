import { afterAll, beforeAll, expect } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from './fake-openai-server';
import { TestClient, uniqueEmail } from './http-client';
import { type TestApp, createTestApp } from './test-app';
import type { TestDatabase } from './test-databases';

/** The app twice on one database: with the built-in engine, and with an LLM engine on a fake model server. */
export interface AiTestApps {
  builtinApp: TestApp;
  llmApp: TestApp;
  fake: FakeOpenAiServer;
  close(): Promise<void>;
}

export async function startAiTestApps(
  testDatabase: TestDatabase,
  llmEnv: Record<string, string> = {},
): Promise<AiTestApps> {
  const fake = await startFakeOpenAiServer();
  const builtinApp = await createTestApp(testDatabase);
  const llmApp = await createTestApp(testDatabase, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseUrl,
    AI_MODEL: 'fake-model',
    ...llmEnv,
  });
  return {
    builtinApp,
    llmApp,
    fake,
    close: async () => {
      await builtinApp.close();
      await llmApp.close();
      await fake.close();
    },
  };
}

/**
 * A database of the suite's own with both apps on it, started before the suite's tests and closed
 * (database dropped) after them; read the apps inside tests.
 */
export function useAiTestApps(
  createDatabase: () => Promise<TestDatabase>,
  llmEnv: Record<string, string> = {},
): AiTestApps & { testDatabase: TestDatabase } {
  const apps = {} as AiTestApps & { testDatabase: TestDatabase };
  beforeAll(async () => {
    const testDatabase = await createDatabase();
    const started = await startAiTestApps(testDatabase, llmEnv);
    Object.assign(apps, started, {
      testDatabase,
      close: async () => {
        await started.close();
        await testDatabase.drop();
      },
    });
  });
  afterAll(() => apps.close());
  return apps;
}

/** A newly signed-up user of the app, signed in. */
export async function signedInClient(testApp: TestApp, prefix: string): Promise<TestClient> {
  const client = new TestClient(testApp);
  expect((await client.signUp(uniqueEmail(prefix))).status).toBe(200);
  return client;
}
