import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { isStorageFull } from '../db/storage-full';
import { unauthorizedError } from '../errors';
import type { Auth, AuthSession } from './auth';
import type { ReadSession } from './read-session';

/** "Last seen" on the account screen is exact to this much; finer would mean a write per request. */
const ACTIVITY_RESOLUTION_MS = 5 * 60_000;

async function recordActivity(auth: Auth, session: AuthSession['session']): Promise<void> {
  if (Date.now() - new Date(session.updatedAt).getTime() < ACTIVITY_RESOLUTION_MS) return;
  const context = await auth.$context;
  const seenAt = new Date();
  await context.internalAdapter.updateSession(session.token, { updatedAt: seenAt });
  // The same object may be cached: the next requests within the resolution need not write again.
  session.updatedAt = seenAt;
}

/** Lets a request through only with a live session, and hands the routes a non-null user. */
export function requireUser(auth: Auth, readSession: ReadSession): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // An API token has already named the user (api-tokens/token-authentication.ts).
    if (c.get('apiToken')) return next();
    const current = await readSession(c.req.raw.headers);
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
