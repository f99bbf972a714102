import { readServerSentEvents } from '../../src/client/api/sse';

/** One event of a text/event-stream, its data parsed as JSON. */
export interface StreamEvent {
  event: string;
  data: unknown;
}

/**
 * Reads an event stream as it arrives, so a test can wait for the next event of a kind, and
 * knows when the server ended the stream.
 */
export function eventStreamReader(body: ReadableStream<Uint8Array>) {
  const events: StreamEvent[] = [];
  let ended = false;
  let wake: () => void = () => undefined;
  const reader = body.getReader();
  // The app's own reader parses the events; this one hands it the body and keeps them for the test.
  const stream = new ReadableStream<Uint8Array>({
    pull: async (controller) => {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) controller.close();
      else controller.enqueue(value);
    },
  });
  void (async () => {
    for await (const { event, data } of readServerSentEvents(stream)) {
      events.push({ event, data: JSON.parse(data) as unknown });
      wake();
    }
    ended = true;
    wake();
  })().catch(() => {
    ended = true;
    wake();
  });

  const taken = new Set<number>();
  return {
    events,
    get ended() {
      return ended;
    },
    /** The first event named `name` not yet taken that matches, waiting for it up to the timeout. */
    async next<T = unknown>(name: string, matches: (data: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const [index, candidate] of events.entries()) {
          if (taken.has(index) || candidate.event !== name || !matches(candidate.data as T)) continue;
          taken.add(index);
          return candidate.data as T;
        }
        if (ended) throw new Error(`The stream ended without a "${name}" event; it sent: ${events.map((e) => e.event).join(', ')}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No "${name}" event within ${timeoutMs} ms; the stream sent: ${events.map((e) => e.event).join(', ')}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, Math.min(left, 100));
        });
      }
    },
    /** Resolves once the server has ended the stream. */
    async untilEnded(timeoutMs = 5000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        if (Date.now() > deadline) throw new Error('The stream is still open');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    cancel: () => reader.cancel().catch(() => undefined),
  };
}
