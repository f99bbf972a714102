import { serve } from '@hono/node-server';
import { IdeaCatalogueError } from './ai/builtin/load-idea-catalogue';
import { createApp } from './app';
import { auditTrail } from './audit/audit-trail';
import { type AuthSession, createAuth } from './auth/auth';
import { sessionReads } from './auth/session-reads';
import { ConfigError, loadConfig } from './config/index';
import { type AppDatabase, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { stopGracefullyOnSignals } from './http/graceful-shutdown';
import { inFlightWork } from './http/in-flight-work';
import { openRateLimitStores } from './http/rate-limit-stores';
import { createLiveHub, openLiveBus } from './live/create-live-hub';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { createRetentionWarningSender } from './mail/retention-mail';
import { scheduleRetention } from './retention/retention-schedule';
import { sweepRetention } from './retention/retention-sweep';
import { webhookDeliveryRules } from './webhooks/delivery-rules';
import { startWebhookDelivery } from './webhooks/delivery-worker';

function describeDatabase(target: ReturnType<typeof loadConfig>['database']): string {
  return target.kind === 'sqlite' ? `SQLite at ${target.file}` : 'PostgreSQL';
}

/** One line an operator can act on when the port cannot be had, naming the settings that chose it. */
function listenFailure(error: NodeJS.ErrnoException, config: ReturnType<typeof loadConfig>): string {
  const where = `${config.host}:${config.port}`;
  if (error.code === 'EADDRINUSE') {
    return `PORT ${config.port} is already in use (${where}): stop what listens there, or set PORT to a free port.`;
  }
  if (error.code === 'EACCES') {
    return `PORT ${config.port} may not be used by this user (${where}): choose a port above 1023, or run with the right to bind it.`;
  }
  if (error.code === 'EADDRNOTAVAIL') return `HOST ${config.host} is not an address of this machine: set HOST (e.g. 0.0.0.0).`;
  return `Innovation Studio cannot listen on ${where} (HOST / PORT): ${error.message}`;
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
  const sessions = sessionReads<AuthSession>();
  const auth = createAuth(config, database, logger, { rateLimitStores, sessions });
  const work = inFlightWork();
  const liveBus = await openLiveBus(config.redis, logger);
  const liveHub = createLiveHub({ database, bus: liveBus });
  const app = createApp({ config, database, auth, sessions, logger, rateLimitStores, work, liveBus, liveHub });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Innovation Studio is listening on ${config.appUrl} (port ${info.port}, ${describeDatabase(config.database)})`);
  });

  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(listenFailure(error, config));
    void database.close().finally(() => process.exit(1));
  });

  const retention = scheduleRetention(
    () =>
      sweepRetention({
        db: database.db,
        audit: auditTrail(database, config.authSecret, logger),
        warn: createRetentionWarningSender(createMailer(config.mail), logger),
        appUrl: config.appUrl,
      }),
    config.retentionSweepMinutes,
    logger,
  );

  // Every process sends what is due from the outbox; PostgreSQL hands each delivery to one of them.
  const webhookDelivery = startWebhookDelivery(database, webhookDeliveryRules(config), logger);

  stopGracefullyOnSignals(server, {
    logger,
    // Clients of a stream that ends reconnect, to another process behind the load balancer.
    endLongLivedWork: () => liveHub.closeAll(),
    release: async () => {
      retention.stop();
      await webhookDelivery.stop();
      await work.settled();
      return Promise.allSettled([database.close(), rateLimitStores.close(), liveBus.close()]);
    },
  });
}

start().catch((error: unknown) => {
  const told = error instanceof ConfigError || error instanceof IdeaCatalogueError;
  const message = told ? error.message : `Innovation Studio failed to start: ${String(error)}`;
  console.error(message);
  process.exit(1);
});
