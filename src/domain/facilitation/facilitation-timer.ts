import type { TimerCommand, TimerView } from './facilitation-api';
import type { StoredTimer } from './facilitation-record';

const MINUTE_MS = 60_000;

const at = (ms: number) => new Date(ms).toISOString();

/**
 * The session timer runs on the server's clock: it is kept as the moment it ends (or the time left
 * while paused), so every screen counts down to the same instant and nothing ticks on the server.
 */
export function applyTimerCommand(timer: StoredTimer, command: TimerCommand, now: number): StoredTimer {
  switch (command.action) {
    case 'start':
      return { state: 'running', endsAt: at(now + command.minutes * MINUTE_MS), durationMs: command.minutes * MINUTE_MS };
    case 'pause':
      if (timer.state !== 'running') return timer;
      return Date.parse(timer.endsAt) <= now ? timer : { state: 'paused', remainingMs: Date.parse(timer.endsAt) - now, durationMs: timer.durationMs };
    case 'resume':
      return timer.state === 'paused' ? { state: 'running', endsAt: at(now + timer.remainingMs), durationMs: timer.durationMs } : timer;
    case 'add-minute':
      if (timer.state === 'paused') return { ...timer, remainingMs: timer.remainingMs + MINUTE_MS, durationMs: timer.durationMs + MINUTE_MS };
      if (timer.state === 'running') {
        // A minute added after the end counts from now: the room gets a whole extra minute.
        const from = Math.max(Date.parse(timer.endsAt), now);
        return { state: 'running', endsAt: at(from + MINUTE_MS), durationMs: timer.durationMs + MINUTE_MS };
      }
      return { state: 'running', endsAt: at(now + MINUTE_MS), durationMs: MINUTE_MS };
    case 'stop':
      return { state: 'idle' };
  }
}

export function timerView(timer: StoredTimer, now: number): TimerView {
  if (timer.state === 'running' && Date.parse(timer.endsAt) <= now) return { state: 'ended', endsAt: timer.endsAt, durationMs: timer.durationMs };
  return timer;
}
