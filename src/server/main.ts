import { serve } from '@hono/node-server';
import { IdeaCatalogueError } from './ai/builtin/load-idea-catalogue';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ConfigError, loadConfig } from './config';
import { type AppDatabase, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { stopGracefullyOnSignals } from './http/graceful-shutdown';
import { inFlightWork } from './http/in-flight-work';
import { openRateLimitStores } from './http/rate-limit-stores';
import { createLogger } from './logger';

function describeDatabase(target: ReturnType<typeof loadConfig>['database']): string {
  return target.kind === 'sqlite' ? `SQLite at ${target.file}` : 'PostgreSQL';
}

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  for (const warning of config.warnings) logger.warn(warning);

  let database: AppDatabase | undefined;
  try {
    database = openDatabase(config.database);
    await migrateToLatest(database);
  } catch (error) {
    logger.fatal(`Could not prepare the database (${describeDatabase(config.database)}): ${(error as Error).message}`);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }

  const rateLimitStores = await openRateLimitStores(config.redis, logger);
  const auth = createAuth(config, database, logger, rateLimitStores);
  const work = inFlightWork();
  const app = createApp({ config, database, auth, logger, rateLimitStores, work });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Innovation Studio is listening on ${config.appUrl} (port ${info.port}, ${describeDatabase(config.database)})`);
  });

  stopGracefullyOnSignals(server, {
    logger,
    release: async () => {
      await work.settled();
      return Promise.allSettled([database.close(), rateLimitStores.close()]);
    },
  });
}

start().catch((error: unknown) => {
  const told = error instanceof ConfigError || error instanceof IdeaCatalogueError;
  const message = told ? error.message : `Innovation Studio failed to start: ${String(error)}`;
  console.error(message);
  process.exit(1);
});
