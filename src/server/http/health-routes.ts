import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppDatabase } from '../db/database';
import type { RateLimitStores } from './rate-limit-stores';

/**
 * 503 only when the database is gone: without it no request can be served. Redis down answers 200
 * with status 'degraded', because every process would fail the check at once, and a load balancer
 * that took them all out would turn a loss of shared rate limits into an outage (docs/decisions.md).
 */
export function healthRoutes(database: AppDatabase, rateLimitStores: RateLimitStores) {
  return new Hono<AppEnv>().get('/', async (c) => {
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
          error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable.' },
        },
        503,
      );
    }
    return c.json({ status: redis === 'down' ? 'degraded' : 'ok', database: 'up', redis });
  });
}
