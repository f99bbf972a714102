import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config/index';
import type { Database } from '../db/schema';
import { errorBody } from '../errors';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../http/rate-limit';
import type { RateLimitStores } from '../http/rate-limit-stores';

const normalised = (value: unknown): string => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * The account a sign-in guesses at, the same whichever route names it: a username is looked up
 * to its e-mail, so signing in by e-mail and by username draw on one budget.
 */
async function accountKey(
  db: Kysely<Database>,
  path: string,
  body: Record<string, unknown>,
): Promise<string | null> {
  if (path.endsWith('/sign-in/email')) {
    const email = normalised(body.email);
    return email ? `account:${email}` : null;
  }
  const username = normalised(body.username);
  if (!username) return null;
  const user = await db
    .selectFrom('user')
    .select('email')
    .where('username', '=', username)
    .executeTakeFirst();
  return user ? `account:${user.email.toLowerCase()}` : `username:${username}`;
}

/**
 * A sign-in limit per account on top of better-auth's per address and route: guesses spread over
 * many addresses, or over both sign-in routes, still count against the one account.
 */
export function signInBudget(config: AppConfig, db: Kysely<Database>, stores: RateLimitStores) {
  const { max, windowSeconds } = config.authRateLimit;
  const store = stores.forRule({ max, windowMs: windowSeconds * 1000 });
  /** A 429 when the account has used up its window; undefined when the attempt may go on. */
  return async (c: Context<AppEnv>, fields: Record<string, unknown>): Promise<Response | undefined> => {
    const path = c.req.path;
    if (!path.endsWith('/sign-in/email') && !path.endsWith('/sign-in/username')) return undefined;
    // No account named (a malformed body): better-auth refuses it, and there is nothing to guard.
    const key = await accountKey(db, path, fields);
    if (key === null) return undefined;
    const decision = await store.consume(`sign-in:${key}`);
    if (decision.allowed) return undefined;
    c.header('Retry-After', String(decision.retryAfterSeconds));
    return c.json(errorBody('RATE_LIMITED', TOO_MANY_ATTEMPTS_MESSAGE), 429);
  };
}
