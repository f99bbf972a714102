import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Calls `hungUp` once if the client closes its connection before its answer has been sent. Under
 * Node's server it listens on Node's own response: asking for `c.req.raw` there builds a whole
 * Fetch Request, which cost a queued list read a sixth of its time. Elsewhere (app.request in
 * tests) it listens on the request's abort signal.
 */
export function onClientHangUp(c: Context, hungUp: () => void): void {
  const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
  if (!outgoing) {
    c.req.raw.signal.addEventListener('abort', hungUp, { once: true });
    return;
  }
  outgoing.once('close', () => {
    if (!outgoing.writableFinished) hungUp();
  });
}
