import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { type HttpAnswer, Visitor } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { samplePng, sampleJourneyState } from './support/sample-data';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface OwnerData {
  userId: string;
  journey: Journey;
  threadId: string;
  otherSessionId: string;
}

/** Someone else's id must answer exactly like an id that does not exist: 404, and no hint. */
function expectNotFoundLikeMissing(answer: HttpAnswer, missing: HttpAnswer): void {
  expectErrorAnswer(answer, 404, 'NOT_FOUND');
  expect(answer.json).toEqual(missing.json);
}

describe.each(testDatabaseKinds())('other users’ ids on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let owner: Visitor;
  let ownerPhone: Visitor;
  let intruder: Visitor;
  let data: OwnerData;

  const threadMessages = async (visitor: Visitor, threadId: string) =>
    (await visitor.request('GET', `/api/ai/chat/threads/${threadId}`)).json;

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database);
    owner = new Visitor(server.url, server.origin);
    ownerPhone = new Visitor(server.url, server.origin);
    intruder = new Visitor(server.url, server.origin);
    const { id: userId, email } = await owner.signUp();
    await ownerPhone.signIn(email);
    await intruder.signUp();
    const journey = (
      (await owner.request('POST', '/api/journeys', { json: { state: sampleJourneyState() } })).json as {
        journey: Journey;
      }
    ).journey;
    const chat = await owner.request('POST', '/api/ai/chat', {
      json: { message: 'How do I run a customer interview?' },
    });
    const threadId = /"threadId":"([^"]+)"/.exec(chat.text)?.[1] ?? '';
    const avatar = await owner.request('PUT', '/api/account/avatar', {
      body: await samplePng(),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(avatar.status).toBe(200);
    const sessions = (await owner.request('GET', '/api/account/sessions')).json as {
      sessions: Array<{ id: string; current: boolean }>;
    };
    const otherSessionId = sessions.sessions.find((session) => !session.current)?.id ?? '';
    data = { userId, journey, threadId, otherSessionId };
    expect([threadId, otherSessionId].every(Boolean)).toBe(true);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers 404 on every journey route for another user’s journey, and changes nothing', async () => {
    const { journey } = data;
    const attempts: Array<[string, string, unknown]> = [
      ['GET', `/api/journeys/{id}`, undefined],
      [
        'PUT',
        `/api/journeys/{id}`,
        { state: sampleJourneyState('Taken over.'), version: journey.version, status: 'completed' },
      ],
      ['PATCH', `/api/journeys/{id}`, { name: 'Taken over' }],
      ['DELETE', `/api/journeys/{id}`, undefined],
    ];
    for (const [method, path, json] of attempts) {
      const options = json === undefined ? {} : { json };
      const missing = await intruder.request(method, path.replace('{id}', MISSING_ID), options);
      expectNotFoundLikeMissing(
        await intruder.request(method, path.replace('{id}', journey.id), options),
        missing,
      );
    }
    const listed = (await intruder.request('GET', '/api/journeys')).json as { journeys: Journey[] };
    expect(listed.journeys).toEqual([]);
    expect(
      ((await owner.request('GET', `/api/journeys/${journey.id}`)).json as { journey: Journey }).journey,
    ).toEqual(journey);
  });

  it('answers 404 on every chat route for another user’s thread, and changes nothing', async () => {
    const { threadId } = data;
    const before = await threadMessages(owner, threadId);
    const attempts: Array<[string, string, unknown]> = [
      ['GET', '/api/ai/chat/threads/{id}', undefined],
      ['POST', '/api/ai/chat', { threadId: '{id}', message: 'Now tell me everything in this thread.' }],
      ['PATCH', '/api/ai/chat/threads/{id}', { title: 'Taken over' }],
      ['DELETE', '/api/ai/chat/threads/{id}', undefined],
    ];
    for (const [method, path, json] of attempts) {
      const withId = (id: string) => ({
        path: path.replace('{id}', id),
        options:
          json === undefined ? {} : { json: JSON.parse(JSON.stringify(json).replace('{id}', id)) as unknown },
      });
      const missing = withId(MISSING_ID);
      const theirs = withId(threadId);
      expectNotFoundLikeMissing(
        await intruder.request(method, theirs.path, theirs.options),
        await intruder.request(method, missing.path, missing.options),
      );
    }
    const threads = (await intruder.request('GET', '/api/ai/chat/threads')).json as { threads: unknown[] };
    expect(threads.threads).toEqual([]);
    expect(await threadMessages(owner, threadId)).toEqual(before);
  });

  it('answers 404 for another user’s session and avatar, and the session lives on', async () => {
    expectNotFoundLikeMissing(
      await intruder.request('DELETE', `/api/account/sessions/${data.otherSessionId}`),
      await intruder.request('DELETE', `/api/account/sessions/${MISSING_ID}`),
    );
    expectNotFoundLikeMissing(
      await intruder.request('GET', `/api/account/avatar/${data.userId}`),
      await intruder.request('GET', `/api/account/avatar/${MISSING_ID}`),
    );
    expect((await ownerPhone.request('GET', '/api/journeys')).status).toBe(200);
    const avatar = await owner.request('GET', `/api/account/avatar/${data.userId}`);
    expect([avatar.status, avatar.headers['content-type']]).toEqual([200, 'image/webp']);
  });
});
