import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Holds every answer of a route until `milliseconds` after the request came in, so how long it
 * took cannot tell a caller which way it went (e.g. whether an e-mail address has an account).
 * Chosen well above the slowest path's usual time, so each answer leaves at the same moment.
 */
export function minimumDuration(milliseconds: number): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const started = performance.now();
    await next();
    const left = started + milliseconds - performance.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  };
}
