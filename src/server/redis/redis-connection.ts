import { setTimeout as delay } from 'node:timers/promises';
import type * as RedisModule from '@redis/client';
import type { Logger } from '../logger';
import { type BoundedCommands, type BoundedCommandsOptions, boundedCommands } from './bounded-commands';

/** Commands fail at once while Redis is away (no offline queue), so callers can fall back instead of waiting. */
function createRedisClient(redis: typeof RedisModule, url: string, commandTimeoutMs: number) {
  return redis.createClient({ url, disableOfflineQueue: true, commandOptions: { timeout: commandTimeoutMs } });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

export interface RedisConnection {
  client: RedisClient;
  /** Every command on a request's path goes through here: a deadline, and a bound on what waits. */
  commands: BoundedCommands;
  /** True when Redis answers PING within the deadline. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisConnectionOptions {
  url: string;
  logger: Logger;
  /** The longest start-up waits for the first connection; a refused one goes on at once. */
  readyWithinMs?: number;
  /**
   * A hung Redis must not hold a request: past this a command fails and the caller falls back.
   * A few hundred milliseconds: a healthy Redis answers in one.
   */
  deadlineMs?: number;
  /** Commands unanswered at once before new ones are refused (see bounded-commands.ts). */
  maxInFlight?: number;
  maxInFlightBytes?: BoundedCommandsOptions['maxInFlightBytes'];
}

/** Where Redis is, without the password that REDIS_URL may carry. */
function describeRedis(url: string): string {
  const { protocol, hostname, port } = new URL(url);
  return `${protocol}//${hostname}:${port || '6379'}`;
}

/** Connects to Redis, and keeps reconnecting in the background for as long as the process runs. */
export async function connectRedis({
  url,
  logger,
  readyWithinMs = 3_000,
  deadlineMs = 300,
  maxInFlight = 512,
  maxInFlightBytes,
}: RedisConnectionOptions): Promise<RedisConnection> {
  const where = describeRedis(url);
  // Loaded only when REDIS_URL is set: a single process never pays for the client's hundreds of modules.
  const client = createRedisClient(await import('@redis/client'), url, deadlineMs);
  const commands = boundedCommands({ deadlineMs, maxInFlight, maxInFlightBytes });
  let reachable = false;
  let firstAttemptFailed: (ready: false) => void = () => undefined;
  const firstFailure = new Promise<false>((resolve) => (firstAttemptFailed = resolve));
  client.on('ready', () => {
    reachable = true;
    logger.info(`Connected to Redis at ${where}: rate limits are shared by every app process.`);
  });
  // Without an 'error' listener node-redis would throw; each reconnect attempt reports here, so log once per outage.
  client.on('error', (error: Error) => {
    firstAttemptFailed(false);
    if (!reachable) return;
    reachable = false;
    logger.warn(`Lost Redis at ${where} (${error.message}); reconnecting in the background.`);
  });

  const connected = client.connect().then(
    () => true,
    () => false,
  );
  const ready = await Promise.race([connected, firstFailure, delay(readyWithinMs, false, { ref: false })]);
  if (!ready) {
    logger.warn(
      `Redis at ${where} is not reachable yet: rate limits are counted in this process's memory until it is.`,
    );
  }

  return {
    client,
    commands,
    isReachable: () =>
      commands.run(() => client.ping()).then(
        (reply) => reply === 'PONG',
        () => false,
      ),
    close: async () => {
      // A graceful close waits for every answer, which a frozen Redis never gives.
      const closed = client.isReady && !commands.stalled() ? client.close().then(() => true, () => false) : Promise.resolve(false);
      if (!(await Promise.race([closed, delay(deadlineMs, false, { ref: false })]))) client.destroy();
      await connected;
    },
  };
}
