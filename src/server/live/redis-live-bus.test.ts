import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveChannelState } from '../../domain/journey-live';
import { capturingLogger } from '../../../tests/support/capturing-logger';
import { freePort } from '../../../tests/support/server-process';
import { killPrivateRedis, startPrivateRedis, testRedisUrl, uniqueRedisKeyPrefix } from '../../../tests/support/test-redis';
import type { LiveBus, LiveMessage } from './live-bus';
import { redisLiveBus } from './redis-live-bus';

/** Resolves once the bus's channel is in `state` (at once if it is already). */
function channelBecomes(bus: LiveBus, state: LiveChannelState, timeoutMs = 10_000): Promise<void> {
  if (bus.channel() === state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The channel did not become ${state} within ${timeoutMs} ms`)), timeoutMs);
    const stop = bus.onChannelChange((now) => {
      if (now !== state) return;
      clearTimeout(timer);
      stop();
      resolve();
    });
  });
}

function received(bus: LiveBus, topic: string) {
  const messages: LiveMessage[] = [];
  bus.subscribe(topic, (message) => messages.push(message));
  return messages;
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const comment = (target: string): LiveMessage => ({ type: 'comments', journeyId: 'journey-1', target });

// A Redis of the suite's own, frozen and killed; run where the Redis suites run (redis-server is there).
if (testRedisUrl()) {
  describe('the live bus on a Redis that freezes or dies', () => {
    let port = 0;
    let redis: ChildProcess;
    let url = '';
    const keyPrefix = uniqueRedisKeyPrefix();
    const log = capturingLogger();
    let a: LiveBus;
    let b: LiveBus;

    beforeAll(async () => {
      port = await freePort();
      redis = await startPrivateRedis(port);
      url = `redis://127.0.0.1:${port}`;
      [a, b] = await Promise.all([redisLiveBus(url, keyPrefix, log.logger), redisLiveBus(url, keyPrefix, log.logger)]);
    });
    afterAll(async () => {
      redis.kill('SIGCONT');
      await Promise.all([a?.close(), b?.close()]);
      await killPrivateRedis(redis);
    });

    it('is live once its own probe has come back, and carries messages between processes', async () => {
      await Promise.all([channelBecomes(a, 'live'), channelBecomes(b, 'live')]);
      const onA = received(a, 'journey:journey-1');
      b.publish('journey:journey-1', comment('page:real'));
      await until(() => onA.length === 1);
      expect(onA).toEqual([comment('page:real')]);

      const endedOnA = received(a, 'sessions');
      const ended: LiveMessage = { type: 'sessions-changed', userId: 'user-1' };
      expect(await b.publishConfirmed('sessions', ended)).toBe(true);
      await until(() => endedOnA.length === 1);
      expect(endedOnA).toEqual([ended]);
    });

    it('pauses on a frozen Redis without holding the publisher, delivers its own messages, and is live again after it wakes', async () => {
      const onA = received(a, 'journey:journey-1');
      const onB = received(b, 'journey:journey-1');
      redis.kill('SIGSTOP');
      try {
        expect(b.publish('journey:journey-1', comment('idea:frozen'))).toBeUndefined();
        await Promise.all([channelBecomes(a, 'paused'), channelBecomes(b, 'paused')]);
        // Not through Redis, but this process's own viewers still get it.
        await until(() => onB.length === 1);
        expect(onA).toEqual([]);
        // Refused while Redis is stalled: a caller waiting for it is told it did not go; this process still gets it.
        const endedOnB = received(b, 'sessions');
        expect(await b.publishConfirmed('sessions', { type: 'sessions-changed', userId: null })).toBe(false);
        expect(endedOnB).toEqual([{ type: 'sessions-changed', userId: null }]);
        expect(log.warnings().some((line) => line.startsWith('Live updates could not reach Redis'))).toBe(true);
      } finally {
        redis.kill('SIGCONT');
      }
      await Promise.all([channelBecomes(a, 'live'), channelBecomes(b, 'live')]);
      b.publish('journey:journey-1', comment('idea:after'));
      await until(() => onA.some((message) => message.type === 'comments' && message.target === 'idea:after'));
    });

    it('pauses when Redis dies, and is live again once a new one answers on its address', async () => {
      await killPrivateRedis(redis);
      await Promise.all([channelBecomes(a, 'paused'), channelBecomes(b, 'paused')]);
      redis = await startPrivateRedis(port);
      await Promise.all([channelBecomes(a, 'live'), channelBecomes(b, 'live')]);
      const onA = received(a, 'journey:journey-1');
      b.publish('journey:journey-1', comment('idea:reborn'));
      await until(() => onA.length === 1);
    });

    it('closes while Redis is frozen', async () => {
      const extra = await redisLiveBus(url, keyPrefix, log.logger);
      await channelBecomes(extra, 'live');
      redis.kill('SIGSTOP');
      try {
        await extra.close();
      } finally {
        redis.kill('SIGCONT');
      }
    });
  });
}
