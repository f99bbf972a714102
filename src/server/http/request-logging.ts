import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';
import { addResponseHeader } from './response-header';

/** better-auth's GET /api/auth/reset-password/:token carries a live reset token in the path. */
const TOKEN_IN_PATH = /^(\/api\/auth\/reset-password\/)[^/]+/;

/** The path as it may be logged: a token in it would let anyone who reads the log reset a password. */
export function loggablePath(path: string): string {
  return path.replace(TOKEN_IN_PATH, '$1[redacted]');
}

/** One log line per API request: method, path (never the query, which may carry tokens), status, time. */
export function requestLogging(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = randomUUID();
    c.set('requestId', requestId);
    const started = performance.now();
    await next();
    addResponseHeader(c, 'X-Request-Id', requestId);
    if (!c.req.path.startsWith('/api/')) return;
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
