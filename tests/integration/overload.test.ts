import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState } from '../support/remote-journeys';
import { type ServerProcess, databaseUrlOf, spawnServer, waitUntilHealthy } from '../support/server-process';
import { createSqliteTestDatabase, type TestDatabase } from '../support/test-databases';

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { error?: { code: string; message: string } } | null;
}

function answerOf(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let text = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (text += chunk));
    response.on('end', () => {
      const retryAfter = response.headers['retry-after'];
      resolve({ status: response.statusCode ?? 0, retryAfter, body: text ? (JSON.parse(text) as Answer['body']) : null });
    });
    response.on('error', reject);
  });
}

/**
 * A save whose body arrives slowly, as from a person on a poor connection: the server is busy with
 * it (reading its body) until `finish()` sends the rest. Its answer comes once the server has it all.
 */
interface SlowSave {
  answer: Promise<Answer>;
  finish(): void;
}

function slowSave(client: RemoteClient, journey: Journey): SlowSave {
  const body = JSON.stringify({ state: journeyState('Card disputes take weeks; saved over a slow connection.'), version: journey.version });
  const url = new URL(`/api/journeys/${journey.id}`, client.origin);
  let outgoing: ClientRequest;
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing = request(url, {
      method: 'PUT',
      headers: { ...client.headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    outgoing.on('response', (response) => resolve(answerOf(response)));
    outgoing.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  outgoing!.write(body.slice(0, half));
  return { answer, finish: () => outgoing.end(body.slice(half)) };
}

/** A plain request on its own connection; `arrived` lists paths in the order their answers came. */
async function send(client: RemoteClient, method: string, path: string, json?: unknown, arrived?: string[]): Promise<Answer> {
  const response = await fetch(`${client.origin}${path}`, {
    method,
    headers: { ...client.headers, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  arrived?.push(`${method} ${path}`);
  const text = await response.text();
  return { status: response.status, retryAfter: response.headers.get('retry-after') ?? undefined, body: text ? JSON.parse(text) : null };
}

interface HealthBody {
  status: string;
  load: { shedding: boolean; active: number; waiting: number; refused: number };
}

async function health(client: RemoteClient): Promise<{ status: number; body: HealthBody }> {
  const response = await fetch(`${client.origin}/api/health`);
  return { status: response.status, body: (await response.json()) as HealthBody };
}

/** Asks health until the server says `ready` of its load: nothing here waits a fixed time. */
async function untilLoad(client: RemoteClient, ready: (load: HealthBody['load']) => boolean): Promise<HealthBody['load']> {
  for (;;) {
    const { body } = await health(client);
    if (ready(body.load)) return body.load;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const expectOverloaded = (answer: Answer) => {
  expect(answer.status).toBe(503);
  expect(answer.body?.error?.code).toBe('OVERLOADED');
  expect(answer.body?.error?.message).toMatch(/busy/);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
};

/** A start on a machine shared with other test suites can take many seconds. */
const STARTUP_TIMEOUT_MS = 60_000;
const TEST_TIMEOUT_MS = 90_000;

describe('a server past what it can serve', () => {
  let database: TestDatabase | undefined;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    await server?.kill();
    await database?.drop();
  });

  async function start(overload: Record<string, string>) {
    database = await createSqliteTestDatabase();
    server = await spawnServer({ DATABASE_URL: databaseUrlOf(database.target), ...overload });
    await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
    const client = new RemoteClient(server.origin);
    await client.signUp(`overload-${Date.now()}@bank.example`);
    return client;
  }

  it('refuses the flood beyond its bound at once with 503 and Retry-After, serves every request it took, and says so on health', async () => {
    const client = await start({ OVERLOAD_MAX_ACTIVE: '2', OVERLOAD_MAX_WAITING: '3', OVERLOAD_MAX_WAIT_MS: '60000' });
    const journeys = [];
    for (let index = 0; index < 9; index += 1) journeys.push(await createJourney(client, journeyState(`Journey ${index}`)));

    // Nine slow saves at once against room for five (two served, three waiting).
    const saves = journeys.map((journey) => slowSave(client, journey));
    // The four refusals come while every accepted save is still arriving (none can be answered yet).
    const refusals = await new Promise<Answer[]>((resolve) => {
      const answered: Answer[] = [];
      for (const save of saves) void save.answer.then((answer) => answered.push(answer) === 4 && resolve(answered));
    });
    for (const answer of refusals) expectOverloaded(answer);

    const during = await health(client);
    expect(during.status).toBe(200);
    expect(during.body.status).toBe('degraded');
    expect(during.body.load).toMatchObject({ shedding: true, active: 2, waiting: 3, refused: 4 });

    for (const save of saves) save.finish();
    const statuses = (await Promise.all(saves.map((save) => save.answer))).map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 503)).toHaveLength(4);
  }, TEST_TIMEOUT_MS);

  it('refuses a request that waited longer than its limit, and serves the ones it was busy with', async () => {
    const client = await start({ OVERLOAD_MAX_ACTIVE: '1', OVERLOAD_MAX_WAITING: '10', OVERLOAD_MAX_WAIT_MS: '200' });
    const journey = await createJourney(client, journeyState('Card disputes take weeks.'));
    const held = slowSave(client, journey);
    await untilLoad(client, (load) => load.active === 1);

    // The queue has room; the list is refused because its turn did not come in time.
    expectOverloaded(await send(client, 'GET', '/api/journeys'));

    held.finish();
    expect((await held.answer).status).toBe(200);
    expect((await send(client, 'GET', '/api/journeys')).status).toBe(200);
  }, TEST_TIMEOUT_MS);

  it('serves a save before the reads that waited longer, making room for it in a full queue', async () => {
    const client = await start({ OVERLOAD_MAX_ACTIVE: '1', OVERLOAD_MAX_WAITING: '3', OVERLOAD_MAX_WAIT_MS: '60000' });
    const [first, second] = [await createJourney(client, journeyState('First')), await createJourney(client, journeyState('Second'))];
    const held = slowSave(client, first);
    await untilLoad(client, (load) => load.active === 1);

    const arrived: string[] = [];
    const reads = [];
    for (let index = 0; index < 3; index += 1) {
      reads.push(send(client, 'GET', `/api/journeys?read=${index}`, undefined, arrived));
      await untilLoad(client, (load) => load.waiting === index + 1);
    }
    const save = send(client, 'PUT', `/api/journeys/${second.id}`, { state: journeyState('Second, saved'), version: second.version }, arrived);
    // The queue was full: the read that came last gave its place to the save.
    expectOverloaded(await reads[2]!);

    held.finish();
    expect((await held.answer).status).toBe(200);
    expect((await save).status).toBe(200);
    expect((await reads[0]!).status).toBe(200);
    expect((await reads[1]!).status).toBe(200);
    expect(arrived).toEqual([
      'GET /api/journeys?read=2',
      `PUT /api/journeys/${second.id}`,
      'GET /api/journeys?read=0',
      'GET /api/journeys?read=1',
    ]);
  }, TEST_TIMEOUT_MS);
});
