/** Redis did not answer in time, is stalled, or has too many commands unanswered: the caller falls back. */
export class RedisUnavailableError extends Error {}

export interface BoundedCommandsOptions {
  /** How long a caller waits for an answer; an older unanswered command means Redis has stalled. */
  deadlineMs: number;
  /** Commands sent and not answered yet; past it new ones are refused at once. */
  maxInFlight: number;
  /** The same bound on their size (a published message's bytes), when it matters. */
  maxInFlightBytes?: number;
  now?: () => number;
}

export interface BoundedCommands {
  /**
   * Sends `command` unless Redis is stalled or too much is unanswered, and waits for it at most the
   * deadline. A command already written stays counted until Redis answers it (a frozen Redis answers
   * when it wakes), so what a frozen Redis can hold of this process is bounded.
   */
  run<T>(command: () => Promise<T>, bytes?: number): Promise<T>;
  /** True while the oldest unanswered command is older than the deadline. */
  stalled(): boolean;
  inFlight(): number;
}

/**
 * node-redis's own command timeout only covers commands not yet written; one written to a frozen
 * Redis (SIGSTOP, a stalled host) waits for as long as the TCP connection lives. This is the
 * deadline and the bound for those (docs/decisions.md, 2026-11-26).
 */
export function boundedCommands({ deadlineMs, maxInFlight, maxInFlightBytes = Infinity, now = Date.now }: BoundedCommandsOptions): BoundedCommands {
  // In the order sent; Redis answers in that order, so the first is the oldest.
  const unanswered = new Map<number, { sentAt: number; bytes: number }>();
  let unansweredBytes = 0;
  let nextId = 0;

  const stalled = () => {
    const oldest = unanswered.values().next();
    return !oldest.done && now() - oldest.value.sentAt >= deadlineMs;
  };

  const refusal = (): string | null => {
    if (stalled()) return `Redis has not answered for ${deadlineMs} ms`;
    if (unanswered.size >= maxInFlight || unansweredBytes >= maxInFlightBytes) return 'too many Redis commands are unanswered';
    return null;
  };

  return {
    run<T>(command: () => Promise<T>, bytes = 0): Promise<T> {
      const refused = refusal();
      if (refused) return Promise.reject(new RedisUnavailableError(refused));
      const id = nextId++;
      unanswered.set(id, { sentAt: now(), bytes });
      unansweredBytes += bytes;
      const answered = Promise.resolve()
        .then(command)
        .finally(() => {
          unanswered.delete(id);
          unansweredBytes -= bytes;
        });
      return new Promise<T>((resolve, reject) => {
        const late = setTimeout(() => reject(new RedisUnavailableError(`Redis did not answer within ${deadlineMs} ms`)), deadlineMs);
        answered.then(resolve, reject).finally(() => clearTimeout(late));
      });
    },
    stalled,
    inFlight: () => unanswered.size,
  };
}
