import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';

function describeDatabase(target: ReturnType<typeof loadConfig>['database']): string {
  return target.kind === 'sqlite' ? `SQLite at ${target.file}` : 'PostgreSQL';
}

async function start(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  for (const warning of config.warnings) logger.warn(warning);

  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
  } catch (error) {
    logger.fatal(`Could not prepare the database (${describeDatabase(config.database)}): ${(error as Error).message}`);
    await database.close().catch(() => undefined);
    process.exit(1);
  }

  const app = createApp({ config, database, auth: createAuth(config, database, logger), logger });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Innovation Studio is listening on ${config.appUrl} (port ${info.port}, ${describeDatabase(config.database)})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing open requests, then closing.`);
    server.close(() => {
      void database.close().then(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : `Innovation Studio failed to start: ${String(error)}`;
  console.error(message);
  process.exit(1);
});
