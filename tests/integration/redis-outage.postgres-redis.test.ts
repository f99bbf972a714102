import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplyChangesAnswer } from '../../src/domain/journey-live';
import { openLiveViewer } from '../support/live-viewer';
import { RemoteClient } from '../support/remote-client';
import { journeyState } from '../support/remote-journeys';
import { type ServerProcess, freePort, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { killPrivateRedis, startPrivateRedis, uniqueRedisKeyPrefix } from '../support/test-redis';

const STARTUP_TIMEOUT_MS = 45_000;
/** What issue 19 allows a save, a sign-in or a health check while Redis is frozen or gone. */
const ANSWER_WITHIN_MS = 1_000;
/** How soon after Redis is back a viewer on the other process must have every change. */
const CAUGHT_UP_WITHIN_MS = 5_000;
const PASSWORD = 'orchard-lantern-77';
const adminUrl = process.env.TEST_DATABASE_URL;

async function until(what: string, condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

if (adminUrl) {
  describe('two app processes while their Redis freezes or dies', () => {
    const keyPrefix = uniqueRedisKeyPrefix();
    let database: TestDatabase;
    let redisPort = 0;
    let redis: ChildProcess;
    let a: ServerProcess;
    let b: ServerProcess;
    let ana: RemoteClient;
    let ben: RemoteClient;
    const anaEmail = `ana-${randomUUID()}@bank.example`;
    let journeyId = '';
    let edits = 0;

    /** Ana types on process A: the save must answer within the bound. */
    async function save(text: string): Promise<number> {
      edits += 1;
      const batch = { batchId: `outage-edit-${edits}-${randomUUID().slice(0, 8)}`, baseVersion: 0, actions: [{ type: 'setProblemStatement', problemStatement: text }] };
      const answer = await ana.request<ApplyChangesAnswer>('POST', `/api/journeys/${journeyId}/changes`, batch, { timeoutMs: ANSWER_WITHIN_MS });
      expect(answer.status).toBe(200);
      if (!answer.body.applied) throw new Error('The edit was not applied');
      return answer.body.change.version;
    }

    /** Health, a sign-in and saves answer in time, and health says Redis is down without failing. */
    async function stillServing(label: string): Promise<number> {
      for (const server of [a, b]) {
        const health = await new RemoteClient(server.origin).request('GET', '/api/health', undefined, { timeoutMs: ANSWER_WITHIN_MS });
        expect(health).toMatchObject({ status: 200, body: { status: 'degraded', database: 'up', redis: 'down' } });
      }
      const signIn = await new RemoteClient(a.origin).request('POST', '/api/auth/sign-in/email', { email: anaEmail, password: PASSWORD }, { timeoutMs: ANSWER_WITHIN_MS });
      expect(signIn.status).toBe(200);
      let version = 0;
      for (const word of ['one', 'two', 'three']) version = await save(`${label}: ${word}`);
      return version;
    }

    beforeAll(async () => {
      redisPort = await freePort();
      redis = await startPrivateRedis(redisPort);
      database = await createPostgresTestDatabase(adminUrl);
      const env = {
        DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        REDIS_KEY_PREFIX: keyPrefix,
        AUTH_RATE_LIMIT_MAX: '1000',
      };
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      await Promise.all([waitUntilHealthy(a, STARTUP_TIMEOUT_MS), waitUntilHealthy(b, STARTUP_TIMEOUT_MS)]);

      ana = new RemoteClient(a.origin);
      await ana.request('POST', '/api/auth/sign-up/email', { email: anaEmail, password: PASSWORD, name: 'Ana Silva' });
      ben = new RemoteClient(b.origin);
      const benEmail = `ben-${randomUUID()}@bank.example`;
      await ben.request('POST', '/api/auth/sign-up/email', { email: benEmail, password: PASSWORD, name: 'Ben Okafor' });
      const team = await ana.request<{ workspace: { id: string } }>('POST', '/api/workspaces', { name: 'Cards Squad' });
      const invitation = await ana.request<{ link: string }>('POST', `/api/workspaces/${team.body.workspace.id}/invitations`, { email: benEmail, role: 'viewer' });
      expect((await ben.request('POST', `/api/invitations/${invitation.body.link.split('/invitations/')[1]}/accept`)).status).toBe(200);
      const created = await ana.request<{ journey: { id: string } }>('POST', '/api/journeys', { state: journeyState('Before the outage.'), workspaceId: team.body.workspace.id });
      expect(created.status).toBe(201);
      journeyId = created.body.journey.id;
    }, 3 * STARTUP_TIMEOUT_MS);

    afterAll(async () => {
      redis?.kill('SIGCONT');
      await Promise.all([a?.kill(), b?.kill()]);
      if (redis) await killPrivateRedis(redis);
      await database?.drop();
    });

    it('keeps saving, signing in and answering health while Redis is frozen; the viewer on the other process is told and has every change soon after it wakes', async () => {
      const viewer = await openLiveViewer(ben, journeyId);
      try {
        const before = await save('Typed while Redis answers.');
        await until('the live edit on the other process', () => viewer.sync.version === before, CAUGHT_UP_WITHIN_MS);

        redis.kill('SIGSTOP');
        let last = 0;
        try {
          last = await stillServing('Typed while Redis is frozen');
          await until('the viewer hearing that live updates paused', () => viewer.liveEvents.includes('paused'), 10_000);
          last = await save('The last words before Redis wakes.');
        } finally {
          redis.kill('SIGCONT');
        }

        await until('the viewer having every change', () => viewer.sync.version === last, CAUGHT_UP_WITHIN_MS);
        expect(viewer.sync.state.problemStatement).toBe('The last words before Redis wakes.');
        await until('the viewer hearing that live updates are back', () => viewer.liveEvents.at(-1) === 'live', CAUGHT_UP_WITHIN_MS);
        const after = await save('Live again.');
        await until('the next live edit', () => viewer.sync.version === after, CAUGHT_UP_WITHIN_MS);
      } finally {
        await viewer.close();
      }
    });

    it('does the same when Redis dies and a new one starts on its address', async () => {
      const viewer = await openLiveViewer(ben, journeyId);
      try {
        await killPrivateRedis(redis);
        let last = await stillServing('Typed while Redis is gone');
        await until('the viewer hearing that live updates paused', () => viewer.liveEvents.includes('paused'), 10_000);
        last = await save('The last words before Redis returns.');

        redis = await startPrivateRedis(redisPort);
        await until('the viewer having every change', () => viewer.sync.version === last, CAUGHT_UP_WITHIN_MS);
        expect(viewer.sync.state.problemStatement).toBe('The last words before Redis returns.');
        await until('the viewer hearing that live updates are back', () => viewer.liveEvents.at(-1) === 'live', 10_000);
        const after = await save('Live again after the restart.');
        await until('the next live edit', () => viewer.sync.version === after, CAUGHT_UP_WITHIN_MS);
      } finally {
        await viewer.close();
      }
    });
  });
}
