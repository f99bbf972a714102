import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';

/** The caller asked for a stream of events rather than one JSON answer. */
export function wantsEventStream(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('text/event-stream');
}

/** Aborts when the client goes away, so engine calls stop with it. */
export function clientGoneSignal(c: Context, stream: SSEStreamingApi): AbortSignal {
  const controller = new AbortController();
  stream.onAbort(() => controller.abort());
  return AbortSignal.any([c.req.raw.signal, controller.signal]);
}

/**
 * Typed events, written one after another even when sent from parallel work. A write to a client
 * that has gone away is dropped: there is nobody left to tell.
 */
export function eventWriter<Events extends object>(stream: SSEStreamingApi) {
  let queue = Promise.resolve();
  return {
    send<Name extends keyof Events & string>(event: Name, data: Events[Name]): Promise<void> {
      queue = queue.then(() => stream.writeSSE({ event, data: JSON.stringify(data) })).catch(() => undefined);
      return queue;
    },
  };
}

/** An event stream that reverse proxies pass through at once instead of buffering it. */
export function eventStream<Env extends AppEnv>(c: Context<Env>, run: (stream: SSEStreamingApi) => Promise<void>): Response {
  c.header('X-Accel-Buffering', 'no');
  // The stream's work outlives the request: shutdown must wait for it too.
  const work = (c as unknown as Context<AppEnv>).get('work');
  return streamSSE(c, (stream) => work.track(run(stream)));
}
