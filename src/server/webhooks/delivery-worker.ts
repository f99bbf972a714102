import type { AppDatabase } from '../db/database';
import type { Logger } from '../logger';
import { type DeliveryRules, type DueDelivery, attemptDelivery } from './delivery-attempt';

/** A claimed delivery is left alone by other processes this long, more than one attempt can take. */
const CLAIM_LEASE_MS = 2 * 60_000;
const BATCH = 20;

/**
 * Takes up to a batch of due deliveries for this process. On PostgreSQL several processes poll at
 * once: FOR UPDATE SKIP LOCKED gives each row to one of them, and pushing its next attempt past
 * the lease keeps the others off it while it is sent. SQLite has one process.
 */
async function claimDue(database: AppDatabase, now: Date): Promise<DueDelivery[]> {
  return database.db.transaction().execute(async (trx) => {
    let due = trx
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .select([
        'webhook_deliveries.id',
        'webhook_deliveries.payload',
        'webhook_deliveries.attempts',
        'webhook_deliveries.first_attempt_at',
        'webhook_endpoints.kind',
        'webhook_endpoints.url_sealed',
        'webhook_endpoints.signing_secret_sealed',
      ])
      .where('webhook_deliveries.status', '=', 'pending')
      .where('webhook_deliveries.next_attempt_at', '<=', now.toISOString())
      .where('webhook_endpoints.enabled', '=', 1)
      .orderBy('webhook_deliveries.next_attempt_at')
      .limit(BATCH);
    if (database.dialect === 'postgres') due = due.forUpdate('webhook_deliveries').skipLocked();
    const rows = await due.execute();
    if (rows.length === 0) return [];
    const leaseEnd = new Date(now.getTime() + CLAIM_LEASE_MS).toISOString();
    await trx.updateTable('webhook_deliveries').set({ next_attempt_at: leaseEnd }).where('id', 'in', rows.map((row) => row.id)).execute();
    return rows;
  });
}

/** Sends what is due now, batch after batch; answers how many attempts were made. */
export async function deliverDueWebhooks(database: AppDatabase, rules: DeliveryRules, now: () => Date = () => new Date()): Promise<number> {
  let attempted = 0;
  for (;;) {
    const claimed = await claimDue(database, now());
    for (const delivery of claimed) await attemptDelivery(database.db, delivery, rules, now());
    attempted += claimed.length;
    if (claimed.length < BATCH) return attempted;
  }
}

/**
 * Every app process polls the outbox. A receiver or database outage costs only delay: the
 * deliveries stay pending and the next poll tries again.
 */
export function startWebhookDelivery(database: AppDatabase, rules: DeliveryRules, logger: Logger, intervalMs = 5_000) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A slow round is not overlapped by the next one.
    running ??= deliverDueWebhooks(database, rules)
      .catch((error: unknown) => {
        logger.warn({ err: { message: (error as Error).message } }, 'webhook deliveries could not be sent this time; they stay queued');
      })
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
