import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { SSO_MESSAGES, emailDomainOf, ssoLinkConsentSchema } from '../../domain/sso-api';
import type { AppEnv } from '../app-env';
import { hashPassword, verifyPassword } from '../security/password-hashing';
import type { AppConfig } from '../config/index';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';
import { TOO_MANY_ATTEMPTS_MESSAGE, rateLimit } from '../http/rate-limit';
import type { RateLimitStores } from '../http/rate-limit-stores';
import { readJson } from '../http/validate';
import type { SsoDirectory } from './sso-directory';
import { LINK_CONSENT_MINUTES, linkConsentIdentifier } from './sso-user-policy';

/** Checked when the address has no password, so that an unknown address takes as long to refuse. Made at first use, not at start. */
let noPasswordHash: Promise<string> | undefined;
const NO_PASSWORD_HASH = () => (noPasswordHash ??= hashPassword('no account has this password'));

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', SSO_MESSAGES.linkConsentInvalid);

async function passwordHashOf(db: Kysely<Database>, email: string): Promise<{ userId: string; hash: string } | undefined> {
  const row = await db
    .selectFrom('user')
    .innerJoin('account', 'account.userId', 'user.id')
    .select(['user.id', 'account.password'])
    .where('user.email', '=', email)
    .where('account.providerId', '=', 'credential')
    .executeTakeFirst();
  return row?.password ? { userId: row.id, hash: row.password } : undefined;
}

/**
 * POST /api/sso/link-consent: the owner of an existing password account says, with its password,
 * that the single sign-on they just tried may be tied to it. No session comes of it, so it works
 * when password sign-in is off; the next sign-on within a few minutes links the account. It draws
 * on the same per-address and per-account budgets as signing in.
 */
export function ssoLinkRoutes(db: Kysely<Database>, directory: SsoDirectory, config: AppConfig, stores: RateLimitStores) {
  const { max, windowSeconds } = config.authRateLimit;
  const budget = stores.forRule({ max, windowMs: windowSeconds * 1000 });
  return new Hono<AppEnv>()
    .use('/link-consent', rateLimit(budget, (c) => `sso-link-consent:${c.get('clientIp')}`, TOO_MANY_ATTEMPTS_MESSAGE))
    .post('/link-consent', async (c) => {
      const input = await readJson(c, ssoLinkConsentSchema);
      const email = input.email.toLowerCase();
      const perAccount = await budget.consume(`sign-in:account:${email}`);
      if (!perAccount.allowed) {
        c.header('Retry-After', String(perAccount.retryAfterSeconds));
        throw new ApiError(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS_MESSAGE);
      }
      const account = await passwordHashOf(db, email);
      const matches = await verifyPassword({ hash: account?.hash ?? (await NO_PASSWORD_HASH()), password: input.password });
      if (!account || !matches) throw invalidCredentials();
      const signIn = await directory.forDomain(emailDomainOf(email));
      if (!signIn) throw new ApiError(404, 'SSO_NOT_CONFIGURED', SSO_MESSAGES.notConfigured);
      const identifier = linkConsentIdentifier(signIn.providerId, account.userId);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('verification').where('identifier', '=', identifier).execute();
        await trx
          .insertInto('verification')
          .values({
            id: randomUUID(),
            identifier,
            value: account.userId,
            expiresAt: new Date(Date.now() + LINK_CONSENT_MINUTES * 60_000).toISOString(),
          })
          .execute();
      });
      return c.body(null, 204);
    });
}
