import { randomUUID } from 'node:crypto';
import type { LiveChannelState } from '../../domain/journey-live';
import type { Logger } from '../logger';
import { type RedisConnection, connectRedis } from '../redis/redis-connection';
import { type LiveBus, type LiveMessage, localSubscribers } from './live-bus';
import { liveChannelWatch } from './live-channel-watch';

/**
 * Publishing never holds a request: nobody waits for a publish, and what may wait for Redis is
 * bounded. A healthy Redis answers in a millisecond; past a second it counts as stalled. 256
 * messages or 8 MiB unanswered (a few seconds of a busy process's changes) is what a frozen Redis
 * may hold of this process; beyond, messages are dropped and the channel reported paused, and
 * screens catch up from the database.
 */
const PUBLISH_DEADLINE_MS = 1_000;
const MAX_UNANSWERED_MESSAGES = 256;
const MAX_UNANSWERED_BYTES = 8 * 1024 * 1024;

/**
 * Several processes: every message goes through Redis pub/sub, and each process hands it to its own
 * subscribers. One pattern subscription per process covers every topic, so there is nothing to
 * subscribe or unsubscribe as journeys open and close, and Redis restores it after a reconnect.
 */
export async function redisLiveBus(url: string, keyPrefix: string, logger: Logger): Promise<LiveBus> {
  const channelPrefix = `${keyPrefix}live:`;
  const probeChannel = `${channelPrefix}probe:${randomUUID()}`;
  const publisher: RedisConnection = await connectRedis({
    url,
    logger,
    deadlineMs: PUBLISH_DEADLINE_MS,
    maxInFlight: MAX_UNANSWERED_MESSAGES,
    maxInFlightBytes: MAX_UNANSWERED_BYTES,
  });
  const subscriber = publisher.client.duplicate();
  const local = localSubscribers();
  const listeners = new Set<(state: LiveChannelState) => void>();
  let warned = false;

  const send = (channel: string, payload: string) => publisher.commands.run(() => publisher.client.publish(channel, payload), payload.length);
  const watch = liveChannelWatch({
    sendProbe: (seq) => send(probeChannel, String(seq)).then(() => undefined),
    onChange: (state) => {
      if (state === 'live') logger.info('Live updates go through Redis.');
      else logger.warn('Live updates through Redis are paused: screens check for changes every few seconds until they are back.');
      for (const listener of listeners) listener(state);
    },
  });
  subscriber.on('error', () => watch.interrupted());

  const onMessage = (raw: string, channel: string) => {
    if (channel === probeChannel) return watch.returned(Number(raw));
    if (channel.startsWith(`${channelPrefix}probe:`)) return;
    try {
      local.deliver(channel.slice(channelPrefix.length), JSON.parse(raw) as LiveMessage);
    } catch (error) {
      logger.warn({ err: error }, 'Ignored an unreadable live message from Redis');
    }
  };
  // Once subscribed, the client itself subscribes again after every reconnect; until then, each
  // time it is ready we try (Redis may have been away when the process started).
  let subscribed: Promise<void> | null = null;
  const subscribe = () => {
    subscribed ??= subscriber.pSubscribe(`${channelPrefix}*`, onMessage).catch(() => {
      subscribed = null;
    });
    return subscribed;
  };
  // After a reconnect the client has subscribed again by the time it is ready: prove it at once.
  subscriber.on('ready', () => void subscribe().then(watch.probe));
  // Not awaited: a Redis that is away must not hold the start; the client keeps trying in the background.
  void subscriber.connect().catch((error: Error) => logger.warn(`Live updates cannot subscribe to Redis yet (${error.message}).`));

  const publishConfirmed = (topic: string, message: LiveMessage): Promise<boolean> =>
    send(`${channelPrefix}${topic}`, JSON.stringify(message)).then(
      () => {
        warned = false;
        return true;
      },
      (error: Error) => {
        // The change is stored; this process's viewers get it now, the others' screens catch up.
        if (!warned) logger.warn(`Live updates could not reach Redis (${error.message}); this process delivers its own only.`);
        warned = true;
        watch.interrupted();
        local.deliver(topic, message);
        return false;
      },
    );

  return {
    publish(topic, message) {
      void publishConfirmed(topic, message);
    },
    publishConfirmed,
    subscribe: local.subscribe,
    channel: () => watch.state(),
    onChannelChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      watch.stop();
      const closed = subscriber.isOpen ? Promise.race([subscriber.close(), new Promise((resolve) => setTimeout(resolve, PUBLISH_DEADLINE_MS).unref())]) : undefined;
      await Promise.allSettled([closed, publisher.close()]);
      if (subscriber.isOpen) subscriber.destroy();
    },
  };
}
