import { afterAll, describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../tests/support/capturing-logger';
import { freePort } from '../../../tests/support/server-process';
import {
  deleteRedisKeys,
  killPrivateRedis,
  redisKeysUnder,
  startPrivateRedis,
  testRedisUrl,
  uniqueRedisKeyPrefix,
  withRedisClient,
} from '../../../tests/support/test-redis';
import { createLogger } from '../logger';
import { connectRedis } from '../redis/redis-connection';
import type { RateLimitStore } from './rate-limit';
import {
  type RateLimitStores,
  memoryRateLimitStores,
  openRateLimitStores,
  redisRateLimitStores,
} from './rate-limit-stores';

const ONE_MINUTE_MS = 60_000;
const redisUrl = testRedisUrl();
const keyPrefix = uniqueRedisKeyPrefix();
const quietLogger = createLogger('silent');

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const allowedCount = (decisions: Array<{ allowed: boolean }>) => decisions.filter((d) => d.allowed).length;
const consumeMany = (stores: RateLimitStore[], key: string, count: number) =>
  Promise.all(Array.from({ length: count }, (_, i) => stores[i % stores.length]!.consume(key)));

const kinds: Array<{ name: string; open: () => Promise<RateLimitStores> }> = [
  { name: 'memory', open: async () => memoryRateLimitStores() },
];
if (redisUrl)
  kinds.push({ name: 'Redis', open: () => openRateLimitStores({ url: redisUrl, keyPrefix }, quietLogger) });

afterAll(async () => {
  if (redisUrl) await deleteRedisKeys(redisUrl, keyPrefix);
});

describe.each(kinds)('rate limit stores in $name', ({ open }) => {
  it('lets exactly max of many concurrent requests for one key through, and says how long to wait', async () => {
    const stores = await open();
    try {
      const decisions = await consumeMany(
        [stores.forRule({ max: 5, windowMs: ONE_MINUTE_MS })],
        'concurrent',
        40,
      );
      expect(allowedCount(decisions)).toBe(5);
      for (const refused of decisions.filter((d) => !d.allowed)) {
        expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
    } finally {
      await stores.close();
    }
  });

  it('counts each key and each rule on its own', async () => {
    const stores = await open();
    try {
      const strict = stores.forRule({ max: 1, windowMs: ONE_MINUTE_MS });
      expect((await strict.consume('alice')).allowed).toBe(true);
      expect((await strict.consume('alice')).allowed).toBe(false);
      expect((await strict.consume('bob')).allowed).toBe(true);
      expect((await stores.forRule({ max: 2, windowMs: ONE_MINUTE_MS }).consume('alice')).allowed).toBe(true);
      expect((await stores.forRule({ max: 1, windowMs: ONE_MINUTE_MS }).consume('alice')).allowed).toBe(
        false,
      );
    } finally {
      await stores.close();
    }
  });

  it('opens a new window once the old one has passed', async () => {
    const stores = await open();
    try {
      const store = stores.forRule({ max: 1, windowMs: 1_000 });
      expect((await store.consume('expiring')).allowed).toBe(true);
      expect(await store.consume('expiring')).toEqual({ allowed: false, retryAfterSeconds: 1 });
      await waitFor(async () => (await store.consume('expiring')).allowed);
      expect((await store.consume('expiring')).allowed).toBe(false);
    } finally {
      await stores.close();
    }
  });
});

describe('Redis-backed rate limit stores with Redis unreachable', () => {
  it('keep limiting in this process, say so once in the log and report Redis down', async () => {
    const { logger, warnings } = capturingLogger();
    const redis = await connectRedis({ url: `redis://127.0.0.1:${await freePort()}`, logger });
    const stores = redisRateLimitStores(redis, keyPrefix, logger);
    try {
      const decisions = await consumeMany(
        [stores.forRule({ max: 2, windowMs: ONE_MINUTE_MS })],
        'offline',
        6,
      );
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, false, false, false, false]);
      expect(await stores.redisStatus()).toBe('down');
      expect(
        warnings().filter((message) => message.includes('this process counts them in memory')),
      ).toHaveLength(1);
      expect(warnings().join('\n')).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ is not reachable yet/);
    } finally {
      await stores.close();
    }
  });
});

if (redisUrl) {
  describe('Redis-backed rate limit stores', () => {
    it('share one count between two connections, as two app processes do', async () => {
      const [first, second] = [await open(), await open()];
      try {
        const rule = { max: 6, windowMs: ONE_MINUTE_MS };
        const decisions = await consumeMany([first.forRule(rule), second.forRule(rule)], 'two-processes', 30);
        expect(allowedCount(decisions)).toBe(6);
        expect(await first.redisStatus()).toBe('up');
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
      function open() {
        return openRateLimitStores({ url: redisUrl!, keyPrefix }, quietLogger);
      }
    });

    it('keep every key under the configured prefix, with an expiry of one window', async () => {
      const stores = await openRateLimitStores({ url: redisUrl, keyPrefix }, quietLogger);
      try {
        await stores.forRule({ max: 3, windowMs: 45_000 }).consume('ai:user-42');
      } finally {
        await stores.close();
      }
      await withRedisClient(redisUrl, async (client) => {
        const ttl = await client.pTTL(`${keyPrefix}rate-limit:3-per-45000ms:ai:user-42`);
        expect(ttl).toBeGreaterThan(40_000);
        expect(ttl).toBeLessThanOrEqual(45_000);
      });
    });

    it('count in memory while Redis is away, and in Redis again once it is back', async () => {
      const port = await freePort();
      let redis = await startPrivateRedis(port);
      const { logger, warnings, infos } = capturingLogger();
      const stores = await openRateLimitStores({ url: `redis://127.0.0.1:${port}`, keyPrefix }, logger);
      try {
        const store = stores.forRule({ max: 2, windowMs: ONE_MINUTE_MS });
        expect((await store.consume('outage')).allowed).toBe(true);

        await killPrivateRedis(redis);
        expect(await stores.redisStatus()).toBe('down');
        expect((await consumeMany([store], 'outage', 3)).map((d) => d.allowed)).toEqual([true, true, false]);
        expect(warnings().some((message) => message.includes('this process counts them in memory'))).toBe(
          true,
        );

        redis = await startPrivateRedis(port);
        await waitFor(async () => (await stores.redisStatus()) === 'up');
        expect((await store.consume('outage')).allowed).toBe(true);
        expect(await redisKeysUnder(`redis://127.0.0.1:${port}`, keyPrefix)).toEqual([
          `${keyPrefix}rate-limit:2-per-60000ms:outage`,
        ]);
        expect(infos()).toContain('Redis answers again: rate limits are shared by every app process again.');
      } finally {
        await stores.close();
        await killPrivateRedis(redis);
      }
    });
  });
}
