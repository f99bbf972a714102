import { Agent, request as httpRequest } from 'node:http';

/** One request of an open-loop run: what to send. */
export interface ScheduledRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** One request's outcome, its time counted from when it was due to be sent, not from when it left. */
export interface Sample {
  /** Seconds since the run began at which it was due. */
  dueSecond: number;
  latencyMs: number;
  /** How late the sender itself was in sending it: a busy machine delays the sender too. */
  lateMs: number;
  /** The HTTP status, or 0 for no answer within the deadline (or a broken connection). */
  status: number;
  retryAfter: string | undefined;
}

export interface OpenLoopOptions {
  origin: string;
  rate: number;
  seconds: number;
  /** A request with no answer after this long counts as a time-out. */
  deadlineMs?: number;
  next(index: number): ScheduledRequest;
}

/**
 * Sends `rate` requests a second for `seconds`, each at its own due time, whether or not earlier ones
 * have been answered (an open loop: a slow server meets a growing queue, as it does from many users,
 * where a closed loop would slow its senders down with it). Connections are opened as needed. A
 * request the sender itself started late still counts from its due time.
 */
export async function sendOnSchedule({ origin, rate, seconds, deadlineMs = 10_000, next }: OpenLoopOptions): Promise<Sample[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const url = new URL(origin);
  const total = Math.round(rate * seconds);
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const startedAt = performance.now();

  const send = (index: number) => {
    const dueAt = startedAt + (index * 1000) / rate;
    const { method, path, headers, body } = next(index);
    const lateMs = performance.now() - dueAt;
    pending.push(
      new Promise<void>((resolve) => {
        let finished = false;
        const finish = (status: number, retryAfter?: string) => {
          if (finished) return;
          finished = true;
          samples.push({ dueSecond: Math.floor((dueAt - startedAt) / 1000), latencyMs: performance.now() - dueAt, lateMs, status, retryAfter });
          resolve();
        };
        const outgoing = httpRequest(
          { agent, host: url.hostname, port: url.port, method, path, headers },
          (response) => {
            response.resume();
            response.on('end', () => finish(response.statusCode ?? 0, response.headers['retry-after']));
            response.on('close', () => finish(0));
          },
        );
        // The deadline counts from the due time, as the latency does.
        const deadline = setTimeout(() => outgoing.destroy(new Error('deadline')), Math.max(0, dueAt + deadlineMs - performance.now()));
        outgoing.on('close', () => clearTimeout(deadline));
        outgoing.on('error', () => finish(0));
        outgoing.end(body);
      }),
    );
  };

  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - startedAt) * rate) / 1000) + 1);
      while (sent < due) send(sent++);
      if (sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();
  return samples;
}

export interface OpenLoopSummary {
  sent: number;
  ok: number;
  /** 503 answers: refused because the server was past what it can serve. */
  shed: number;
  shedWithRetryAfter: number;
  otherErrors: number;
  timeouts: number;
  p50: number;
  p99: number;
  /** p99 of the 2xx answers only. */
  p99Ok: number;
  max: number;
  /** Seconds of the run in which at least one request took over 1 s (or had no answer). */
  secondsOverOneSecond: number;
  /** p99 of how late the sender sent: when it is large, the sender, not the server, set the pace. */
  senderLateP99: number;
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export function summarise(samples: Sample[]): OpenLoopSummary {
  // A time-out is slower than any answer.
  const latency = (sample: Sample) => (sample.status === 0 ? Infinity : sample.latencyMs);
  const all = samples.map(latency).sort((a, b) => a - b);
  const ok = samples.filter((sample) => sample.status >= 200 && sample.status < 300);
  const okSorted = ok.map(latency).sort((a, b) => a - b);
  const shed = samples.filter((sample) => sample.status === 503);
  const slowSeconds = new Set(samples.filter((sample) => latency(sample) > 1000).map((sample) => sample.dueSecond));
  return {
    sent: samples.length,
    ok: ok.length,
    shed: shed.length,
    shedWithRetryAfter: shed.filter((sample) => sample.retryAfter !== undefined).length,
    otherErrors: samples.filter((sample) => sample.status !== 0 && sample.status !== 503 && (sample.status < 200 || sample.status >= 300)).length,
    timeouts: samples.filter((sample) => sample.status === 0).length,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    p99Ok: percentile(okSorted, 0.99),
    max: all.at(-1) ?? NaN,
    secondsOverOneSecond: slowSeconds.size,
    senderLateP99: percentile(samples.map((sample) => sample.lateMs).sort((a, b) => a - b), 0.99),
  };
}
