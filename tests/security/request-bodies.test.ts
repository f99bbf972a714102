import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../src/domain/avatar-image';
import type { Journey } from '../../src/domain/journey-api';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { PASSWORD, Visitor } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { sampleJourneyState } from './support/sample-data';

const BODY_LIMIT_BYTES = 16 * 1024;
/** A refused body may be left unread and its connection closed: never reuse it for the next request. */
const OVERSIZED_HEADERS = { 'Content-Type': 'application/json', Connection: 'close' };

interface JsonRoute {
  method: string;
  path: string;
  /** A body the route takes, so only the thing under test is wrong. */
  valid: unknown;
  /** Right JSON, wrong types. */
  wrongTypes: unknown;
}

describe.each(testDatabaseKinds())('malformed and oversized bodies on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let user: Visitor;
  let routes: JsonRoute[];

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database, { BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES) });
    user = new Visitor(server.url, server.origin);
    const { email } = await user.signUp();
    const created = await user.request('POST', '/api/journeys', { json: { state: sampleJourneyState() } });
    const { id, version } = (created.json as { journey: Journey }).journey;
    const state = sampleJourneyState();
    const newPassword = 'another-long-passphrase';
    routes = [
      { method: 'POST', path: '/api/journeys', valid: { state }, wrongTypes: { state: 'a journey' } },
      {
        method: 'PUT',
        path: `/api/journeys/${id}`,
        valid: { state, version },
        wrongTypes: { state, version: 'one' },
      },
      { method: 'PATCH', path: `/api/journeys/${id}`, valid: { name: 'Renamed' }, wrongTypes: { name: 42 } },
      {
        method: 'POST',
        path: `/api/journeys/${id}/changes`,
        valid: { batchId: 'request-bodies-1', baseVersion: version, actions: [{ type: 'setJourneyName', journeyName: 'Renamed' }] },
        wrongTypes: { batchId: 5, baseVersion: 'one', actions: { type: 'setJourneyName' } },
      },
      { method: 'POST', path: `/api/journeys/${id}/restore`, valid: { version: 1 }, wrongTypes: { version: '1' } },
      { method: 'POST', path: `/api/journeys/${id}/comments`, valid: { target: 'page:real', body: 'A comment' }, wrongTypes: { target: 1, body: [] } },
      { method: 'POST', path: `/api/journeys/${id}/facilitation/start`, valid: { step: 'ideate/ideas' }, wrongTypes: { step: ['ideate/ideas'] } },
      { method: 'POST', path: `/api/journeys/${id}/facilitation/timer`, valid: { action: 'pause' }, wrongTypes: { action: 'start', minutes: '5' } },
      {
        method: 'PUT',
        path: `/api/journeys/${id}/facilitation/blind-marks`,
        valid: { roundId: 'round-1', scores: {}, votes: [], finished: true },
        wrongTypes: { roundId: 'round-1', scores: { a: { appeal: 'high', fit: 2 } }, votes: 'a', finished: 'yes' },
      },
      {
        method: 'POST',
        path: `/api/journeys/${id}/presence`,
        valid: { connectionId: '00000000-0000-4000-8000-000000000000', step: 'ideate/ideas' },
        wrongTypes: { connectionId: 7, step: {} },
      },
      {
        method: 'POST',
        path: '/api/ai/ideas',
        valid: { problemStatement: state.problemStatement, domain: 'retail_banking', personaIds: ['c1'] },
        wrongTypes: { problemStatement: ['x'], domain: 7, personaIds: 'c1' },
      },
      {
        method: 'POST',
        path: '/api/ai/chat',
        valid: { message: 'Hello' },
        wrongTypes: { message: { text: 'Hello' } },
      },
      {
        method: 'PATCH',
        path: '/api/account/profile',
        valid: { fullName: 'Ana Silva', username: '' },
        wrongTypes: { fullName: null, username: 3 },
      },
      {
        method: 'POST',
        path: '/api/account/delete',
        valid: { confirmation: 'not me' },
        wrongTypes: { confirmation: true },
      },
      {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        valid: { email: 'new@bank.example', password: PASSWORD, name: '' },
        wrongTypes: { email: 5, password: [], name: {} },
      },
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        valid: { email, password: 'wrong-password' },
        wrongTypes: { email: 5, password: [] },
      },
      {
        method: 'POST',
        path: '/api/auth/sign-in/username',
        valid: { username: 'nobody', password: PASSWORD },
        wrongTypes: { username: 5, password: null },
      },
      {
        method: 'POST',
        path: '/api/auth/change-password',
        valid: { currentPassword: 'wrong', newPassword, confirmPassword: newPassword },
        wrongTypes: { currentPassword: 5, newPassword: [] },
      },
      {
        method: 'POST',
        path: '/api/auth/request-password-reset',
        valid: { email: 'nobody@bank.example' },
        wrongTypes: { email: ['a'] },
      },
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        valid: { token: 'nope', newPassword },
        wrongTypes: { token: 5, newPassword: {} },
      },
    ];
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const withBody = (route: JsonRoute, body: string, type = 'application/json') =>
    user.request(route.method, route.path, { body, headers: { 'Content-Type': type } });

  it('answers broken JSON, JSON of the wrong shape and wrong types with a clear 400 on every JSON route', async () => {
    for (const route of routes) {
      for (const body of ['{"state":', 'not json at all', JSON.stringify(route.wrongTypes), '[]', 'null']) {
        expectErrorAnswer(await withBody(route, body), 400);
      }
    }
  });

  it('answers JSON nested thousands deep with a clear 400 on every JSON route, sign-up included', async () => {
    // Both well under this server's 16 KB body limit.
    const deepObject = '{"a":'.repeat(2500) + '1' + '}'.repeat(2500);
    const deepArray = '['.repeat(7000) + ']'.repeat(7000);
    for (const route of routes) {
      for (const body of [deepObject, deepArray]) {
        expectErrorAnswer(await withBody(route, body), 400, 'JSON_TOO_DEEP');
      }
    }
    expect((await user.request('GET', '/api/auth/get-session')).status).toBe(200);
  });

  it('answers invalid UTF-8 inside JSON with a clear 400 on every JSON route, never storing U+FFFD', async () => {
    for (const route of routes) {
      const valid = JSON.stringify(route.valid);
      const broken = Buffer.concat([Buffer.from(valid.slice(0, -1) + ',"x":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
      const answer = await user.request(route.method, route.path, {
        body: broken,
        headers: { 'Content-Type': 'application/json' },
      });
      expectErrorAnswer(answer, 400, 'VALIDATION_FAILED');
    }
    const [journey] = ((await user.request('GET', '/api/journeys')).json as { journeys: Journey[] }).journeys;
    const renamed = Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]);
    const rename = await user.request('PATCH', `/api/journeys/${journey!.id}`, {
      body: renamed,
      headers: { 'Content-Type': 'application/json' },
    });
    expectErrorAnswer(rename, 400, 'VALIDATION_FAILED');
    const after = (await user.request('GET', `/api/journeys/${journey!.id}`)).json as { journey: Journey };
    expect(after.journey.name).toBe(journey!.name);
  });

  it('answers a body that is not JSON by its Content-Type with 415 on every JSON route', async () => {
    for (const route of routes) {
      for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
        expectErrorAnswer(await withBody(route, JSON.stringify(route.valid), type), 415);
      }
    }
  });

  it('answers a body over the limit with 413 on every route; a streamed one gets a 413 or a cut connection', async () => {
    const oversized = JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES * 2) });
    const bodyless = [
      { method: 'DELETE', path: '/api/ai/chat/threads/any' },
      { method: 'POST', path: '/api/account/sessions/revoke-others' },
    ];
    for (const route of [...routes, ...bodyless]) {
      const sized = await user.request(route.method, route.path, {
        body: oversized,
        headers: OVERSIZED_HEADERS,
      });
      expectErrorAnswer(sized, 413, 'PAYLOAD_TOO_LARGE');
      // Without a Content-Length the limit is found mid-stream: the server may stop reading and close.
      const streamed = await user
        .request(route.method, route.path, { body: oversized, chunked: true, headers: OVERSIZED_HEADERS })
        .catch((error: Error) => error);
      if (streamed instanceof Error) expect(streamed.message).toMatch(/socket hang up|ECONNRESET|EPIPE/);
      else expectErrorAnswer(streamed, 413, 'PAYLOAD_TOO_LARGE');
    }
    expect((await user.request('GET', '/api/auth/get-session')).status).toBe(200);
    const journeys = (await user.request('GET', '/api/journeys')).json as { journeys: unknown[] };
    expect(journeys.journeys).toHaveLength(1);
  });

  it('answers an avatar over 1 MB with 413, and bytes that are no image with a clear 4xx', async () => {
    const upload = (body: Buffer, type = 'image/png') =>
      user.request('PUT', '/api/account/avatar', {
        body,
        headers: { ...OVERSIZED_HEADERS, 'Content-Type': type },
      });
    expectErrorAnswer(await upload(Buffer.alloc(AVATAR_MAX_BYTES + 1024, 1)), 413, 'AVATAR_TOO_LARGE');
    expectErrorAnswer(
      await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml'),
      415,
      'UNSUPPORTED_IMAGE',
    );
    expectErrorAnswer(await upload(Buffer.alloc(0)), 400, 'EMPTY_FILE');
  });
});
