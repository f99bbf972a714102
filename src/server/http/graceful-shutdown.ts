import { Server as HttpServer } from 'node:http';
import type { ServerType } from '@hono/node-server';
import type { Logger } from '../logger';

export interface GracefulShutdownOptions {
  logger: Logger;
  /** Closes what the server used (database, Redis) once the last request has finished. */
  release: () => Promise<unknown>;
  /** Requests still open after this long are cut, and the process exits 1 to say so. */
  hardStopMs?: number;
  /** Ends what would never finish by itself (open event streams), once new connections are refused. */
  endLongLivedWork?: () => void;
}

/**
 * On SIGTERM or SIGINT: refuse new connections, let open requests finish, then exit 0.
 * Node closes idle keep-alive connections once, at close(); a connection that was busy then
 * would otherwise hold the process open for its whole keep-alive timeout after its answer.
 */
export function stopGracefullyOnSignals(
  server: ServerType,
  { logger, release, hardStopMs = 10_000, endLongLivedWork = () => undefined }: GracefulShutdownOptions,
) {
  let stopping = false;
  const closeIdleConnections = () => {
    if (server instanceof HttpServer) server.closeIdleConnections();
  };
  server.on('request', (_request: unknown, response: NodeJS.EventEmitter) => {
    response.once('finish', () => {
      if (stopping) setImmediate(closeIdleConnections);
    });
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received: finishing open requests, then closing.`);
    server.close(() => {
      void release()
        .catch(() => undefined)
        .then(() => process.exit(0));
    });
    endLongLivedWork();
    closeIdleConnections();
    setTimeout(() => {
      logger.error(`Requests were still open ${hardStopMs / 1000} s after ${signal}: stopping anyway.`);
      process.exit(1);
    }, hardStopMs).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
