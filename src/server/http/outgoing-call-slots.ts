import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../errors';

/** Requests of one process that may wait on an outside service at once (Jira sends, webhook tests). */
export const OUTGOING_CALL_SLOTS = 8;
const RETRY_AFTER_SECONDS = 5;

/**
 * A cap on the requests that wait for Jira or a receiver. They are exempt from the overload guard
 * (a stalled service would otherwise fill its places), so they are bounded here: past the cap they
 * are refused at once, and the rest of the app never waits behind them.
 */
export function outgoingCallSlots(max = OUTGOING_CALL_SLOTS): MiddlewareHandler {
  let inUse = 0;
  return async (c, next) => {
    if (inUse >= max) {
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(errorBody('OUTSIDE_SERVICE_BUSY', 'Too many calls to outside services are under way. Please try again in a few seconds.'), 503);
    }
    inUse += 1;
    try {
      await next();
    } finally {
      inUse -= 1;
    }
  };
}
