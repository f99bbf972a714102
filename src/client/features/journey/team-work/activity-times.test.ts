import { describe, expect, it } from 'vitest';
import { activityItemTime } from './activity-times';

// Intl separates with narrow and thin spaces that differ between a time and a range of times.
const spaced = (text: string) => text.replace(/\s+/gu, ' ');
const time = (iso: string) => spaced(new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(iso)));
const day = (iso: string) => spaced(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso)));
const when = (...args: Parameters<typeof activityItemTime>) => spaced(activityItemTime(...args));

describe('when an activity line happened', () => {
  const now = new Date('2026-11-25T15:00:00');

  it('is one time for changes within one minute, and a range for a longer session', () => {
    expect(when({ startedAt: '2026-11-25T14:02:05', endedAt: '2026-11-25T14:02:55' }, now)).toBe(time('2026-11-25T14:02:55'));
    const range = when({ startedAt: '2026-11-25T14:02:05', endedAt: '2026-11-25T14:05:10' }, now);
    expect(range).toContain(time('2026-11-25T14:02:05').replace(/\s?[AP]M$/, ''));
    expect(range).toContain(time('2026-11-25T14:05:10'));
    expect(range).not.toContain(day('2026-11-25T14:02:05'));
  });

  it('names the day of a change made on another day', () => {
    expect(when({ startedAt: '2026-11-20T09:15:00', endedAt: '2026-11-20T09:15:30' }, now)).toContain(day('2026-11-20T09:15:00'));
  });
});
