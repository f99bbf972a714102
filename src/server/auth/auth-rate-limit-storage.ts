import type { BetterAuthRateLimitOptions } from 'better-auth';
import type { RateLimitStores } from '../http/rate-limit-stores';

type AuthRateLimitStorage = NonNullable<BetterAuthRateLimitOptions['customStorage']>;

/**
 * better-auth's own limits (sign-in, sign-up, password change and reset) counted in our stores,
 * so they are shared through Redis like the AI limit. Only the counts move: sessions stay in the
 * database. (better-auth's 'secondary-storage' needs a `secondaryStorage`, where it keeps sessions too.)
 */
export function authRateLimitStorage(stores: RateLimitStores): AuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const store = stores.forRule({ max: rule.max, windowMs: rule.window * 1000 });
      const decision = await store.consume(`auth:${key}`);
      return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfterSeconds };
    },
  };
}
