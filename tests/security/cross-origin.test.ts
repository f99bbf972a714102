import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { PASSWORD, Visitor, send } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { sampleJourneyState, samplePng } from './support/sample-data';

/** No Origin, the opaque 'null' origin, another site, a look-alike host, and our host on another port. */
const UNTRUSTED_ORIGINS = [
  undefined,
  'null',
  'https://evil.example',
  'http://localhost:3000.evil.example',
  'http://localhost:3001',
];

type Attempt = { method: string; path: string; json?: unknown; body?: Buffer; type?: string };

describe.each(testDatabaseKinds())('cross-origin requests on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  let owner: Visitor;
  let ownerPhone: Visitor;
  let email: string;
  let journey: Journey;
  let attempts: Attempt[];

  beforeAll(async () => {
    database = await create();
    server = await startLiveServer(database);
    owner = new Visitor(server.url, server.origin);
    ownerPhone = new Visitor(server.url, server.origin);
    ({ email } = await owner.signUp());
    await ownerPhone.signIn(email);
    journey = (
      (await owner.request('POST', '/api/journeys', { json: { state: sampleJourneyState() } })).json as {
        journey: Journey;
      }
    ).journey;
    const sessions = (await owner.request('GET', '/api/account/sessions')).json as {
      sessions: Array<{ id: string; current: boolean }>;
    };
    const phoneSession = sessions.sessions.find((session) => !session.current)?.id ?? '';
    const newPassword = 'a-brand-new-passphrase-9';
    attempts = [
      { method: 'POST', path: '/api/journeys', json: { state: sampleJourneyState() } },
      {
        method: 'PUT',
        path: `/api/journeys/${journey.id}`,
        json: { state: sampleJourneyState('Hijacked.'), version: journey.version },
      },
      // A text/plain "simple" request: a browser sends it cross-site without a preflight.
      {
        method: 'PATCH',
        path: `/api/journeys/${journey.id}`,
        body: Buffer.from('{"name":"Hijacked"}'),
        type: 'text/plain',
      },
      { method: 'DELETE', path: `/api/journeys/${journey.id}` },
      { method: 'POST', path: '/api/ai/chat', json: { message: 'Hello from another site' } },
      { method: 'POST', path: '/api/ai/ideas', json: { problemStatement: 'x'.repeat(20) } },
      { method: 'PATCH', path: '/api/account/profile', json: { fullName: 'Hijacked', username: '' } },
      { method: 'PUT', path: '/api/account/avatar', body: await samplePng(), type: 'image/png' },
      { method: 'DELETE', path: '/api/account/avatar' },
      { method: 'DELETE', path: `/api/account/sessions/${phoneSession}` },
      { method: 'POST', path: '/api/account/sessions/revoke-others', json: {} },
      { method: 'POST', path: '/api/account/delete', json: { confirmation: PASSWORD } },
      {
        method: 'POST',
        path: '/api/auth/change-password',
        json: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
      },
      { method: 'POST', path: '/api/auth/sign-out', json: {} },
      { method: 'POST', path: '/api/auth/sign-in/email', json: { email, password: PASSWORD } },
      {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        json: { email: `csrf-${Date.now()}@bank.example`, password: PASSWORD, name: '' },
      },
      { method: 'POST', path: '/api/auth/request-password-reset', json: { email } },
      { method: 'POST', path: '/api/auth/reset-password', json: { token: 'x', newPassword } },
      { method: 'POST', path: '/api/auth/sign-in/sso', json: { email } },
      // Only SAML's assertion consumer itself takes posts from another site (its own test shows
      // it); its neighbours, which better-auth's own origin check lets through, get ours.
      { method: 'POST', path: '/api/auth/sso/saml2/sp/slo/deployment', body: Buffer.from('SAMLRequest=x'), type: 'application/x-www-form-urlencoded' },
      { method: 'POST', path: '/api/auth/sso/saml2/sp/acs/deployment/x', body: Buffer.from('SAMLResponse=x'), type: 'application/x-www-form-urlencoded' },
      { method: 'POST', path: '/api/auth/sso/saml2/sp/acs', body: Buffer.from('SAMLResponse=x'), type: 'application/x-www-form-urlencoded' },
      { method: 'PUT', path: '/api/auth/sso/saml2/sp/acs/deployment', body: Buffer.from('SAMLResponse=x'), type: 'application/x-www-form-urlencoded' },
    ];
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const attempt = ({ method, path, json, body, type }: Attempt, headers: Record<string, string>) =>
    send(`${server.url}${path}`, method, {
      ...(json !== undefined ? { json } : {}),
      ...(body ? { body } : {}),
      headers: { Cookie: owner.cookie, ...(type ? { 'Content-Type': type } : {}), ...headers },
    });

  it('refuses every state-changing request with the session cookie but no trusted Origin, and nothing changes', async () => {
    for (const origin of UNTRUSTED_ORIGINS) {
      for (const request of attempts) {
        const answer = await attempt(request, origin ? { Origin: origin } : {});
        expectErrorAnswer(answer, 403, 'FORBIDDEN_ORIGIN');
      }
    }
    const read = await owner.request('GET', `/api/journeys/${journey.id}`);
    expect((read.json as { journey: Journey }).journey).toEqual(journey);
    const list = (await owner.request('GET', '/api/journeys')).json as { journeys: Journey[] };
    expect(list.journeys.map((listed) => listed.id)).toEqual([journey.id]);
    const threads = (await owner.request('GET', '/api/ai/chat/threads')).json as { threads: unknown[] };
    expect(threads.threads).toEqual([]);
    expect((await owner.request('GET', '/api/auth/get-session')).json).toMatchObject({
      user: { name: 'Attack Test' },
    });
    expect((await ownerPhone.request('GET', '/api/journeys')).status).toBe(200);
    expect((await new Visitor(server.url, server.origin).signIn(email)).status).toBe(200);
  });

  it('refuses a browser’s cross-site request that says so only in Sec-Fetch-Site', async () => {
    const answer = await attempt(attempts[0]!, { 'Sec-Fetch-Site': 'cross-site' });
    expectErrorAnswer(answer, 403, 'FORBIDDEN_ORIGIN');
  });

  it('lets our own pages through: the trusted Origin, or Sec-Fetch-Site same-origin without one; reads need neither', async () => {
    const withOrigin = await attempt(attempts[0]!, { Origin: server.origin });
    expect(withOrigin.status).toBe(201);
    const sameOrigin = await attempt(attempts[0]!, { 'Sec-Fetch-Site': 'same-origin' });
    expect(sameOrigin.status).toBe(201);
    const read = await send(`${server.url}/api/journeys`, 'GET', { headers: { Cookie: owner.cookie } });
    expect(read.status).toBe(200);
  });
});

describe('loopback names for the same local server', () => {
  let database: TestDatabase;
  afterAll(async () => database?.drop());

  async function serverIn(nodeEnv: 'development' | 'production'): Promise<LiveServer> {
    database ??= await testDatabaseKinds()[0]!.create();
    return startLiveServer(database, { NODE_ENV: nodeEnv, APP_URL: 'http://localhost:3000' });
  }

  it('outside production, signs in and saves from 127.0.0.1 and [::1] on the port of APP_URL (localhost)', async () => {
    const server = await serverIn('development');
    try {
      const { email } = await new Visitor(server.url, server.origin).signUp();
      for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000']) {
        const visitor = new Visitor(server.url, origin);
        expect((await visitor.signIn(email)).status, origin).toBe(200);
        const saved = await visitor.request('POST', '/api/journeys', { json: { state: sampleJourneyState() } });
        expect(saved.status, origin).toBe(201);
      }
      for (const origin of ['http://127.0.0.1:3001', 'http://127.0.0.2:3000', 'https://localhost:3000']) {
        expectErrorAnswer(await new Visitor(server.url, origin).signIn(email), 403, 'FORBIDDEN_ORIGIN');
      }
    } finally {
      await server.close();
    }
  });

  it('in production, trusts APP_URL alone: another loopback name is refused', async () => {
    const server = await serverIn('production');
    try {
      const { email } = await new Visitor(server.url, server.origin).signUp();
      expectErrorAnswer(await new Visitor(server.url, 'http://127.0.0.1:3000').signIn(email), 403, 'FORBIDDEN_ORIGIN');
      expect((await new Visitor(server.url, server.origin).signIn(email)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
