import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneySummary } from '../../src/domain/journey-api';
import { createInitialJourneyState, type JourneyState } from '../../src/domain/journey-state';
import { headSealer } from '../../src/server/audit/audit-hash';
import { verifyAuditTrail } from '../../src/server/audit/audit-verify';
import { openDatabase } from '../../src/server/db/database';
import { BalancedBrowser, LOAD_BALANCER_URL } from '../support/balanced-browser';
import { type ServerProcess, TEST_AUTH_SECRET, freePort, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { deleteRedisKeys, redisKeysUnder, testRedisUrl, uniqueRedisKeyPrefix } from '../support/test-redis';

const APP_URL = LOAD_BALANCER_URL;
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();
/** A start (tsx compiling on the fly) takes seconds, many more on a busy two-core machine. */
const STARTUP_TIMEOUT_MS = 45_000;

type ErrorBody = { error: { code: string; message: string } };

const draft = (problemStatement: string): JourneyState => ({
  ...createInitialJourneyState(),
  selectedDomain: 'retail_banking',
  selectedSubdomain: 'cards_payments',
  problemStatement,
});
const ideasRequest = {
  personaIds: ['c1'],
  domain: 'retail_banking',
  subdomain: 'cards_payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
  ideasPerPersona: 1,
};
let ipCounter = 0;
const nextIp = () => `203.0.113.${(ipCounter += 1)}`;
const email = (name: string) => `${name}-${Date.now()}@bank.example`;

describe('an app process whose Redis is unreachable', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'scale-out-degraded-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'starts, says so without the password, reports degraded health and still limits sign-in',
    async () => {
      const redisPassword = 'hunter2-redis-password';
      server = await spawnServer({
        DATABASE_URL: join(dataDir, 'app.db'),
        REDIS_URL: `redis://:${redisPassword}@127.0.0.1:${await freePort()}`,
        AUTH_RATE_LIMIT_MAX: '2',
      });
      await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
      const browser = new BalancedBrowser('127.0.0.1', server.origin);
      expect(await browser.request(server, 'GET', '/api/health')).toEqual({
        status: 200,
        body: { status: 'degraded', database: 'up', redis: 'down', load: expect.objectContaining({ shedding: false }) },
      });
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push(
          (await browser.signIn(server, 'victim@bank.example', `guess-${attempt}-password`)).status,
        );
      }
      expect(statuses).toEqual([401, 401, 429]);
      expect(server.output()).toMatch(/Redis at redis:\/\/127\.0\.0\.1:\d+ is not reachable yet/);
      expect(server.output()).not.toContain(redisPassword);
    },
    2 * STARTUP_TIMEOUT_MS,
  );
});

