import type { TimerView } from '../../../../domain/facilitation/facilitation-api';

/**
 * How far the server's clock is ahead of this device's (negative: behind), from one answer: its
 * serverNow is taken as read halfway through the request, so half the round trip is allowed for.
 */
export function clockOffsetMs(serverNow: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return server - (sentAt + receivedAt) / 2;
}

/** The server's time now, as this device can best tell. */
export const serverTime = (offsetMs: number, deviceNow: number = Date.now()) => deviceNow + offsetMs;

/** What is left on the timer now, in milliseconds (0 once it has run out); null when no timer is set. */
export function remainingMs(timer: TimerView, offsetMs: number, deviceNow: number = Date.now()): number | null {
  switch (timer.state) {
    case 'idle':
      return null;
    case 'paused':
      return Math.max(0, timer.remainingMs);
    case 'ended':
      return 0;
    case 'running':
      return Math.max(0, Date.parse(timer.endsAt) - serverTime(offsetMs, deviceNow));
  }
}

/** mm:ss, rounding up so the clock reads 0:00 only when time is up; hours add to the minutes (75:00). */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The same time in words, for the timer's accessible name: "4 minutes 5 seconds left". */
export function clockInWords(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    ...(minutes > 0 ? [`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`] : []),
    ...(rest > 0 || minutes === 0 ? [`${rest} ${rest === 1 ? 'second' : 'seconds'}`] : []),
  ];
  return `${parts.join(' ')} left`;
}
