import type { AppConfig } from '../config/index';
import { TOO_MANY_ATTEMPTS_MESSAGE, rateLimit } from '../http/rate-limit';
import type { RateLimitStores } from '../http/rate-limit-stores';

/**
 * Deleting an account takes the password as confirmation, so it is a password check like sign-in
 * and gets the same budget, per user: a stolen session must not become a way to guess the password.
 */
export function accountDeletionLimit(config: AppConfig, stores: RateLimitStores) {
  const { max, windowSeconds } = config.authRateLimit;
  return rateLimit(
    stores.forRule({ max, windowMs: windowSeconds * 1000 }),
    (c) => `account-delete:${c.get('user').id}`,
    TOO_MANY_ATTEMPTS_MESSAGE,
  );
}