if (adminUrl && redisUrl) {
  describe('two app processes on one PostgreSQL and one Redis', () => {
    const keyPrefix = uniqueRedisKeyPrefix();
    let database: TestDatabase;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      database = await createPostgresTestDatabase(adminUrl);
      const env = {
        DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
        APP_URL,
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_MAX: '3',
        AI_RATE_LIMIT_MAX: '3',
        AI_PROVIDER: 'builtin',
      };
      // Both start at once on the empty database: the migrations must not trip over each other.
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      await Promise.all([waitUntilHealthy(a, STARTUP_TIMEOUT_MS), waitUntilHealthy(b, STARTUP_TIMEOUT_MS)]);
    }, 2 * STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await database?.drop();
      await deleteRedisKeys(redisUrl, keyPrefix);
    });

    it('report the database and Redis as up', async () => {
      for (const server of [a, b]) {
        expect(await new BalancedBrowser(nextIp()).request(server, 'GET', '/api/health')).toEqual({
          status: 200,
          body: { status: 'ok', database: 'up', redis: 'up', load: expect.objectContaining({ shedding: false }) },
        });
      }
    });

    it("serve one user's session and journeys from either process", async () => {
      const browser = new BalancedBrowser(nextIp());
      expect((await browser.signUp(a, email('balanced'))).status).toBe(200);
      const fromA = await browser.request<{ journey: Journey }>(a, 'POST', '/api/journeys', {
        state: draft('Made on process A.'),
      });
      expect(fromA.status).toBe(201);

      const listOnB = await browser.request<{ journeys: JourneySummary[] }>(b, 'GET', '/api/journeys');
      expect(listOnB.body.journeys.map((journey) => journey.id)).toEqual([fromA.body.journey.id]);
      const fromB = await browser.request<{ journey: Journey }>(b, 'POST', '/api/journeys', {
        state: draft('Made on process B.'),
      });
      expect(fromB.status).toBe(201);
      const path = `/api/journeys/${fromB.body.journey.id}`;
      const updated = await browser.request<{ journey: Journey }>(b, 'PUT', path, {
        state: draft('Changed on B.'),
        version: 1,
      });
      expect(updated.body.journey.version).toBe(2);

      const readOnA = await browser.request<{ journey: Journey }>(a, 'GET', path);
      expect(readOnA.body.journey).toMatchObject({
        version: 2,
        state: { problemStatement: 'Changed on B.' },
      });
      const stale = await browser.request<ErrorBody>(a, 'PUT', path, {
        state: draft('A stale save.'),
        version: 1,
      });
      expect(stale).toMatchObject({ status: 409, body: { error: { code: 'VERSION_CONFLICT' } } });
    });

    it('end a session signed out on one process on the other as well', async () => {
      const browser = new BalancedBrowser(nextIp());
      expect((await browser.signUp(b, email('signout'))).status).toBe(200);
      const otherTab = browser.tab();
      expect((await otherTab.request(a, 'GET', '/api/journeys')).status).toBe(200);
      expect((await browser.request(b, 'POST', '/api/auth/sign-out', {})).status).toBe(200);
      expect((await otherTab.request(a, 'GET', '/api/journeys')).status).toBe(401);
    });

    it('count sign-in attempts from one address, and at one account, across both processes', async () => {
      const attacker = new BalancedBrowser(nextIp());
      const statuses = [];
      for (const server of [a, b, a])
        statuses.push((await attacker.signIn(server, 'victim@bank.example', 'wrong-guess-99')).status);
      expect(statuses).toEqual([401, 401, 401]);
      const fourth = await attacker.signIn(b, 'victim@bank.example', 'wrong-guess-99');
      expect(fourth).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } });
      // Another address still has its own budget for another account...
      const neighbour = new BalancedBrowser(nextIp());
      expect((await neighbour.signIn(a, 'someone-else@bank.example', 'wrong-guess-99')).status).toBe(401);
      // ...but the victim's account has spent its own budget on both processes, from any address.
      expect((await neighbour.signIn(a, 'victim@bank.example', 'wrong-guess-99')).status).toBe(429);
    });

    it("count one user's AI requests across both processes", async () => {
      const [user, otherUser] = [new BalancedBrowser(nextIp()), new BalancedBrowser(nextIp())];
      expect((await user.signUp(a, email('ai-budget'))).status).toBe(200);
      expect((await otherUser.signUp(b, email('ai-other'))).status).toBe(200);
      const statuses = [];
      for (const server of [a, b, a])
        statuses.push((await user.request(server, 'POST', '/api/ai/ideas', ideasRequest)).status);
      expect(statuses).toEqual([200, 200, 200]);
      const fourth = await user.request(b, 'POST', '/api/ai/ideas', ideasRequest);
      expect(fourth).toMatchObject({ status: 429, body: { error: { code: 'RATE_LIMITED' } } });
      expect((await otherUser.request(b, 'POST', '/api/ai/ideas', ideasRequest)).status).toBe(200);
      const keys = await redisKeysUnder(redisUrl, keyPrefix);
      expect(keys.some((key) => key.startsWith(`${keyPrefix}rate-limit:3-per-60000ms:ai:`))).toBe(true);
    });

    it("append to one workspace's audit trail from both at once without forking it, and share its AI budget", async () => {
      const owner = new BalancedBrowser(nextIp());
      expect((await owner.signUp(a, email('audit-owner'))).status).toBe(200);
      const team = await owner.request<{ workspace: { id: string } }>(b, 'POST', '/api/workspaces', { name: 'Two Process Squad' });
      const teamId = team.body.workspace.id;
      const renames = Array.from({ length: 12 }, (_, index) =>
        owner.request(index % 2 === 0 ? a : b, 'PATCH', `/api/workspaces/${teamId}`, { name: `Squad ${index}` }),
      );
      expect((await Promise.all(renames)).map((answer) => answer.status)).toEqual(Array(12).fill(200));
      const direct = openDatabase(database.target);
      try {
        const seqs = await direct.db.selectFrom('audit_entries').select('seq').where('workspace_id', '=', teamId).orderBy('seq').execute();
        expect(seqs.map((row) => row.seq)).toEqual(Array.from({ length: 13 }, (_, index) => index + 1));
        const report = await verifyAuditTrail(direct.db, headSealer(TEST_AUTH_SECRET));
        expect(report.problems).toEqual([]);
      } finally {
        await direct.close();
      }

      const settings = {
        engine: { provider: 'builtin' },
        features: { ideas: true, scoring: true, 'rww-drafts': true, chat: true },
        budget: { unit: 'calls', perUserMonthly: 2, perWorkspaceMonthly: null },
        recordPrompts: false,
      };
      expect((await owner.request(a, 'PUT', `/api/workspaces/${teamId}/ai-settings`, settings)).status).toBe(200);
      const inTeam = { ...ideasRequest, workspaceId: teamId };
      expect((await owner.request(a, 'POST', '/api/ai/ideas', inTeam)).status).toBe(200);
      expect((await owner.request(b, 'POST', '/api/ai/ideas', inTeam)).status).toBe(200);
      const spent = await owner.request<ErrorBody>(a, 'POST', '/api/ai/ideas', inTeam);
      expect(spent).toMatchObject({ status: 429, body: { error: { code: 'AI_BUDGET_SPENT' } } });
    });

    it('stop cleanly on SIGTERM, closing their database and Redis connections', async () => {
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      expect(await Promise.all([a.exited, b.exited])).toEqual([
        { code: 0, signal: null },
        { code: 0, signal: null },
      ]);
    });
  });
}
