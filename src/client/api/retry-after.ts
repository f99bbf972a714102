/** The longest wait a Retry-After may ask for here: past it the usual retries take over again. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

/**
 * How long the server asked us to wait before asking again (an overloaded or rate-limited answer's
 * Retry-After: seconds, or an HTTP date), in milliseconds; undefined when it asked nothing usable.
 */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const milliseconds = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return undefined;
  return Math.min(milliseconds, MAX_RETRY_AFTER_MS);
}
