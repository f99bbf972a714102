import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { type TestApp, TEST_ORIGIN, createTestApp } from '../../support/test-app';
import type { TestDatabase } from '../../support/test-databases';

export interface LiveServer {
  /** Where the socket listens, e.g. http://127.0.0.1:41234. */
  url: string;
  /** The origin the app trusts (APP_URL), which browsers on it would send. */
  origin: string;
  testApp: TestApp;
  close(): Promise<void>;
}

/**
 * The real app on a real listening socket on 127.0.0.1. The client address comes from the
 * socket (TRUST_PROXY=false) and the sign-in limit is high, unless `env` says otherwise.
 */
export async function startLiveServer(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
): Promise<LiveServer> {
  const testApp = await createTestApp(testDatabase, {
    TRUST_PROXY: 'false',
    AUTH_RATE_LIMIT_MAX: '1000',
    AI_RATE_LIMIT_MAX: '10000',
    ...env,
  });
  const server = serve({ fetch: testApp.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    origin: env.APP_URL ?? TEST_ORIGIN,
    testApp,
    close: async () => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}
