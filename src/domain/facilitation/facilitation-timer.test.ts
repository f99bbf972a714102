import { describe, expect, it } from 'vitest';
import { applyTimerCommand, timerView } from './facilitation-timer';

const T0 = Date.parse('2026-11-26T10:00:00.000Z');

describe('the session timer', () => {
  it('counts down to one instant, pauses with the time left and resumes from it', () => {
    const running = applyTimerCommand({ state: 'idle' }, { action: 'start', minutes: 5 }, T0);
    expect(running).toEqual({ state: 'running', endsAt: '2026-11-26T10:05:00.000Z', durationMs: 300_000 });
    const paused = applyTimerCommand(running, { action: 'pause' }, T0 + 60_000);
    expect(paused).toEqual({ state: 'paused', remainingMs: 240_000, durationMs: 300_000 });
    const resumed = applyTimerCommand(paused, { action: 'resume' }, T0 + 600_000);
    expect(resumed).toEqual({ state: 'running', endsAt: '2026-11-26T10:14:00.000Z', durationMs: 300_000 });
  });

  it('adds a minute to a running, a paused and an ended timer, and starts one from idle', () => {
    const running = applyTimerCommand({ state: 'idle' }, { action: 'start', minutes: 2 }, T0);
    expect(applyTimerCommand(running, { action: 'add-minute' }, T0)).toMatchObject({ endsAt: '2026-11-26T10:03:00.000Z', durationMs: 180_000 });
    const paused = applyTimerCommand(running, { action: 'pause' }, T0 + 30_000);
    expect(applyTimerCommand(paused, { action: 'add-minute' }, T0)).toMatchObject({ remainingMs: 150_000 });
    // Ended ten minutes ago: the extra minute is a minute from now, not from the end.
    expect(applyTimerCommand(running, { action: 'add-minute' }, T0 + 720_000)).toMatchObject({ state: 'running', endsAt: '2026-11-26T10:13:00.000Z' });
    expect(applyTimerCommand({ state: 'idle' }, { action: 'add-minute' }, T0)).toEqual({ state: 'running', endsAt: '2026-11-26T10:01:00.000Z', durationMs: 60_000 });
  });

  it('reads as ended once its end has passed, and a pause after the end changes nothing', () => {
    const running = applyTimerCommand({ state: 'idle' }, { action: 'start', minutes: 1 }, T0);
    expect(timerView(running, T0 + 59_999).state).toBe('running');
    expect(timerView(running, T0 + 60_000)).toEqual({ state: 'ended', endsAt: '2026-11-26T10:01:00.000Z', durationMs: 60_000 });
    expect(applyTimerCommand(running, { action: 'pause' }, T0 + 61_000)).toBe(running);
    expect(applyTimerCommand(running, { action: 'stop' }, T0)).toEqual({ state: 'idle' });
  });
});
