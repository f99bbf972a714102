import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CATCH_UP_WHILE_PAUSED_MS, LiveCatchUp } from './live-catch-up';

function screen() {
  let catchUps = 0;
  const shown: boolean[] = [];
  const live = new LiveCatchUp(
    async () => {
      catchUps += 1;
    },
    (paused) => shown.push(paused),
  );
  return { live, shown, catchUps: () => catchUps };
}

describe('catching up while live updates are paused', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for changes at once and every few seconds while paused, and once more when live again', async () => {
    const { live, shown, catchUps } = screen();
    live.pause();
    expect([live.paused, catchUps()]).toEqual([true, 1]);
    await vi.advanceTimersByTimeAsync(3 * CATCH_UP_WHILE_PAUSED_MS);
    expect(catchUps()).toBe(4);

    live.resume();
    expect([live.paused, catchUps()]).toEqual([false, 5]);
    await vi.advanceTimersByTimeAsync(3 * CATCH_UP_WHILE_PAUSED_MS);
    expect(catchUps()).toBe(5);
    expect(shown).toEqual([true, false]);
  });

  it('says paused once however often it is told, and keeps one check going', async () => {
    const { live, shown, catchUps } = screen();
    live.pause();
    live.pause();
    await vi.advanceTimersByTimeAsync(CATCH_UP_WHILE_PAUSED_MS);
    expect([shown, catchUps()]).toEqual([[true], 2]);
    live.stop();
    await vi.advanceTimersByTimeAsync(3 * CATCH_UP_WHILE_PAUSED_MS);
    expect(catchUps()).toBe(2);
  });
});
