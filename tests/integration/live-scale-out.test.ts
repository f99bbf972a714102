import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacilitationAnswer } from '../../src/domain/facilitation/facilitation-api';
import type { Journey } from '../../src/domain/journey-api';
import type { JourneyChange, PresenceEntry } from '../../src/domain/journey-live';
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { eventStreamReader } from '../support/event-stream-reader';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { deleteRedisKeys, testRedisUrl, uniqueRedisKeyPrefix } from '../support/test-redis';

const APP_URL = 'http://studio.bank.test';
const STARTUP_TIMEOUT_MS = 45_000;
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();

/** One person behind the load balancer: their cookie works on every process. */
class Person {
  cookie = '';
  id = '';
  constructor(
    readonly name: string,
    private readonly origin = APP_URL,
  ) {}

  async call<T>(server: ServerProcess, method: string, path: string, json?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.origin}${path}`, {
      method,
      headers: { Origin: this.origin, Cookie: this.cookie, ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
    const cookie = response.headers.getSetCookie().find((candidate) => candidate.includes('session_token='));
    if (cookie) this.cookie = cookie.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  async signUp(server: ServerProcess) {
    const email = `${this.name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@bank.example`;
    const answer = await this.call<{ user: { id: string } }>(server, 'POST', '/api/auth/sign-up/email', { email, password: 'orchard-lantern-77', name: this.name });
    this.id = answer.body.user.id;
    return email;
  }

  async events(server: ServerProcess, journeyId: string) {
    const response = await fetch(`${server.origin}/api/journeys/${journeyId}/events?step=ideate/ideas`, { headers: { Cookie: this.cookie, Accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    const stream = eventStreamReader(response.body!);
    await stream.next('hello');
    return stream;
  }
}

if (adminUrl && redisUrl) {
  describe('live co-editing across two app processes on one PostgreSQL and one Redis', () => {
    const keyPrefix = uniqueRedisKeyPrefix();
    let database: TestDatabase;
    let a: ServerProcess;
    let b: ServerProcess;
    const ana = new Person('Ana Silva');
    const ben = new Person('Ben Okafor');
    let teamId = '';
    let journey: Journey;

    beforeAll(async () => {
      database = await createPostgresTestDatabase(adminUrl);
      const env = { DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '', REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix, APP_URL };
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      await Promise.all([waitUntilHealthy(a, STARTUP_TIMEOUT_MS), waitUntilHealthy(b, STARTUP_TIMEOUT_MS)]);
      await ana.signUp(a);
      const benEmail = await ben.signUp(b);
      teamId = (await ana.call<{ workspace: { id: string } }>(a, 'POST', '/api/workspaces', { name: 'Cards Squad' })).body.workspace.id;
      const { link } = (await ana.call<{ link: string }>(a, 'POST', `/api/workspaces/${teamId}/invitations`, { email: benEmail, role: 'editor' })).body;
      expect((await ben.call(b, 'POST', `/api/invitations/${link.split('/invitations/')[1]}/accept`)).status).toBe(200);
      journey = (await ana.call<{ journey: Journey }>(a, 'POST', '/api/journeys', { state: createInitialJourneyState(), workspaceId: teamId })).body.journey;
    }, 3 * STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await database?.drop();
      await deleteRedisKeys(redisUrl, keyPrefix);
    });

    it('sends an edit made through one process to a viewer connected to the other, and who is there both ways', async () => {
      const benStream = await ben.events(b, journey.id);
      const anaStream = await ana.events(a, journey.id);
      await benStream.next<{ entries: PresenceEntry[] }>('presence', ({ entries }) => entries.some((entry) => entry.name === 'Ana Silva'));
      await anaStream.next<{ entries: PresenceEntry[] }>('presence', ({ entries }) => entries.some((entry) => entry.name === 'Ben Okafor'));
      const batch = { batchId: 'two-process-0001', baseVersion: 1, actions: [{ type: 'setProblemStatement', problemStatement: 'Typed on process A.' }] };
      expect((await ana.call(a, 'POST', `/api/journeys/${journey.id}/changes`, batch)).status).toBe(200);
      expect(await benStream.next<JourneyChange>('change')).toMatchObject({ version: 2, by: { name: 'Ana Silva' } });
      await anaStream.cancel();
      await benStream.next<{ entries: PresenceEntry[] }>('presence', ({ entries }) => entries.every((entry) => entry.name !== 'Ana Silva'));
      await benStream.cancel();
    });

    it('runs a facilitated blind round across both processes: news of it reaches the other, marks stay hidden until the close', async () => {
      const ideas = ['a', 'b', 'c'].map((id) => ({ id, title: `Idea ${id}`, description: '', votes: 0, type: 'Product', personaSource: 'P' }));
      const round = { type: 'receiveIdeaRound', ideas, generatedBy: 'Built-in engine', notice: null, archivedRoundId: 'r1', replacedAt: '2026-11-26T09:00:00Z' };
      expect((await ana.call(a, 'POST', `/api/journeys/${journey.id}/changes`, { batchId: 'two-process-ideas', baseVersion: 1, actions: [round] })).status).toBe(200);
      const benStream = await ben.events(b, journey.id);
      const base = `/api/journeys/${journey.id}/facilitation`;
      expect((await ana.call(a, 'POST', `${base}/start`, { step: 'ideate/evaluate' })).status).toBe(200);
      const opened = await ana.call<FacilitationAnswer>(a, 'POST', `${base}/rounds`, { kind: 'blind-scoring' });
      await benStream.next<{ version: number }>('facilitation', ({ version }) => version === opened.body.version);
      const roundId = opened.body.session!.round!.id;
      expect((await ben.call<FacilitationAnswer>(b, 'GET', base)).body.session!.round).toMatchObject({ participants: 1 });
      expect((await ana.call(a, 'PUT', `${base}/blind-marks`, { roundId, scores: { a: { appeal: 9, fit: 9 } }, votes: [], finished: true })).status).toBe(200);
      const bensView = await ben.call<FacilitationAnswer>(b, 'GET', base);
      expect(bensView.body.session!.round).toMatchObject({ kind: 'blind-scoring', yourScores: {}, participants: 2, finished: 1 });
      expect(JSON.stringify(bensView.body)).not.toContain('"appeal":9');
      expect((await ben.call(b, 'PUT', `${base}/blind-marks`, { roundId, scores: { a: { appeal: 5, fit: 5 } }, votes: ['a'], finished: false })).status).toBe(200);
      expect((await ana.call(a, 'POST', `${base}/rounds/close`, { roundId })).status).toBe(200);
      const closed = await benStream.next<JourneyChange>('change', (change) => change.summary.includes('showed the results of a blind scoring round'));
      expect(closed.by).toMatchObject({ name: 'Ana Silva' });
      const idea = (await ben.call<{ journey: Journey }>(b, 'GET', `/api/journeys/${journey.id}`)).body.journey.state.ideas.find((candidate) => candidate.id === 'a');
      expect(idea).toMatchObject({ appealScore: 7, votes: 1 });
      expect((await ana.call(a, 'POST', `${base}/end`)).status).toBe(200);
      await benStream.cancel();
    });

    it('ends a member’s stream on one process when an owner removes them through the other', async () => {
      const benStream = await ben.events(b, journey.id);
      expect((await ana.call(a, 'DELETE', `/api/workspaces/${teamId}/members/${ben.id}`)).status).toBe(204);
      expect(await benStream.next('closed')).toEqual({ reason: 'access-ended' });
      await benStream.untilEnded();
      expect((await ben.call(a, 'GET', `/api/journeys/${journey.id}`)).status).toBe(404);
    });
  });
}

describe('an app process stopping with journeys open', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'live-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'tells open streams it is restarting, so their clients reconnect elsewhere, and exits 0 at once',
    async () => {
      server = await spawnServer({ DATABASE_URL: join(dataDir, 'app.db') });
      await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
      const ana = new Person('Ana Silva', server.origin);
      await ana.signUp(server);
      const journey = (await ana.call<{ journey: Journey }>(server, 'POST', '/api/journeys', { state: createInitialJourneyState() })).body.journey;
      const stream = await ana.events(server, journey.id);
      server.child.kill('SIGTERM');
      expect(await stream.next('closed')).toEqual({ reason: 'restarting' });
      expect(await server.exited).toEqual({ code: 0, signal: null });
    },
    2 * STARTUP_TIMEOUT_MS,
  );
});
