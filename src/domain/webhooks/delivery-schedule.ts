/**
 * When a failed delivery is tried again: exponential backoff with jitter, for a day after the
 * first attempt, then given up (issue 24, item 3).
 */
export interface DeliverySchedule {
  /** The wait after the first failure; each later one doubles it. */
  firstRetryMs: number;
  /** No single wait is longer than this. */
  longestWaitMs: number;
  /** Past this long after the first attempt, a delivery is marked failed. */
  giveUpAfterMs: number;
}

export const DEFAULT_DELIVERY_SCHEDULE: DeliverySchedule = {
  firstRetryMs: 30_000,
  longestWaitMs: 4 * 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/**
 * The time of the next attempt after `attempts` failed ones, or null when the day is over.
 * `random` (0..1) spreads retries of many deliveries so that a receiver coming back is not hit all at once.
 */
export function nextAttemptAt(
  schedule: DeliverySchedule,
  { attempts, firstAttemptAt, now }: { attempts: number; firstAttemptAt: Date; now: Date },
  random: number,
): Date | null {
  const exponential = Math.min(schedule.firstRetryMs * 2 ** Math.max(0, attempts - 1), schedule.longestWaitMs);
  // Between three quarters and the whole of the wait.
  const wait = exponential * (0.75 + 0.25 * random);
  const next = new Date(now.getTime() + wait);
  const deadline = firstAttemptAt.getTime() + schedule.giveUpAfterMs;
  if (now.getTime() >= deadline) return null;
  return next.getTime() > deadline ? new Date(deadline) : next;
}
