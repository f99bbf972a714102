import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { freePort } from './server-process';
import { type TestApp, createTestApp } from './test-app';
import type { TestDatabase } from './test-databases';

export interface SsoApp {
  /** APP_URL: where it listens, so that redirects from the identity provider come back to it. */
  origin: string;
  testApp: TestApp;
  close(): Promise<void>;
}

/** The real app on a real socket whose address is its APP_URL, as identity providers need. */
export async function startSsoApp(testDatabase: TestDatabase, env: Record<string, string> = {}, port?: number): Promise<SsoApp> {
  port ??= await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp(testDatabase, { APP_URL: origin, TRUST_PROXY: 'false', AUTH_RATE_LIMIT_MAX: '1000', ...env });
  const server = serve({ fetch: testApp.app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));
  if ((server.address() as AddressInfo).port !== port) throw new Error('listened on another port');
  return {
    origin,
    testApp,
    close: async () => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await testApp.close();
    },
  };
}
