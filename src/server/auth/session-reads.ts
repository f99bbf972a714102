import type { SessionChanges } from '../app-env';
import type { LiveBus } from '../live/live-bus';
import { type CachedSessionShape, sessionCache } from './session-cache';

/** Where processes tell each other that sessions ended. */
export const SESSIONS_TOPIC = 'sessions';
/** The topic on which a process says its channel works again (journey-live-hub.ts publishes it). */
const PROCESSES_TOPIC = 'processes';

/** A read is reused for this long; revocation does not wait for it (docs/decisions.md, 2026-11-26). */
export const SESSION_CACHE_TTL_MS = 5_000;
const SESSION_CACHE_MAX_ENTRIES = 20_000;

export type { SessionChanges };

export interface SessionReads<T extends CachedSessionShape> extends SessionChanges {
  /** The session for this cookie key: from the cache, or from `load` (which better-auth does). */
  read(key: string | undefined, load: () => Promise<T | null>): Promise<T | null>;
  /** Listens on the bus for other processes' endings; until then, and while it is paused, nothing is cached. */
  connect(bus: LiveBus): () => void;
}

/**
 * Session reads through a short-lived cache in this process. A cached session may be used only
 * while every other process can tell this one that it ended: so only while the live channel is
 * live. When it pauses, everything cached is forgotten and reads go to the database until it is
 * back; when another process's channel comes back, what it may have failed to say is forgotten too.
 */
export function sessionReads<T extends CachedSessionShape>({
  ttlMs = SESSION_CACHE_TTL_MS,
  maxEntries = SESSION_CACHE_MAX_ENTRIES,
}: { ttlMs?: number; maxEntries?: number } = {}): SessionReads<T> {
  const cache = sessionCache<T>({ ttlMs, maxEntries });
  /** Reads of one cookie already on their way to the database: a page's burst of requests makes one. */
  const loading = new Map<string, Promise<T | null>>();
  let bus: LiveBus | undefined;
  const usable = () => bus?.channel() === 'live';
  const forgetHere = (userId: string | null) => {
    cache.forget(userId);
    loading.clear();
  };

  return {
    read(key, load) {
      if (!key || !usable()) return load();
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = loading.get(key);
      if (pending) return pending;
      const ticket = cache.ticket();
      const read = load()
        .then((value) => {
          if (value && usable()) cache.put(ticket, key, value);
          return value;
        })
        .finally(() => {
          if (loading.get(key) === read) loading.delete(key);
        });
      loading.set(key, read);
      return read;
    },

    async changed(userId) {
      forgetHere(userId);
      await bus?.publishConfirmed(SESSIONS_TOPIC, { type: 'sessions-changed', userId });
    },

    connect(liveBus) {
      bus = liveBus;
      const stops = [
        liveBus.subscribe(SESSIONS_TOPIC, (message) => {
          if (message.type === 'sessions-changed') forgetHere(message.userId);
        }),
        liveBus.subscribe(PROCESSES_TOPIC, (message) => {
          if (message.type === 'channel-resumed') forgetHere(null);
        }),
        liveBus.onChannelChange(() => forgetHere(null)),
      ];
      return () => {
        for (const stop of stops) stop();
        bus = undefined;
        forgetHere(null);
      };
    },
  };
}
