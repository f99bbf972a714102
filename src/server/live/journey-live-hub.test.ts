import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyStreamEvents } from '../../domain/journey-live';
import { freePort } from '../../../tests/support/server-process';
import { type TcpProxy, startTcpProxy } from '../../../tests/support/tcp-proxy';
import { killPrivateRedis, startPrivateRedis, testRedisUrl, uniqueRedisKeyPrefix } from '../../../tests/support/test-redis';
import { createLogger } from '../logger';
import { type LiveConnection, journeyLiveHub } from './journey-live-hub';
import { type LiveBus, memoryLiveBus } from './live-bus';
import { redisLiveBus } from './redis-live-bus';

type SentEvent = { [Name in keyof JourneyStreamEvents]: { event: Name; data: JourneyStreamEvents[Name] } }[keyof JourneyStreamEvents];

/** What an open event stream would carry to its browser, kept for the test. */
function streamOf(journeyId: string) {
  const sent: SentEvent[] = [];
  const id = randomUUID();
  const connection: LiveConnection = {
    id,
    journeyId,
    workspaceId: 'workspace-1',
    userId: `user-${id}`,
    role: 'editor',
    presence: { connectionId: id, userId: `user-${id}`, name: 'Ana Silva', image: null, step: 'define/problem', field: null },
    send: (event, data) => sent.push({ event, data } as SentEvent),
    close: () => undefined,
    stillSignedIn: async () => true,
  };
  return { connection, sent, liveEvents: () => sent.filter((e) => e.event === 'live').map((e) => (e.data as JourneyStreamEvents['live']).state) };
}

const hubOn = (bus: LiveBus) => journeyLiveHub({ bus, accessOf: async () => 'editor' });

async function until(what: string, condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the live hub in one process without Redis', () => {
  it('never tells its streams that live updates paused', async () => {
    const hub = hubOn(memoryLiveBus());
    const stream = streamOf('journey-1');
    hub.join(stream.connection);
    hub.changed('journey-1', { kind: 'status', status: 'completed', version: 2, at: new Date().toISOString(), by: null, summary: [] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stream.liveEvents()).toEqual([]);
    hub.closeAll();
  });
});

// A Redis of the suite's own; run where the Redis suites run (redis-server is there).
if (testRedisUrl()) {
  describe('live hubs of two processes when one loses its link to Redis', () => {
    let redis: ChildProcess;
    let proxy: TcpProxy;
    const keyPrefix = uniqueRedisKeyPrefix();
    const buses: LiveBus[] = [];

    beforeAll(async () => {
      const port = await freePort();
      redis = await startPrivateRedis(port);
      proxy = await startTcpProxy('127.0.0.1', port);
      const logger = createLogger('silent');
      // Process A reaches Redis through a link the test cuts; process B directly.
      buses.push(await redisLiveBus(`redis://127.0.0.1:${proxy.port}`, keyPrefix, logger), await redisLiveBus(`redis://127.0.0.1:${port}`, keyPrefix, logger));
      await until('both channels live', () => buses.every((bus) => bus.channel() === 'live'));
    });
    afterAll(async () => {
      await Promise.all(buses.map((bus) => bus.close()));
      await proxy?.close();
      if (redis) await killPrivateRedis(redis);
    });

    it('tells A’s streams live updates paused and back, and B’s streams to catch up once A is back', async () => {
      const [a, b] = [hubOn(buses[0]!), hubOn(buses[1]!)];
      const [onA, onB] = [streamOf('journey-1'), streamOf('journey-1')];
      a.join(onA.connection);
      b.join(onB.connection);

      await proxy.cut();
      await until('A’s stream told live updates paused', () => onA.liveEvents().includes('paused'));
      // A change saved through A now reaches only A's own streams: B's must catch up later.
      a.changed('journey-1', { kind: 'status', status: 'completed', version: 2, at: new Date().toISOString(), by: null, summary: [] });
      await until('the change on A’s own stream', () => onA.sent.some((e) => e.event === 'change'));
      await proxy.restore();
      await until('A’s stream told live updates are back', () => onA.liveEvents().at(-1) === 'live');
      await until('B’s stream told to catch up', () => onB.liveEvents().includes('live'));
      expect(onB.liveEvents()).toEqual(['live']);
      expect(onB.sent.some((e) => e.event === 'change')).toBe(false);
      a.closeAll();
      b.closeAll();
    });
  });
}
