import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import { type TestDatabase, createSqliteTestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { PASSWORD, Visitor, uniqueEmail } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { sampleJourneyState, samplePng } from './support/sample-data';

type Attempt = { method: string; path: string; json?: unknown; body?: Buffer };

/** Every route that needs a signed-in user, each with a body it would otherwise take. */
async function protectedRoutes(journeyId: string, userId: string): Promise<Attempt[]> {
  return [
    { method: 'GET', path: '/api/journeys' },
    { method: 'POST', path: '/api/journeys', json: { state: sampleJourneyState() } },
    { method: 'GET', path: `/api/journeys/${journeyId}` },
    { method: 'PUT', path: `/api/journeys/${journeyId}`, json: { state: sampleJourneyState(), version: 1 } },
    { method: 'PATCH', path: `/api/journeys/${journeyId}`, json: { name: 'Renamed' } },
    { method: 'DELETE', path: `/api/journeys/${journeyId}` },
    { method: 'GET', path: '/api/ai/status' },
    {
      method: 'POST',
      path: '/api/ai/ideas',
      json: { problemStatement: 'Slow card settlement', domain: 'retail_banking', personaIds: ['c1'] },
    },
    { method: 'POST', path: '/api/ai/chat', json: { message: 'Hello' } },
    { method: 'GET', path: '/api/ai/chat/threads' },
    { method: 'GET', path: '/api/ai/chat/threads/any' },
    { method: 'DELETE', path: '/api/ai/chat/threads/any' },
    { method: 'PATCH', path: '/api/account/profile', json: { fullName: 'Ana Silva', username: '' } },
    { method: 'PUT', path: '/api/account/avatar', body: await samplePng() },
    { method: 'DELETE', path: '/api/account/avatar' },
    { method: 'GET', path: `/api/account/avatar/${userId}` },
    { method: 'GET', path: '/api/account/sessions' },
    { method: 'POST', path: '/api/account/sessions/revoke-others', json: {} },
    { method: 'DELETE', path: '/api/account/sessions/any' },
    { method: 'GET', path: '/api/account/delete-confirmation' },
    { method: 'POST', path: '/api/account/delete', json: { confirmation: PASSWORD } },
    {
      method: 'POST',
      path: '/api/auth/change-password',
      json: {
        currentPassword: PASSWORD,
        newPassword: 'a-new-passphrase-7',
        confirmPassword: 'a-new-passphrase-7',
      },
    },
  ];
}

async function expectDeadCookie(visitor: Visitor, routes: Attempt[]): Promise<void> {
  for (const { method, path, json, body } of routes) {
    const answer = await visitor.request(method, path, {
      ...(json !== undefined ? { json } : {}),
      ...(body ? { body, headers: { 'Content-Type': 'image/png' } } : {}),
    });
    expectErrorAnswer(answer, 401);
  }
  expect((await visitor.request('GET', '/api/auth/get-session')).json).toBeNull();
}

describe.each(testDatabaseKinds())('sessions and sign-in on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database, { AUTH_RATE_LIMIT_MAX: '3' });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('locks sign-in after a few wrong passwords with 429 and Retry-After, for that address and that account', async () => {
    const { email } = await new Visitor(server.url, server.origin, '127.0.0.4').signUp();
    const { email: otherEmail } = await new Visitor(server.url, server.origin, '127.0.0.4').signUp();
    const attacker = new Visitor(server.url, server.origin, '127.0.0.2');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await attacker.signIn(email, `guess-number-${attempt}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attacker.signIn(email);
    expectErrorAnswer(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Behind no proxy, a forged X-Forwarded-For does not buy a fresh budget.
    const forged = await attacker.request('POST', '/api/auth/sign-in/email', {
      json: { email: otherEmail, password: PASSWORD },
      headers: { 'X-Forwarded-For': '203.0.113.7' },
    });
    expectErrorAnswer(forged, 429, 'RATE_LIMITED');
    expect(Number(forged.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new Visitor(server.url, server.origin, '127.0.0.3').signIn(otherEmail)).status).toBe(200);
    // A fresh address does not buy a fresh budget at the same account either.
    expectErrorAnswer(await new Visitor(server.url, server.origin, '127.0.0.5').signIn(email), 429, 'RATE_LIMITED');
  });

  it('counts sign-in by e-mail and by username against one budget per account', async () => {
    const username = `target_${Date.now().toString(36)}`;
    const email = uniqueEmail();
    const owner = new Visitor(server.url, server.origin, '127.0.0.6');
    const signUp = await owner.request('POST', '/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: '', username },
    });
    expect(signUp.status).toBe(200);
    const guesses = [
      { path: '/api/auth/sign-in/email', json: { email, password: 'guess-one-here' } },
      { path: '/api/auth/sign-in/username', json: { username: username.toUpperCase(), password: 'guess-two-here' } },
      { path: '/api/auth/sign-in/email', json: { email: email.toUpperCase(), password: 'guess-three-here' } },
      { path: '/api/auth/sign-in/username', json: { username, password: PASSWORD } },
    ];
    const statuses: number[] = [];
    for (const [index, guess] of guesses.entries()) {
      const visitor = new Visitor(server.url, server.origin, `127.0.1.${index + 1}`);
      statuses.push((await visitor.request('POST', guess.path, { json: guess.json })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('kills a session at sign-out: its cookie answers 401 on every protected route', async () => {
    const user = new Visitor(server.url, server.origin, '127.0.0.5');
    const { id } = await user.signUp(uniqueEmail('signout'));
    const journey = (
      (await user.request('POST', '/api/journeys', { json: { state: sampleJourneyState() } })).json as {
        journey: Journey;
      }
    ).journey;
    const cookie = user.cookie;
    expect((await user.request('POST', '/api/auth/sign-out', { json: {} })).status).toBe(200);
    user.cookie = cookie;
    await expectDeadCookie(user, await protectedRoutes(journey.id, id));
  });

  it('kills a session revoked from another device on its very next request', async () => {
    const laptop = new Visitor(server.url, server.origin, '127.0.0.6');
    const phone = new Visitor(server.url, server.origin, '127.0.0.6');
    const { id, email } = await laptop.signUp(uniqueEmail('revoke'));
    expect((await phone.signIn(email)).status).toBe(200);
    expect((await phone.request('GET', '/api/journeys')).status).toBe(200);
    expect((await laptop.request('POST', '/api/account/sessions/revoke-others', { json: {} })).json).toEqual({
      revoked: 1,
    });
    await expectDeadCookie(phone, await protectedRoutes('any', id));
  });
});

/** The session cookie's attributes, by name. */
function sessionCookieAttributes(setCookie: string[] | undefined): { name: string; attributes: string[] } {
  const cookie = setCookie?.find((line) => line.includes('session_token=')) ?? '';
  const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim());
  return {
    name: pair.split('=')[0] ?? '',
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

describe.each([
  { appUrl: 'http://localhost:3000', secure: false },
  { appUrl: 'https://studio.bank.example', secure: true },
])('the session cookie under $appUrl', ({ appUrl, secure }) => {
  let database: TestDatabase;
  let server: LiveServer;

  beforeAll(async () => {
    database = await createSqliteTestDatabase();
    server = await startLiveServer(database, { APP_URL: appUrl });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it(`is HttpOnly, SameSite=Lax, Path=/${secure ? ' and Secure' : ', and not Secure'} on sign-up and sign-in`, async () => {
    const visitor = new Visitor(server.url, server.origin);
    const email = uniqueEmail('cookie');
    const signUp = await visitor.request('POST', '/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: '' },
    });
    const signIn = await visitor.signIn(email);
    for (const answer of [signUp, signIn]) {
      const { name, attributes } = sessionCookieAttributes(answer.headers['set-cookie']);
      expect(name).toBe(secure ? '__Secure-better-auth.session_token' : 'better-auth.session_token');
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      expect(attributes.includes('secure')).toBe(secure);
    }
    expect(signIn.headers['strict-transport-security'] !== undefined).toBe(secure);
    expect((await visitor.request('GET', '/api/journeys')).status).toBe(200);
  });
});
