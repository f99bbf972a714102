import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import type { WorkspaceSummary } from '../../src/domain/workspace-api';
import { loadConfig } from '../../src/server/config/index';
import { eventStreamReader } from '../support/event-stream-reader';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { Visitor, uniqueEmail } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { sampleJourneyState } from './support/sample-data';

const PER_USER = 3;
const PER_PROCESS = 5;

interface OpenStream {
  status: number;
  retryAfter: string | null;
  body: unknown;
  events: ReturnType<typeof eventStreamReader> | undefined;
  close(): void;
}

describe.each(testDatabaseKinds())('journey event streams are capped on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let owner: Visitor;
  let colleague: Visitor;
  let third: Visitor;
  let colleagueId: string;
  let team: WorkspaceSummary;
  let journey: Journey;
  let secondJourney: Journey;
  const opened: OpenStream[] = [];

  const visitor = () => new Visitor(server.url, server.origin);

  /** One stream as the browser opens it; a 200 waits for the server's hello. */
  async function openStream(who: Visitor, journeyId: string): Promise<OpenStream> {
    const controller = new AbortController();
    const response = await fetch(`${server.url}/api/journeys/${journeyId}/events?step=define/problem`, {
      headers: { Cookie: who.cookie, Accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const stream: OpenStream = {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: undefined,
      events: undefined,
      close: () => controller.abort(),
    };
    if (response.status === 200) {
      stream.events = eventStreamReader(response.body!);
      await stream.events.next('hello');
      opened.push(stream);
    } else {
      stream.body = await response.json();
    }
    return stream;
  }

  /** The server notices a closed stream when the socket goes: ask until a stream is taken again. */
  async function openOnceFreed(who: Visitor, journeyId: string): Promise<OpenStream> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const stream = await openStream(who, journeyId);
      if (stream.status === 200) return stream;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The closed stream’s place was never freed');
  }

  async function invite(member: Visitor, email: string) {
    const invitation = await owner.request('POST', `/api/workspaces/${team.id}/invitations`, { json: { email, role: 'editor' } });
    const token = (invitation.json as { link: string }).link.split('/invitations/')[1];
    expect((await member.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
  }

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database, { LIVE_STREAMS_PER_USER: String(PER_USER), LIVE_STREAMS_PER_PROCESS: String(PER_PROCESS) });
    [owner, colleague, third] = [visitor(), visitor(), visitor()];
    await owner.signUp(uniqueEmail('owner'));
    const colleagueEmail = uniqueEmail('colleague');
    colleagueId = (await colleague.signUp(colleagueEmail)).id;
    const thirdEmail = uniqueEmail('third');
    await third.signUp(thirdEmail);
    team = ((await owner.request('POST', '/api/workspaces', { json: { name: 'Payments squad' } })).json as { workspace: WorkspaceSummary }).workspace;
    await invite(colleague, colleagueEmail);
    await invite(third, thirdEmail);
    const createJourney = async () =>
      ((await owner.request('POST', '/api/journeys', { json: { state: sampleJourneyState(), workspaceId: team.id } })).json as { journey: Journey }).journey;
    journey = await createJourney();
    secondJourney = await createJourney();
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await server?.close();
    await database?.drop();
  });

  it('has defaults that let one person keep many tabs open', () => {
    const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40) });
    expect(config.liveStreams.perUser).toBeGreaterThanOrEqual(20);
    expect(config.liveStreams.perProcess).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a person’s stream past their cap with 429, Retry-After and a message that says why, on any journey', async () => {
    const mine: OpenStream[] = [];
    for (let index = 0; index < PER_USER; index += 1) mine.push(await openStream(owner, index === 0 ? secondJourney.id : journey.id));
    expect(mine.map((stream) => stream.status)).toEqual(Array(PER_USER).fill(200));

    for (const journeyId of [journey.id, secondJourney.id]) {
      const refused = await openStream(owner, journeyId);
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body).toEqual({ error: { code: 'TOO_MANY_STREAMS', message: expect.stringContaining(`${PER_USER} live connections`) } });
    }
    // The cap is per person: a colleague on the same journey is still let in.
    const colleagues = await openStream(colleague, journey.id);
    expect(colleagues.status).toBe(200);

    // A tab closed frees its place.
    mine[1]!.close();
    const again = await openOnceFreed(owner, journey.id);
    expect(again.status).toBe(200);
    expect((await openStream(owner, journey.id)).status).toBe(429);
  });

  it('refuses any stream past the process’s cap, and frees the places of streams the server closed', async () => {
    // The owner holds 3 and the colleague 1: one place is left in the process.
    expect((await openStream(colleague, journey.id)).status).toBe(200);
    const refused = await openStream(third, journey.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body).toEqual({ error: { code: 'TOO_MANY_STREAMS', message: expect.stringContaining('as many live connections') } });
    const raw = await fetch(`${server.url}/api/journeys/${journey.id}/events`, { headers: { Cookie: third.cookie, Accept: 'text/event-stream' } });
    expectErrorAnswer(
      { status: raw.status, headers: { 'content-type': raw.headers.get('content-type') ?? undefined }, text: await raw.clone().text(), json: await raw.json() },
      429,
      'TOO_MANY_STREAMS',
    );

    // Removing the colleague ends both of their streams from the server's side; their places are free
    // again. Each stream ends on its own turn, so each place is waited for.
    expect((await owner.request('DELETE', `/api/workspaces/${team.id}/members/${colleagueId}`)).status).toBe(204);
    expect((await openOnceFreed(third, journey.id)).status).toBe(200);
    expect((await openOnceFreed(third, journey.id)).status).toBe(200);
    expect((await openStream(third, journey.id)).status).toBe(429);
  });
});
