import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

const FALLBACK_IP = '127.0.0.1';

/**
 * The last entry is the address our own proxy saw. Proxies append to whatever X-Forwarded-For the
 * client sent, so the first entry is the client's to choose, and with it a fresh rate-limit budget.
 */
function proxySeenAddress(header: string | undefined): string | undefined {
  return header?.split(',').at(-1)?.trim() || undefined;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/** The caller's address: the socket's, or the last X-Forwarded-For entry behind a trusted proxy. */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const forwarded = trustProxy ? proxySeenAddress(c.req.header('x-forwarded-for')) : undefined;
    c.set('clientIp', forwarded ?? socketAddress(c) ?? FALLBACK_IP);
    await next();
  };
}
