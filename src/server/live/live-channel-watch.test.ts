import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChannelState } from '../../domain/journey-live';
import { liveChannelWatch } from './live-channel-watch';

/** The probes as a pub/sub channel would carry them: each one sent can come back, or not. */
function channel() {
  const sent: number[] = [];
  const changes: LiveChannelState[] = [];
  let refusing = false;
  const watch = liveChannelWatch({
    sendProbe: async (seq) => {
      if (refusing) throw new Error('Redis has not answered for 1000 ms');
      sent.push(seq);
    },
    onChange: (state) => changes.push(state),
    everyMs: 2_000,
    answerWithinMs: 1_500,
  });
  return {
    watch,
    sent,
    changes,
    refuse: (value: boolean) => (refusing = value),
    /** The newest probe comes back through the subscription. */
    deliverLatest: () => watch.returned(sent.at(-1)!),
  };
}

describe('the live channel watch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is paused until its subscription has carried a probe, then live', async () => {
    const { watch, changes, deliverLatest } = channel();
    watch.probe();
    expect(watch.state()).toBe('paused');
    deliverLatest();
    expect(watch.state()).toBe('live');
    expect(changes).toEqual(['live']);
    watch.stop();
  });

  it('pauses when a probe is not back in time (a frozen Redis), and is live again when one is', async () => {
    const { watch, sent, changes, deliverLatest } = channel();
    watch.probe();
    deliverLatest();
    await vi.advanceTimersByTimeAsync(2_000);
    deliverLatest();
    expect(watch.state()).toBe('live');

    await vi.advanceTimersByTimeAsync(2_000 + 1_500);
    expect(watch.state()).toBe('paused');
    // The probe stuck in the frozen Redis comes through when it wakes.
    watch.returned(sent[2]!);
    expect(changes).toEqual(['live', 'paused', 'live']);
    watch.stop();
  });

  it('pauses at once when a probe cannot be sent, and stays paused while none can', async () => {
    const { watch, changes, refuse, deliverLatest } = channel();
    watch.probe();
    deliverLatest();
    refuse(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(watch.state()).toBe('paused');
    await vi.advanceTimersByTimeAsync(10_000);
    refuse(false);
    await vi.advanceTimersByTimeAsync(2_000);
    deliverLatest();
    expect(changes).toEqual(['live', 'paused', 'live']);
    watch.stop();
  });

  it('after an interruption, trusts only probes sent since', async () => {
    const { watch, sent, deliverLatest } = channel();
    watch.probe();
    watch.interrupted();
    watch.returned(sent[0]!);
    expect(watch.state()).toBe('paused');
    await vi.advanceTimersByTimeAsync(2_000);
    deliverLatest();
    expect(watch.state()).toBe('live');
    watch.stop();
  });
});
