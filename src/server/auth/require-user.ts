import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { isStorageFull } from '../db/storage-full';
import { unauthorizedError } from '../http/errors';
import type { Auth, AuthSession } from './auth';

/** "Last seen" on the account screen is exact to this much; finer would mean a write per request. */
const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

async function recordActivity(auth: Auth, session: AuthSession['session']): Promise<void> {
  if (Date.now() - new Date(session.updatedAt).getTime() < ACTIVITY_RESOLUTION_MS) return;
  const context = await auth.$context;
  await context.internalAdapter.updateSession(session.token, { updatedAt: new Date() });
}

/** Lets a request through only with a live session, and hands the routes a non-null user. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const current = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!current) throw unauthorizedError();
    // "Last seen" is not worth refusing a read for while the disk is full.
    await recordActivity(auth, current.session).catch((error: unknown) => {
      if (!isStorageFull(error)) throw error;
    });
    c.set('user', current.user);
    c.set('session', current.session);
    await next();
  };
}
