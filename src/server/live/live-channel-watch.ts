import type { LiveChannelState } from '../../domain/journey-live';

export interface LiveChannelWatchOptions {
  /** Publishes probe `seq` to this process's own probe channel; rejects when it cannot go. */
  sendProbe(seq: number): Promise<void>;
  onChange(state: LiveChannelState): void;
  /** How often a probe goes round. */
  everyMs?: number;
  /** A probe not back within this long means the channel is broken, frozen rather than closed. */
  answerWithinMs?: number;
}

/**
 * Whether this process's live messages go round through Redis now. A dead Redis closes the
 * connection and says so; a frozen one says nothing, so the process sends itself a probe through
 * pub/sub every couple of seconds and the channel counts as paused when one is not back in time,
 * cannot be sent, or the subscription was interrupted. It is live once a probe sent after the last
 * interruption comes back (at start too: paused until the subscription has proved itself).
 */
export function liveChannelWatch({ sendProbe, onChange, everyMs = 2_000, answerWithinMs = 1_500 }: LiveChannelWatchOptions) {
  let state: LiveChannelState = 'paused';
  let sent = 0;
  let answered = 0;
  /** Probes sent before an interruption prove nothing about the subscription after it. */
  let firstTrusted = 1;

  const become = (next: LiveChannelState) => {
    if (next === state) return;
    state = next;
    onChange(next);
  };

  const probe = () => {
    const seq = (sent += 1);
    const late = setTimeout(() => {
      if (answered < seq) become('paused');
    }, answerWithinMs);
    late.unref();
    sendProbe(seq).catch(() => become('paused'));
  };

  const timer = setInterval(probe, everyMs);
  timer.unref();

  return {
    state: () => state,
    /** Sends a probe now (the subscription was just made), besides the regular ones. */
    probe,
    /** A probe of ours came back through the subscription. */
    returned(seq: number) {
      answered = Math.max(answered, seq);
      if (seq >= firstTrusted) become('live');
    },
    /** The subscription's connection broke, or a message could not be published: something may be lost. */
    interrupted() {
      firstTrusted = sent + 1;
      become('paused');
    },
    stop: () => clearInterval(timer),
  };
}

export type LiveChannelWatch = ReturnType<typeof liveChannelWatch>;
