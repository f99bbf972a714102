import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE, nextAttemptAt } from './delivery-schedule';

const start = new Date('2026-11-26T09:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('when a failed delivery is tried again', () => {
  it('doubles the wait after each failure, between three quarters and the whole of it', () => {
    const waits = [1, 2, 3, 4].map((attempts) => nextAttemptAt(DEFAULT_DELIVERY_SCHEDULE, { attempts, firstAttemptAt: start, now: start }, 1)!.getTime() - start.getTime());
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000]);
    const least = nextAttemptAt(DEFAULT_DELIVERY_SCHEDULE, { attempts: 1, firstAttemptAt: start, now: start }, 0)!;
    expect(least.getTime() - start.getTime()).toBe(22_500);
  });

  it('never waits longer than four hours, and stops a day after the first attempt', () => {
    const late = nextAttemptAt(DEFAULT_DELIVERY_SCHEDULE, { attempts: 30, firstAttemptAt: start, now: after(60 * 60_000) }, 1)!;
    expect(late.getTime() - after(60 * 60_000).getTime()).toBe(4 * 60 * 60_000);
    const last = nextAttemptAt(DEFAULT_DELIVERY_SCHEDULE, { attempts: 12, firstAttemptAt: start, now: after(23 * 60 * 60_000) }, 1)!;
    expect(last).toEqual(after(24 * 60 * 60_000));
    expect(nextAttemptAt(DEFAULT_DELIVERY_SCHEDULE, { attempts: 13, firstAttemptAt: start, now: after(24 * 60 * 60_000) }, 1)).toBeNull();
  });
});
