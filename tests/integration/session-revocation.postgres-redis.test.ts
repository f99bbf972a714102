import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../src/domain/account-api';
import { BalancedBrowser } from '../support/balanced-browser';
import { type ServerProcess, freePort, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { killPrivateRedis, startPrivateRedis, uniqueRedisKeyPrefix } from '../support/test-redis';

const STARTUP_TIMEOUT_MS = 45_000;
const PASSWORD = 'orchard-lantern-77';
/** What issue 19 allows a sign-in or a page while Redis is frozen; a sign-out may wait the live bus's deadline (1 s) too. */
const ANSWER_WITHIN_MS = 1_000;
const SIGN_OUT_WITHIN_MS = 2_000;
const LIVE = 'Live updates go through Redis.';
const PAUSED = 'Live updates through Redis are paused';
const adminUrl = process.env.TEST_DATABASE_URL;

type SessionAnswer = { user: { id: string; name: string } } | null;

const occurrences = (text: string, line: string) => text.split(line).length - 1;

async function until(what: string, condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

if (adminUrl) {
  describe('revoking a session on two app processes (PostgreSQL and Redis), each reading sessions through its cache', () => {
    let database: TestDatabase;
    let redis: ChildProcess;
    let a: ServerProcess;
    let b: ServerProcess;
    let ipCounter = 0;
    const device = () => new BalancedBrowser(`203.0.113.${(ipCounter += 1)}`);
    const email = (name: string) => `${name}-${randomUUID()}@bank.example`;

    /** Reads its session on both processes: from here on each has it cached. */
    async function warm(browser: BalancedBrowser): Promise<void> {
      for (const server of [a, b]) {
        expect((await browser.request(server, 'GET', '/api/journeys')).status).toBe(200);
        expect((await browser.request<SessionAnswer>(server, 'GET', '/api/auth/get-session')).body).not.toBeNull();
      }
    }

    /** Each request from a copy of the cookie: a dead session's answer clears it, and the copy must stay the revoked one. */
    async function expectSignedOutEverywhere(browser: BalancedBrowser): Promise<void> {
      for (const server of [b, a]) {
        expect((await browser.tab().request(server, 'GET', '/api/journeys')).status).toBe(401);
        expect((await browser.tab().request(server, 'GET', '/api/auth/get-session')).body).toBeNull();
      }
    }

    /** A user on a laptop and a phone, each signed in on its own process, both sessions read on both. */
    async function laptopAndPhone(name: string) {
      const [laptop, phone] = [device(), device()];
      const address = email(name);
      expect((await laptop.signUp(a, address)).status).toBe(200);
      expect((await phone.signIn(b, address, PASSWORD)).status).toBe(200);
      await warm(laptop);
      await warm(phone);
      return { laptop, phone, address };
    }

    beforeAll(async () => {
      const redisPort = await freePort();
      redis = await startPrivateRedis(redisPort);
      database = await createPostgresTestDatabase(adminUrl);
      const env = {
        DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_KEY_PREFIX: uniqueRedisKeyPrefix(),
        APP_URL: 'http://studio.bank.test',
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_MAX: '1000',
        // The channel's state is in the log: a cache is used only while it is live.
        LOG_LEVEL: 'info',
      };
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      await Promise.all([waitUntilHealthy(a, STARTUP_TIMEOUT_MS), waitUntilHealthy(b, STARTUP_TIMEOUT_MS)]);
      await until('both live channels working', () => a.output().includes(LIVE) && b.output().includes(LIVE));
    }, 2 * STARTUP_TIMEOUT_MS);

    afterAll(async () => {
      redis?.kill('SIGCONT');
      await Promise.all([a?.kill(), b?.kill()]);
      if (redis) await killPrivateRedis(redis);
      await database?.drop();
    });

    it('ends a session signed out on one process on the other at once', async () => {
      const { laptop } = await laptopAndPhone('sign-out');
      const otherTab = laptop.tab();
      expect((await laptop.request(a, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      await expectSignedOutEverywhere(otherTab);
    });

    it("ends the other devices' sessions at a password change, on both processes at once", async () => {
      const { laptop, phone } = await laptopAndPhone('password');
      const changed = await laptop.request(b, 'POST', '/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'a-new-passphrase-7',
        confirmPassword: 'a-new-passphrase-7',
      });
      expect(changed.status).toBe(200);
      await expectSignedOutEverywhere(phone);
      expect((await laptop.request(a, 'GET', '/api/journeys')).status).toBe(200);
    });

    it('ends sessions revoked from another device, all others or one, on both processes at once', async () => {
      const { laptop, phone, address } = await laptopAndPhone('revoke');
      expect((await laptop.request(a, 'POST', '/api/account/sessions/revoke-others', {})).body).toEqual({ revoked: 1 });
      await expectSignedOutEverywhere(phone);

      const tablet = device();
      expect((await tablet.signIn(a, address, PASSWORD)).status).toBe(200);
      await warm(tablet);
      const listed = await tablet.request<{ sessions: AccountSession[] }>(b, 'GET', '/api/account/sessions');
      const tabletSession = listed.body.sessions.find((session) => session.current)?.id ?? '';
      expect((await laptop.request(b, 'DELETE', `/api/account/sessions/${tabletSession}`)).status).toBe(204);
      await expectSignedOutEverywhere(tablet);
      expect((await laptop.request(a, 'GET', '/api/journeys')).status).toBe(200);
    });

    it("ends every session of a deleted account on both processes at once, and shows a new name on both", async () => {
      const { laptop, phone } = await laptopAndPhone('deleted');
      expect((await phone.request(a, 'PATCH', '/api/account/profile', { fullName: 'Ana Renamed', username: '' })).status).toBe(200);
      for (const server of [b, a]) expect((await laptop.request<SessionAnswer>(server, 'GET', '/api/auth/get-session')).body?.user.name).toBe('Ana Renamed');

      const laptopTab = laptop.tab();
      expect((await laptop.request(b, 'POST', '/api/account/delete', { confirmation: PASSWORD })).status).toBe(200);
      await expectSignedOutEverywhere(laptopTab);
      await expectSignedOutEverywhere(phone);
    });

    it('while Redis is frozen, answers pages and sign-ins in time, stops caching, and still ends a session on both at once', async () => {
      const { laptop, phone, address } = await laptopAndPhone('frozen');
      const pausedBefore = [a, b].map((server) => occurrences(server.output(), PAUSED));
      const liveBefore = [a, b].map((server) => occurrences(server.output(), LIVE));
      redis.kill('SIGSTOP');
      try {
        await until('both processes seeing the channel paused', () => [a, b].every((server, index) => occurrences(server.output(), PAUSED) > (pausedBefore[index] ?? 0)));
        for (const server of [a, b]) {
          expect((await phone.request(server, 'GET', '/api/journeys', undefined, ANSWER_WITHIN_MS)).status).toBe(200);
          expect((await phone.request<SessionAnswer>(server, 'GET', '/api/auth/get-session', undefined, ANSWER_WITHIN_MS)).body).not.toBeNull();
          expect((await device().request(server, 'POST', '/api/auth/sign-in/email', { email: address, password: PASSWORD }, ANSWER_WITHIN_MS)).status).toBe(200);
        }
        const phoneTab = phone.tab();
        expect((await phone.request(a, 'POST', '/api/auth/sign-out', {}, SIGN_OUT_WITHIN_MS)).status).toBe(200);
        await expectSignedOutEverywhere(phoneTab);
      } finally {
        redis.kill('SIGCONT');
      }
      await until('both live channels working again', () => [a, b].every((server, index) => occurrences(server.output(), LIVE) > (liveBefore[index] ?? 0)));
      await warm(laptop);
      const laptopTab = laptop.tab();
      expect((await laptop.request(b, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      await expectSignedOutEverywhere(laptopTab);
    });
  });
}
