import type { AppConfig } from '../config/index';
import type { Logger } from '../logger';
import { type RedisConnection, connectRedis } from '../redis/redis-connection';
import { type RateLimitStore, memoryRateLimitStore } from './rate-limit';
import { redisRateLimitStore } from './redis-rate-limit-store';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export type RedisStatus = 'up' | 'down' | 'not configured';

/** Every rate limit of the app (auth and AI) takes its store from here. */
export interface RateLimitStores {
  /** The store for one rule; asking twice for the same rule gives the same counts. */
  forRule(rule: RateLimitRule): RateLimitStore;
  redisStatus(): Promise<RedisStatus>;
  close(): Promise<void>;
}

function cachedByRule(create: (rule: RateLimitRule) => RateLimitStore) {
  const stores = new Map<string, RateLimitStore>();
  return (rule: RateLimitRule) => {
    const id = `${rule.max}/${rule.windowMs}`;
    const store = stores.get(id) ?? create(rule);
    stores.set(id, store);
    return store;
  };
}

/** One app process: counts in its own memory. */
export function memoryRateLimitStores(): RateLimitStores {
  return {
    forRule: cachedByRule((rule) => memoryRateLimitStore(rule)),
    redisStatus: async () => 'not configured',
    close: async () => undefined,
  };
}

/**
 * Several app processes: counts in Redis. While Redis cannot answer within its deadline (down, or
 * frozen), each process counts in its own memory instead (see docs/decisions.md): limits stay on,
 * no one is locked out, and no sign-in waits for Redis.
 */
export function redisRateLimitStores(
  redis: RedisConnection,
  keyPrefix: string,
  logger: Logger,
): RateLimitStores {
  let fallingBack = false;
  const forRule = cachedByRule((rule) => {
    // The rule is part of the key, so that, as in memory, each rule keeps its own counts.
    const ruleKeyPrefix = `${keyPrefix}rate-limit:${rule.max}-per-${rule.windowMs}ms:`;
    const shared = redisRateLimitStore({ client: redis.client, keyPrefix: ruleKeyPrefix, ...rule });
    const local = memoryRateLimitStore(rule);
    return {
      async consume(key) {
        try {
          const decision = await redis.commands.run(() => shared.consume(key));
          if (fallingBack)
            logger.info('Redis answers again: rate limits are shared by every app process again.');
          fallingBack = false;
          return decision;
        } catch (error) {
          if (!fallingBack) {
            logger.warn(
              `Redis cannot count rate limits (${(error as Error).message}): this process counts them in memory until it can.`,
            );
          }
          fallingBack = true;
          return local.consume(key);
        }
      },
    };
  });
  return {
    forRule,
    redisStatus: async () => ((await redis.isReachable()) ? 'up' : 'down'),
    close: () => redis.close(),
  };
}

/** Redis when REDIS_URL is set, this process's memory otherwise. */
export async function openRateLimitStores(
  settings: AppConfig['redis'],
  logger: Logger,
): Promise<RateLimitStores> {
  if (!settings.url) return memoryRateLimitStores();
  const redis = await connectRedis({ url: settings.url, logger });
  return redisRateLimitStores(redis, settings.keyPrefix, logger);
}
