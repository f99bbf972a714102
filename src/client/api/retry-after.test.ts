import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './retry-after';

describe('the wait a Retry-After asks for', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(retryAfterMs('Thu, 26 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
  });

  it('asks nothing when the header is missing, malformed or in the past', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs('-3')).toBeUndefined();
    expect(retryAfterMs('Thu, 26 Nov 2026 11:00:00 GMT', Date.parse('2026-11-26T12:00:00Z'))).toBeUndefined();
  });

  it('never waits more than five minutes, whatever a proxy says', () => {
    expect(retryAfterMs('86400')).toBe(300_000);
  });
});
