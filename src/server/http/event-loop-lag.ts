/** How often the lag is sampled. */
const SAMPLE_EVERY_MS = 50;

export interface EventLoopLag {
  /**
   * How far behind the event loop has been, in ms, over its last two samples (the smaller of the
   * two): a loop that is behind for a while, not one long task or pause, which has passed.
   */
  current(): number;
}

function sampleLag(): EventLoopLag {
  let last = 0;
  let previous = 0;
  let due = performance.now() + SAMPLE_EVERY_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    previous = last;
    last = Math.max(0, now - due);
    due = now + SAMPLE_EVERY_MS;
  }, SAMPLE_EVERY_MS);
  timer.unref();
  return { current: () => Math.min(last, previous) };
}

let shared: EventLoopLag | undefined;

/**
 * A timer that should fire every SAMPLE_EVERY_MS: how late it is says how long requests wait before
 * the server even reads them (a process starved of CPU, or one busy beyond its means). One per
 * process, whatever the number of apps in it.
 */
export function eventLoopLag(): EventLoopLag {
  shared ??= sampleLag();
  return shared;
}
