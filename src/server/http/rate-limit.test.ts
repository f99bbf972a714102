import { describe, expect, it } from 'vitest';
import { memoryRateLimitStore } from './rate-limit';

describe('memoryRateLimitStore', () => {
  it('allows max requests per key in a fixed window, then says how long to wait', async () => {
    let now = 1_000_000;
    const store = memoryRateLimitStore({ max: 2, windowMs: 60_000, now: () => now });
    expect(await store.consume('alice')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 10_000;
    expect((await store.consume('alice')).allowed).toBe(true);
    expect(await store.consume('alice')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect((await store.consume('bob')).allowed).toBe(true);
    now += 49_500;
    expect(await store.consume('alice')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500;
    expect((await store.consume('alice')).allowed).toBe(true);
  });

  it('does not count refused requests against the next window', async () => {
    let now = 0;
    const store = memoryRateLimitStore({ max: 1, windowMs: 1_000, now: () => now });
    await store.consume('k');
    for (let i = 0; i < 5; i += 1) expect((await store.consume('k')).allowed).toBe(false);
    now = 1_000;
    expect((await store.consume('k')).allowed).toBe(true);
    expect((await store.consume('k')).allowed).toBe(false);
  });
});
