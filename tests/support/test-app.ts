import { createApp } from '../../src/server/app';
import { type AuthSession, createAuth } from '../../src/server/auth/auth';
import { sessionReads } from '../../src/server/auth/session-reads';
import { type AppConfig, loadConfig } from '../../src/server/config/index';
import { type AppDatabase, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { openRateLimitStores } from '../../src/server/http/rate-limit-stores';
import { type Logger, createLogger } from '../../src/server/logger';
import type { TestDatabase } from './test-databases';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  config: AppConfig;
  database: AppDatabase;
  close(): Promise<void>;
}

/** The real app, on a real migrated database, without a listening socket (Hono's app.request). */
export async function createTestApp(
  testDatabase: TestDatabase,
  env: Record<string, string> = {},
  logger: Logger = createLogger('silent'),
): Promise<TestApp> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
      APP_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      STATIC_DIR: '/nonexistent',
      TRUST_PROXY: 'true',
      // A suite's bursts wait in the overload guard's line rather than be refused when a busy CI
      // machine stretches them past production's 500 ms; the guard's own tests set their limits.
      OVERLOAD_MAX_WAIT_MS: '10000',
      ...env,
    }),
    database: testDatabase.target,
  };
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  // Memory unless the test passes REDIS_URL, as in production.
  const rateLimitStores = await openRateLimitStores(config.redis, logger);
  const sessions = sessionReads<AuthSession>();
  const auth = createAuth(config, database, logger, { rateLimitStores, sessions });
  const app = createApp({ config, database, auth, sessions, logger, rateLimitStores });
  return { app, config, database, close: () => Promise.all([database.close(), rateLimitStores.close()]).then(() => undefined) };
}
