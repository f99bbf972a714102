import type { Logger } from '../logger';
import { type RedisConnection, connectRedis } from '../redis/redis-connection';
import { type LiveBus, type LiveMessage, localSubscribers } from './live-bus';

/**
 * Several processes: every message goes through Redis pub/sub, and each process hands it to its own
 * subscribers. One pattern subscription per process covers every topic, so there is nothing to
 * subscribe or unsubscribe as journeys open and close, and Redis restores it after a reconnect.
 */
export async function redisLiveBus(url: string, keyPrefix: string, logger: Logger): Promise<LiveBus> {
  const channelPrefix = `${keyPrefix}live:`;
  const publisher: RedisConnection = await connectRedis({ url, logger });
  const subscriber = publisher.client.duplicate();
  subscriber.on('error', () => undefined);
  const local = localSubscribers();
  let warned = false;

  const onMessage = (raw: string, channel: string) => {
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
  subscriber.on('ready', () => void subscribe());
  // Not awaited: a Redis that is away must not hold the start; the client keeps trying in the background.
  void subscriber.connect().catch((error: Error) => logger.warn(`Live updates cannot subscribe to Redis yet (${error.message}).`));

  return {
    async publish(topic, message) {
      try {
        await publisher.client.publish(`${channelPrefix}${topic}`, JSON.stringify(message));
        warned = false;
      } catch (error) {
        // The change is stored; other processes' viewers catch up when they next hear from us or reconnect.
        if (!warned) logger.warn(`Live updates could not reach Redis (${(error as Error).message}); this process delivers its own only.`);
        warned = true;
        local.deliver(topic, message);
      }
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([subscriber.isOpen ? subscriber.close() : Promise.resolve(), publisher.close()]);
    },
  };
}
