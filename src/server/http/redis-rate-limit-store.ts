import type { RedisClient } from '../redis/redis-connection';
import type { RateLimitStore } from './rate-limit';

/**
 * One fixed window per key, counted and given its expiry in one step on the Redis server, so
 * concurrent requests from any number of app processes are each counted exactly once. A key
 * that somehow lost its expiry gets one again rather than counting forever.
 */
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export interface RedisRateLimitOptions {
  client: RedisClient;
  /** Put before every key, e.g. `innovation-studio:rate-limit:`. */
  keyPrefix: string;
  max: number;
  windowMs: number;
}

export function redisRateLimitStore({
  client,
  keyPrefix,
  max,
  windowMs,
}: RedisRateLimitOptions): RateLimitStore {
  return {
    async consume(key) {
      const reply = await client.eval(CONSUME_SCRIPT, {
        keys: [keyPrefix + key],
        arguments: [String(windowMs)],
      });
      const [count, ttlMs] = reply as [number, number];
      if (count <= max) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
  };
}
