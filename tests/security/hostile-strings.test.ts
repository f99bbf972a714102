import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneySummary } from '../../src/domain/journey-api';
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { parseEventStream } from '../support/sse';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { HOSTILE_ROUNDS, hostileJourneyState, textDifferences } from './support/hostile-journey';
import { HOSTILE_STRINGS, UNSTORABLE_STRINGS, packInto } from './support/hostile-strings';
import { Visitor } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { SCRIPT_PAYLOADS, SQL_FRAGMENTS } from './support/script-payloads';

type JourneyBody = { journey: Journey };
type ThreadBody = { messages: Array<{ role: string; content: string }> };

describe.each(testDatabaseKinds())('hostile strings on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let user: Visitor;

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database);
    user = new Visitor(server.url, server.origin);
    await user.signUp();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const readJourney = async (id: string) =>
    (await user.request('GET', `/api/journeys/${id}`)).json as JourneyBody;

  it(`keeps all ${HOSTILE_STRINGS.length} hostile strings byte for byte in every text field of a journey and its dashboard row`, async () => {
    const created = await user.request('POST', '/api/journeys', { json: { state: hostileJourneyState(0) } });
    expect(created.status, created.text.slice(0, 300)).toBe(201);
    const { id } = (created.json as JourneyBody).journey;
    let { version } = (created.json as JourneyBody).journey;
    for (let round = 0; round < HOSTILE_ROUNDS; round += 1) {
      const state = hostileJourneyState(round);
      if (round > 0) {
        const saved = await user.request('PUT', `/api/journeys/${id}`, { json: { state, version } });
        expect(saved.status, saved.text.slice(0, 300)).toBe(200);
        version = (saved.json as JourneyBody).journey.version;
      }
      const { journey } = await readJourney(id);
      expect(textDifferences(state, journey.state)).toEqual([]);
      expect(journey.name).toBe(state.journeyName.trim());
      const list = (await user.request('GET', '/api/journeys')).json as { journeys: JourneySummary[] };
      const row = list.journeys.find((summary) => summary.id === id);
      expect(row).toMatchObject({ name: state.journeyName.trim(), problemStatement: state.problemStatement });
    }
  });

  it('renames a journey to script and SQL payloads and reads each back unchanged, on the dashboard too', async () => {
    const created = await user.request('POST', '/api/journeys', {
      json: { state: createInitialJourneyState() },
    });
    const { id } = (created.json as JourneyBody).journey;
    for (const name of [...SCRIPT_PAYLOADS, ...SQL_FRAGMENTS]) {
      const renamed = await user.request('PATCH', `/api/journeys/${id}`, { json: { name } });
      expect(renamed.status, renamed.text.slice(0, 300)).toBe(200);
      const { journey } = await readJourney(id);
      expect([journey.name, journey.state.journeyName]).toEqual([name, name]);
    }
    const list = (await user.request('GET', '/api/journeys')).json as { journeys: JourneySummary[] };
    expect(list.journeys.find((summary) => summary.id === id)?.name).toBe(SQL_FRAGMENTS.at(-1));
  });

  it('keeps hostile chat messages intact in the thread and answers each of them', async () => {
    const messages = packInto(
      HOSTILE_STRINGS.filter((text) => text.trim() !== ''),
      4000,
    ).map((text) => text.trim());
    let threadId: string | undefined;
    for (const message of messages) {
      const answer = await user.request('POST', '/api/ai/chat', {
        json: { message, ...(threadId ? { threadId } : {}) },
      });
      expect(answer.status, answer.text.slice(0, 300)).toBe(200);
      const events = parseEventStream(answer.text);
      expect(events.map((event) => event.event)).not.toContain('error');
      expect(events.at(-1)?.event).toBe('done');
      threadId ??= (events[0]?.data as { threadId: string }).threadId;
    }
    const thread = (await user.request('GET', `/api/ai/chat/threads/${threadId}`)).json as ThreadBody;
    const questions = thread.messages
      .filter((message) => message.role === 'user')
      .map((message) => message.content);
    expect(questions).toEqual(messages);
    const threads = (await user.request('GET', '/api/ai/chat/threads')).json as {
      threads: Array<{ id: string }>;
    };
    expect(threads.threads.map((listed) => listed.id)).toContain(threadId);
  });

  it('saves a hostile full name and username as sent, or refuses them with a clear 400, never a 500', async () => {
    const outcomes = { saved: 0, refused: 0 };
    // Two strings a request: one as the full name, the next as the username.
    for (let index = 0; index < HOSTILE_STRINGS.length; index += 2) {
      const fullName = HOSTILE_STRINGS[index] ?? '';
      const username = HOSTILE_STRINGS[index + 1] ?? '';
      const answer = await user.request('PATCH', '/api/account/profile', { json: { fullName, username } });
      if (answer.status === 200) {
        const saved = (answer.json as { user: { name: string; displayUsername: string | null } }).user;
        expect([saved.name, saved.displayUsername]).toEqual([fullName.trim(), username.trim() || null]);
        outcomes.saved += 1;
      } else {
        expectErrorAnswer(answer, 400, 'VALIDATION_FAILED');
        const fields = Object.keys((answer.json as { error: { fields: object } }).error.fields);
        expect(fields.length).toBeGreaterThan(0);
        expect(['fullName', 'username']).toEqual(expect.arrayContaining(fields));
        outcomes.refused += 1;
      }
    }
    expect(outcomes.saved).toBeGreaterThan(10);
    expect(outcomes.refused).toBeGreaterThan(10);
  });

  it('refuses NUL and lone surrogates with a clear 400 on every text route and keeps what was stored', async () => {
    const created = await user.request('POST', '/api/journeys', { json: { state: hostileJourneyState(0) } });
    const before = (created.json as JourneyBody).journey;
    const listJourneys = async () =>
      (await user.request('GET', '/api/journeys')).json as { journeys: unknown[] };
    const journeysBefore = await listJourneys();
    for (const text of UNSTORABLE_STRINGS) {
      const state = { ...before.state, problemStatement: text };
      const refusals = [
        await user.request('POST', '/api/journeys', { json: { state } }),
        await user.request('PUT', `/api/journeys/${before.id}`, { json: { state, version: before.version } }),
        await user.request('PATCH', `/api/journeys/${before.id}`, { json: { name: text } }),
        await user.request('POST', '/api/ai/chat', { json: { message: text } }),
        await user.request('PATCH', '/api/account/profile', { json: { fullName: text, username: '' } }),
        await new Visitor(server.url, server.origin).request('POST', '/api/auth/sign-up/email', {
          json: {
            email: `unstorable-${Date.now()}@bank.example`,
            password: 'correct-horse-battery-staple',
            name: text,
          },
        }),
      ];
      for (const refusal of refusals) expectErrorAnswer(refusal, 400, 'VALIDATION_FAILED');
    }
    expect((await readJourney(before.id)).journey).toEqual(before);
    expect(await listJourneys()).toEqual(journeysBefore);
  });
});
