import { describe, expect, it } from 'vitest';
import { clockInWords, clockOffsetMs, formatClock, remainingMs } from './server-clock';

describe('clockOffsetMs', () => {
  it('reads the server time as taken halfway through the request', () => {
    const sentAt = Date.parse('2026-11-26T10:00:00.000Z');
    const serverNow = '2026-11-26T10:00:05.100Z';
    expect(clockOffsetMs(serverNow, sentAt, sentAt + 200)).toBe(5_000);
  });

  it('is negative when this device runs ahead of the server, and 0 for an unreadable time', () => {
    const sentAt = Date.parse('2026-11-26T10:00:10.000Z');
    expect(clockOffsetMs('2026-11-26T10:00:07.000Z', sentAt, sentAt)).toBe(-3_000);
    expect(clockOffsetMs('not a time', sentAt, sentAt)).toBe(0);
  });
});

describe('remainingMs', () => {
  const endsAt = '2026-11-26T10:05:00.000Z';
  const running = { state: 'running', endsAt, durationMs: 300_000 } as const;

  it('counts down to the server’s end time, corrected by the offset', () => {
    const device = Date.parse('2026-11-26T10:03:00.000Z');
    expect(remainingMs(running, 0, device)).toBe(120_000);
    // This device is 30 s slow: the server is already at 10:03:30.
    expect(remainingMs(running, 30_000, device)).toBe(90_000);
  });

  it('stops at 0 once the end has passed; a pause keeps what was left; idle has no time', () => {
    expect(remainingMs(running, 0, Date.parse('2026-11-26T10:06:00.000Z'))).toBe(0);
    expect(remainingMs({ state: 'paused', remainingMs: 42_000, durationMs: 300_000 }, 9_999, 0)).toBe(42_000);
    expect(remainingMs({ state: 'ended', endsAt, durationMs: 300_000 }, 0, 0)).toBe(0);
    expect(remainingMs({ state: 'idle' }, 0, 0)).toBeNull();
  });
});

describe('formatClock and clockInWords', () => {
  it('shows mm:ss, rounding a part second up so 0:00 means time is up', () => {
    expect(formatClock(300_000)).toBe('05:00');
    expect(formatClock(299_001)).toBe('05:00');
    expect(formatClock(61_000)).toBe('01:01');
    expect(formatClock(400)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(75 * 60_000)).toBe('75:00');
  });

  it('says the time in words for screen readers', () => {
    expect(clockInWords(245_000)).toBe('4 minutes 5 seconds left');
    expect(clockInWords(60_000)).toBe('1 minute left');
    expect(clockInWords(1_000)).toBe('1 second left');
    expect(clockInWords(0)).toBe('0 seconds left');
  });
});
