import { describe, expect, it } from 'vitest';
import { sessionCache } from './session-cache';

const DAY_MS = 24 * 60 * 60_000;

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const sessionOf = (userId: string, expiresAt: number) => ({ session: { userId, expiresAt: new Date(expiresAt) } });

describe('the session cache', () => {
  it('reuses a read for the time to live, and not a moment past it', () => {
    const time = clock();
    const cache = sessionCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    const ana = sessionOf('ana', time.now() + DAY_MS);
    cache.put(cache.ticket(), 'cookie-a', ana);
    time.advance(4_999);
    expect(cache.get('cookie-a')).toBe(ana);
    time.advance(1);
    expect(cache.get('cookie-a')).toBeUndefined();
    expect(cache.size()).toBe(0);
  });

  it('never outlives the session itself', () => {
    const time = clock();
    const cache = sessionCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    cache.put(cache.ticket(), 'ending', sessionOf('ana', time.now() + 1_000));
    cache.put(cache.ticket(), 'ended', sessionOf('ana', time.now()));
    time.advance(1_000);
    expect([cache.get('ending'), cache.get('ended')]).toEqual([undefined, undefined]);
  });

  it("forgets every cookie of one user, or everyone's, and keeps the others", () => {
    const time = clock();
    const cache = sessionCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    const later = time.now() + DAY_MS;
    for (const [key, user] of [['laptop', 'ana'], ['phone', 'ana'], ['desk', 'ben']] as const) cache.put(cache.ticket(), key, sessionOf(user, later));
    cache.forget('ana');
    expect([cache.get('laptop'), cache.get('phone'), cache.get('desk')?.session.userId]).toEqual([undefined, undefined, 'ben']);
    cache.forget(null);
    expect(cache.size()).toBe(0);
  });

  it('does not keep a read that began before a forgetting: it may have seen the session before it ended', () => {
    const time = clock();
    const cache = sessionCache({ ttlMs: 5_000, maxEntries: 10, now: time.now });
    const before = cache.ticket();
    cache.forget('someone-else');
    cache.put(before, 'cookie-a', sessionOf('ana', time.now() + DAY_MS));
    expect(cache.get('cookie-a')).toBeUndefined();
    cache.put(cache.ticket(), 'cookie-a', sessionOf('ana', time.now() + DAY_MS));
    expect(cache.get('cookie-a')?.session.userId).toBe('ana');
  });

  it('holds at most maxEntries, letting the oldest go first', () => {
    const time = clock();
    const cache = sessionCache({ ttlMs: 5_000, maxEntries: 3, now: time.now });
    for (let n = 1; n <= 5; n += 1) cache.put(cache.ticket(), `cookie-${n}`, sessionOf(`user-${n}`, time.now() + DAY_MS));
    expect(cache.size()).toBe(3);
    expect(['cookie-1', 'cookie-2', 'cookie-3', 'cookie-4', 'cookie-5'].map((key) => cache.get(key) !== undefined)).toEqual([false, false, true, true, true]);
    cache.forget('user-1');
    cache.forget('user-3');
    expect(cache.size()).toBe(2);
  });
});
