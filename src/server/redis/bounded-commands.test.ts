import { createClient } from '@redis/client';
import { afterEach, describe, expect, it } from 'vitest';
import { startFrozenTcpPeer } from '../../../tests/support/frozen-tcp-peer';
import { RedisUnavailableError, boundedCommands } from './bounded-commands';

type FrozenPeer = Awaited<ReturnType<typeof startFrozenTcpPeer>>;

/** node-redis as the app uses it, without the handshake the frozen peer would not answer. */
async function clientOf(peer: FrozenPeer) {
  const client = createClient({ url: peer.url, disableOfflineQueue: true, RESP: 2, disableClientInfo: true, maintNotifications: 'disabled' });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('Redis commands with a deadline and a bound, against a peer that never answers', () => {
  const cleanup: Array<() => Promise<unknown> | void> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });
  const open = async () => {
    const peer = await startFrozenTcpPeer();
    const client = await clientOf(peer);
    cleanup.push(() => peer.close(), () => client.destroy());
    return { peer, client };
  };

  it('gives up a command already written to the frozen connection, then refuses new ones without sending them', async () => {
    const { peer, client } = await open();
    const commands = boundedCommands({ deadlineMs: 200, maxInFlight: 100 });
    const first = commands.run(() => client.publish('live:journey:1', 'a change'));
    await until(() => peer.commandNames().length === 1);
    await expect(first).rejects.toThrow(new RedisUnavailableError('Redis did not answer within 200 ms'));

    expect(commands.stalled()).toBe(true);
    await expect(commands.run(() => client.publish('live:journey:1', 'the next change'))).rejects.toThrow('Redis has not answered for 200 ms');
    expect(peer.commandNames()).toEqual(['PUBLISH']);
    expect(commands.inFlight()).toBe(1);
  });

  it('holds at most maxInFlight commands, or maxInFlightBytes, unanswered; more are refused at once', async () => {
    const { peer, client } = await open();
    const byCount = boundedCommands({ deadlineMs: 60_000, maxInFlight: 3 });
    const waiting = [1, 2, 3].map((n) => byCount.run(() => client.publish('live:x', `message ${n}`)));
    await expect(byCount.run(() => client.publish('live:x', 'message 4'))).rejects.toThrow('too many Redis commands are unanswered');
    const bySize = boundedCommands({ deadlineMs: 60_000, maxInFlight: 100, maxInFlightBytes: 1_000 });
    const large = 'x'.repeat(1_000);
    const held = bySize.run(() => client.publish('live:y', large), large.length);
    await expect(bySize.run(() => client.publish('live:y', 'small'), 5)).rejects.toThrow('too many Redis commands are unanswered');
    await until(() => peer.commandNames().length === 4);

    peer.answerAll();
    expect(await Promise.all([...waiting, held])).toEqual([0, 0, 0, 0]);
    expect([byCount.inFlight(), bySize.inFlight()]).toEqual([0, 0]);
    const small = bySize.run(() => client.publish('live:y', 'small'), 5);
    await until(() => peer.commandNames().length === 1);
    peer.answerAll();
    expect(await small).toBe(0);
  });

  it('counts a given-up command until the peer answers it, and goes on once it has', async () => {
    const { peer, client } = await open();
    const commands = boundedCommands({ deadlineMs: 100, maxInFlight: 10 });
    await expect(commands.run(() => client.publish('live:z', 'during the freeze'))).rejects.toThrow(RedisUnavailableError);
    expect(commands.inFlight()).toBe(1);
    peer.answerAll();
    await until(() => commands.inFlight() === 0);
    expect(commands.stalled()).toBe(false);
    const after = commands.run(() => client.publish('live:z', 'after the thaw'));
    await until(() => peer.commandNames().length === 1);
    peer.answerAll();
    expect(await after).toBe(0);
  });
});
