import { Hono } from 'hono';
import { STORAGE_FULL } from '../../domain/storage-full';
import type { AppEnv } from '../app-env';
import type { AppDatabase } from '../db/database';
import type { LoadReport } from './overload-guard';
import type { RateLimitStores } from './rate-limit-stores';

/**
 * 503 only when the database is gone: without it no request can be served. Redis down answers 200
 * with status 'degraded', because every process would fail the check at once, and a load balancer
 * that took them all out would turn a loss of shared rate limits into an outage (docs/decisions.md).
 * A full disk is the same: every process shares it, and reads still work, so it is 'degraded' with
 * the database 'not writable', as its last write said. A process that has refused requests for
 * want of capacity in the last seconds says so in `load` and is 'degraded' too: taking it out of
 * rotation would only move its load onto the others.
 */
export function healthRoutes(database: AppDatabase, rateLimitStores: RateLimitStores, loadReport: () => LoadReport) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const load = loadReport();
    const [databaseUp, redis] = await Promise.all([
      database.ping().then(
        () => true,
        () => false,
      ),
      rateLimitStores.redisStatus(),
    ]);
    if (!databaseUp) {
      return c.json(
        {
          status: 'unavailable',
          database: 'down',
          redis,
          load,
          error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable.' },
        },
        503,
      );
    }
    const storageFull = database.storage.full;
    if (storageFull) {
      const storage = { code: STORAGE_FULL.code, message: STORAGE_FULL.saveMessage, since: storageFull.since };
      return c.json({ status: 'degraded', database: 'not writable', storage, redis, load });
    }
    return c.json({ status: redis === 'down' || load.shedding ? 'degraded' : 'ok', database: 'up', redis, load });
  });
}
