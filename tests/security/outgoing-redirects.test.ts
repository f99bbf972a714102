import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import type { WorkspaceSummary } from '../../src/domain/workspace-api';
import { aiSettingsInput } from '../support/governance-helpers';
import { eventStreamReader } from '../support/event-stream-reader';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { expectErrorAnswer } from './support/error-answers';
import { Visitor, uniqueEmail } from './support/http-visitor';
import { type LiveServer, startLiveServer } from './support/live-server';
import { sampleJourneyState } from './support/sample-data';

interface LocalPeer {
  origin: string;
  /** Every request the peer received, as "METHOD /path". */
  calls: string[];
  close(): Promise<void>;
}

/** A plain HTTP server on 127.0.0.1 that records each request and answers as `respond` says. */
async function startPeer(respond: (path: string, answer: (status: number, headers: Record<string, string>, body?: string) => void) => void): Promise<LocalPeer> {
  const calls: string[] = [];
  const server: Server = createServer((request, response) => {
    calls.push(`${request.method} ${request.url}`);
    request.resume();
    respond(request.url ?? '/', (status, headers, body) => response.writeHead(status, headers).end(body ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const REDIRECT_STATUSES = [301, 302, 303, 307, 308];

describe.each(testDatabaseKinds())('no redirect is followed out of an approved endpoint, on $name', ({ create }) => {
  let database: TestDatabase;
  let server: LiveServer;
  /** An internal service the server must never be made to call. */
  let internal: LocalPeer;
  /** An approved endpoint that answers every request with a redirect to the internal service. */
  let redirecting: LocalPeer;
  let owner: Visitor;
  let member: Visitor;
  let team: WorkspaceSummary;
  let journey: Journey;
  let nextStatus = 0;

  beforeAll(async () => {
    internal = await startPeer((_path, answer) => answer(200, { 'Content-Type': 'application/json' }, '{"internal":"secret"}'));
    redirecting = await startPeer((path, answer) => {
      const status = REDIRECT_STATUSES[nextStatus % REDIRECT_STATUSES.length]!;
      answer(status, { Location: `${internal.origin}${path}` });
    });
    database = await create();
    server = await startLiveServer(database, {
      // The operator approves the redirecting endpoint (and trusts it as an identity provider); never the internal one.
      AI_ALLOWED_ENDPOINTS: `${redirecting.origin}/v1`,
      SSO_TRUSTED_IDP_ORIGINS: redirecting.origin,
      // The deployment's own engine redirects too, for personal workspaces.
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${redirecting.origin}/deployment/v1`,
      AI_MODEL: 'deployment-model',
    });
    owner = new Visitor(server.url, server.origin);
    member = new Visitor(server.url, server.origin);
    await owner.signUp(uniqueEmail('owner'));
    const memberEmail = uniqueEmail('member');
    await member.signUp(memberEmail);
    team = ((await owner.request('POST', '/api/workspaces', { json: { name: 'Treasury squad' } })).json as { workspace: WorkspaceSummary }).workspace;
    const invitation = await owner.request('POST', `/api/workspaces/${team.id}/invitations`, { json: { email: memberEmail, role: 'editor' } });
    const token = (invitation.json as { link: string }).link.split('/invitations/')[1];
    expect((await member.request('POST', `/api/invitations/${token}/accept`)).status).toBe(200);
    journey = ((await owner.request('POST', '/api/journeys', { json: { state: sampleJourneyState(), workspaceId: team.id } })).json as { journey: Journey }).journey;
    const saved = await owner.request('PUT', `/api/workspaces/${team.id}/ai-settings`, {
      json: aiSettingsInput({ engine: { provider: 'openai-compatible', baseUrl: `${redirecting.origin}/v1`, model: 'team-model' }, apiKey: 'sk-team-key' }),
    });
    expect(saved.status, saved.text).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await redirecting?.close();
    await internal?.close();
  });

  async function chat(who: Visitor, body: Record<string, unknown>) {
    const response = await fetch(`${server.url}/api/ai/chat`, {
      method: 'POST',
      headers: { Cookie: who.cookie, Origin: server.origin, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return eventStreamReader(response.body!).next<{ code: string; message: string }>('error', () => true, 15_000);
  }

  it('tells a member whose team chat met a redirect what happened, and never calls the address it points to', async () => {
    for (const [index] of REDIRECT_STATUSES.entries()) {
      nextStatus = index;
      const error = await chat(member, { message: 'What is the biggest risk of our idea?', journeyId: journey.id });
      expect(error.code).toBe('AI_ENDPOINT_REDIRECT');
      expect(error.message).toMatch(/redirect.*does not follow/);
    }
    expect(redirecting.calls.length).toBeGreaterThanOrEqual(REDIRECT_STATUSES.length);
    expect(redirecting.calls.every((call) => call.startsWith('POST /v1/'))).toBe(true);
    expect(internal.calls).toEqual([]);
  });

  it('answers every other AI feature with 502 AI_ENDPOINT_REDIRECT, and the internal address is never called', async () => {
    const requests: Array<[string, unknown]> = [
      ['/api/ai/ideas', { journeyId: journey.id, personaIds: ['c1'], domain: 'retail_banking', subdomain: 'cards_payments', problemStatement: 'Card disputes take weeks.', ideasPerPersona: 1 }],
      ['/api/ai/score-suggestions', { journeyId: journey.id, domain: 'retail_banking', problemStatement: 'Card disputes take weeks.', ideas: [{ id: 'idea-1', title: 'Instant dispute chat', description: 'Resolve disputes in the app.', type: 'Product' }] }],
    ];
    for (const [path, json] of requests) {
      nextStatus += 1;
      const answer = await member.request('POST', path, { json });
      expectErrorAnswer(answer, 502, 'AI_ENDPOINT_REDIRECT');
      expect((answer.json as { error: { message: string } }).error.message).toContain('final address');
    }
    expect(internal.calls).toEqual([]);
  });

  it('does not follow a redirect of the deployment’s engine or of an Anthropic endpoint either', async () => {
    const personal = await chat(member, { message: 'A question of my own.' });
    expect(personal.code).toBe('AI_ENDPOINT_REDIRECT');
    expect(redirecting.calls.some((call) => call.startsWith('POST /deployment/v1/'))).toBe(true);

    const saved = await owner.request('PUT', `/api/workspaces/${team.id}/ai-settings`, {
      json: aiSettingsInput({ engine: { provider: 'anthropic', baseUrl: `${redirecting.origin}/v1`, model: 'claude-team' }, apiKey: 'sk-ant-team' }),
    });
    expect(saved.status, saved.text).toBe(200);
    const anthropic = await chat(member, { message: 'And through Anthropic?', journeyId: journey.id });
    expect(anthropic.code).toBe('AI_ENDPOINT_REDIRECT');
    expect(redirecting.calls.some((call) => call.startsWith('POST /v1/messages'))).toBe(true);
    expect(internal.calls).toEqual([]);
  });

  it('refuses an identity provider whose OpenID configuration redirects, with a message that says so', async () => {
    const before = redirecting.calls.length;
    const answer = await owner.request('PUT', `/api/workspaces/${team.id}/sso`, {
      json: { issuer: `${redirecting.origin}/realms/bank`, clientId: 'studio', clientSecret: 'studio-secret', defaultRole: 'viewer', passwordSignIn: 'allowed' },
    });
    expectErrorAnswer(answer, 422, 'SSO_DISCOVERY_FAILED');
    expect((answer.json as { error: { message: string } }).error.message).toMatch(/redirect/i);
    expect(redirecting.calls.slice(before)).toEqual(['GET /realms/bank/.well-known/openid-configuration']);
    expect(internal.calls).toEqual([]);
  });
});
