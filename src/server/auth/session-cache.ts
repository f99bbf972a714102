/** What a cached entry needs of a session: whose it is and when it ends. */
export interface CachedSessionShape {
  session: { userId: string; expiresAt: Date | string };
}

export interface SessionCacheOptions {
  /** How long a read is reused (docs/decisions.md, 2026-11-26: sessions read through a cache). */
  ttlMs: number;
  /** Past this many entries the oldest go first: a flood of distinct cookies cannot grow memory. */
  maxEntries: number;
  now?: () => number;
}

/** Taken before a read; the read may be kept only if nothing was forgotten meanwhile. */
export interface ReadTicket {
  readonly generation: number;
}

/**
 * Sessions read recently, by the exact session cookie they were read for. The key is the cookie as
 * the browser sent it (token and signature): only a cookie that better-auth has already verified
 * can ever match, so a hit skips the signature check and the database without trusting anything new.
 */
export function sessionCache<T extends CachedSessionShape>({ ttlMs, maxEntries, now = Date.now }: SessionCacheOptions) {
  const entries = new Map<string, { value: T; until: number }>();
  const keysByUser = new Map<string, Set<string>>();
  /** Moves on every forgetting: a read that started before one must not be kept. */
  let generation = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysByUser.get(entry.value.session.userId);
    keys?.delete(key);
    if (keys?.size === 0) keysByUser.delete(entry.value.session.userId);
  };

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() < entry.until) return entry.value;
      drop(key);
      return undefined;
    },

    ticket: (): ReadTicket => ({ generation }),

    /** Keeps a read made with `ticket`, unless a forgetting happened since it was taken. */
    put(ticket: ReadTicket, key: string, value: T): void {
      if (ticket.generation !== generation) return;
      const until = Math.min(now() + ttlMs, new Date(value.session.expiresAt).getTime());
      if (until <= now()) return;
      drop(key);
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        drop(oldest);
      }
      entries.set(key, { value, until });
      const keys = keysByUser.get(value.session.userId) ?? new Set<string>();
      keys.add(key);
      keysByUser.set(value.session.userId, keys);
    },

    /** Every cached session of this user; null for everyone's. */
    forget(userId: string | null): void {
      generation += 1;
      if (userId === null) {
        entries.clear();
        keysByUser.clear();
        return;
      }
      for (const key of [...(keysByUser.get(userId) ?? [])]) drop(key);
    },

    size: () => entries.size,
  };
}

export type SessionCache<T extends CachedSessionShape> = ReturnType<typeof sessionCache<T>>;
