import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from '../errors';

/** What a person is told when sign-in, deletion or another password check hits its limit. */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the caller's window resets; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Counts requests per key. Async so that a shared store (Redis) can stand in for the memory one. */
export interface RateLimitStore {
  consume(key: string): Promise<RateLimitDecision>;
}

export interface FixedWindowOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

/** A fixed window per key in this process's memory; right for one app process. */
export function memoryRateLimitStore({ max, windowMs, now = Date.now }: FixedWindowOptions): RateLimitStore {
  const windows = new Map<string, { startedAt: number; count: number }>();
  let lastSweep = now();

  const sweep = (time: number) => {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, window] of windows) if (time - window.startedAt >= windowMs) windows.delete(key);
  };

  return {
    async consume(key) {
      const time = now();
      sweep(time);
      const current = windows.get(key);
      const window = current && time - current.startedAt < windowMs ? current : { startedAt: time, count: 0 };
      windows.set(key, window);
      if (window.count >= max) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000)),
        };
      }
      window.count += 1;
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/** Answers 429 (code RATE_LIMITED) with Retry-After once `keyOf` has used up its window. */
export function rateLimit(
  store: RateLimitStore,
  keyOf: (c: Context<AppEnv>) => string,
  message: string,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const decision = await store.consume(keyOf(c));
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return c.json(errorBody('RATE_LIMITED', message), 429);
    }
    await next();
  };
}
