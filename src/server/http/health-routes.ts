import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { AppDatabase } from '../db/database';

export function healthRoutes(database: AppDatabase) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ok', database: 'up' });
    } catch {
      return c.json(
        {
          status: 'unavailable',
          database: 'down',
          error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable.' },
        },
        503,
      );
    }
  });
}
