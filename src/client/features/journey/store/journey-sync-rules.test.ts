import { describe, expect, it } from 'vitest';
import { failureOutcome, retryDelay } from './journey-sync-rules';

describe('when a save that failed goes again', () => {
  it('waits twice as long after each failure, at most half a minute', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelay(failures))).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(12)).toBe(30_000);
  });

  it('waits as long as an overloaded server asked, when that is longer', () => {
    expect(retryDelay(1, 5000)).toBe(5000);
    expect(retryDelay(4, 5000)).toBe(8000);
  });

  it('retries an overloaded answer instead of giving up the changes', () => {
    expect(failureOutcome({ status: 503 }, true)).toBe('retry');
    expect(failureOutcome({ status: 429 }, true)).toBe('retry');
  });
});
