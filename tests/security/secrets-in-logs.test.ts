import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOpenAiServer,
  failure,
  lastUserText,
  startFakeOpenAiServer,
  streamed,
} from '../support/fake-openai-server';
import { type ServerProcess, databaseUrlOf, startServer } from '../support/server-process';
import { type SmtpInbox, resetLinkIn, startSmtpInbox } from '../support/smtp-inbox';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { hasStackTrace } from './support/error-answers';
import { type HttpAnswer, Visitor, uniqueEmail } from './support/http-visitor';
import { sampleJourneyState } from './support/sample-data';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver';
import { FAKE_JIRA, type FakeJira, startFakeJira } from '../support/fake-jira';

const AUTH_SECRET = 'known-auth-secret-3f9a61c2-that-must-never-leak-0123456789';
const AI_API_KEY = 'sk-known-model-key-7d41e0b9-must-never-leak';
const FIRST_PASSWORD = 'first-known-passphrase-5c2e';
const SECOND_PASSWORD = 'second-known-passphrase-8b1d';
const QUERY_SECRET = 'query-secret-9e7a';
const WORKSPACE_AI_KEY = 'sk-workspace-key-2b7e91-must-never-leak';

/** The cookie's value, its token part, and both URL-decoded: any of them would let a session be used. */
function sessionSecrets(cookie: string): string[] {
  const value = cookie.slice(cookie.indexOf('=') + 1);
  const decoded = decodeURIComponent(value);
  return [value, decoded, value.split('.')[0] ?? value].filter((secret) => secret.length >= 16);
}

describe.each(testDatabaseKinds())('secrets and stack traces on $name', ({ create }) => {
  let database: TestDatabase;
  let model: FakeOpenAiServer;
  let inbox: SmtpInbox;
  let server: ServerProcess;
  let receiver: WebhookReceiver;
  let jira: FakeJira;
  const answers: HttpAnswer[] = [];
  const jiraBasic = Buffer.from(`${FAKE_JIRA.email}:${FAKE_JIRA.apiToken}`).toString('base64');
  const secrets = [AUTH_SECRET, AI_API_KEY, FIRST_PASSWORD, SECOND_PASSWORD, QUERY_SECRET, WORKSPACE_AI_KEY, FAKE_JIRA.apiToken, jiraBasic, FAKE_JIRA.personalAccessToken];

  beforeAll(async () => {
    database = await create();
    model = await startFakeOpenAiServer((request) =>
      lastUserText(request).includes('fail') ? failure(500) : streamed(['Start ', 'small.']),
    );
    inbox = await startSmtpInbox();
    receiver = await startWebhookReceiver();
    jira = await startFakeJira();
    server = await startServer({
      JIRA_ALLOWED_SITES: new URL(jira.siteUrl).origin,
      JIRA_ALLOW_PRIVATE_ADDRESSES: 'true',
      WEBHOOK_ALLOWED_ENDPOINTS: receiver.origin,
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      DATABASE_URL: databaseUrlOf(database.target),
      AUTH_SECRET,
      LOG_LEVEL: 'debug',
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: model.baseUrl,
      AI_MODEL: 'fake-model',
      AI_API_KEY,
      SMTP_URL: inbox.url,
      AI_ALLOWED_ENDPOINTS: model.baseUrl,
    });
  });
  afterAll(async () => {
    await server?.kill();
    await model?.close();
    await inbox?.close();
    await receiver?.close();
    await jira?.close();
    await database?.drop();
  });

  /** Keeps every answer, and counts every session cookie the server hands out as a secret. */
  async function act(
    visitor: Visitor,
    method: string,
    path: string,
    options: Parameters<Visitor['request']>[2] = {},
  ) {
    const answer = await visitor.request(method, path, options);
    answers.push(answer);
    if (answer.headers['set-cookie']) secrets.push(...sessionSecrets(visitor.cookie));
    return answer;
  }

  it('never writes a password, session token, reset token, AUTH_SECRET or API key to the log or an answer', async () => {
    const user = new Visitor(server.origin.replace('localhost', '127.0.0.1'), server.origin);
    const email = uniqueEmail('secrets');
    await act(user, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: FIRST_PASSWORD, name: 'Secret Keeper' },
    });
    await act(user, 'POST', '/api/auth/sign-up/email', {
      json: { email, password: FIRST_PASSWORD, name: 'Again' },
    });
    await act(user, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: `${FIRST_PASSWORD}-wrong` },
    });
    await act(user, 'POST', '/api/auth/sign-in/email', { json: { email, password: FIRST_PASSWORD } });
    await act(user, 'GET', '/api/auth/get-session');
    await act(user, 'POST', '/api/auth/change-password', {
      json: {
        currentPassword: FIRST_PASSWORD,
        newPassword: SECOND_PASSWORD,
        confirmPassword: SECOND_PASSWORD,
      },
    });
    await act(user, 'POST', '/api/auth/request-password-reset', { json: { email } });
    const resetToken = resetLinkIn(await inbox.waitFor(email)).searchParams.get('token') ?? '';
    secrets.push(resetToken);
    await act(user, 'GET', `/api/health?token=${QUERY_SECRET}&password=${SECOND_PASSWORD}`);
    await act(user, 'POST', '/api/journeys', {
      body: '{"state":',
      headers: { 'Content-Type': 'application/json' },
    });
    await act(user, 'GET', '/api/journeys/no-such-journey');
    await act(user, 'GET', '/api/no-such-route');
    await act(user, 'POST', '/api/ai/chat', { json: { message: 'How do I start small?' } });
    await act(user, 'POST', '/api/ai/chat', { json: { message: 'Please fail now' } });
    await act(user, 'POST', '/api/ai/ideas', {
      json: {
        problemStatement: 'Please fail: card disputes take weeks',
        domain: 'retail_banking',
        personaIds: ['c1'],
      },
    });
    // A workspace's own engine key: given once, then used for the workspace's calls, good and failing.
    const team = await act(user, 'POST', '/api/workspaces', { json: { name: 'Key Keepers' } });
    const teamId = (team.json as { workspace: { id: string } }).workspace.id;
    const settings = (apiKey?: string) => ({
      engine: { provider: 'openai-compatible', baseUrl: model.baseUrl, model: 'team-model' },
      ...(apiKey ? { apiKey } : {}),
      features: { ideas: true, scoring: true, 'rww-drafts': true, chat: true },
      budget: { unit: 'tokens', perUserMonthly: null, perWorkspaceMonthly: null },
      recordPrompts: true,
    });
    await act(user, 'PUT', `/api/workspaces/${teamId}/ai-settings`, { json: settings(WORKSPACE_AI_KEY) });
    await act(user, 'PUT', `/api/workspaces/${teamId}/ai-settings`, { json: settings() });
    await act(user, 'GET', `/api/workspaces/${teamId}/ai-settings`);
    await act(user, 'POST', '/api/ai/chat', { json: { message: 'How do we start small?', workspaceId: teamId } });
    await act(user, 'POST', '/api/ai/chat', { json: { message: 'Please fail now', workspaceId: teamId } });
    // A webhook's signing secret is shown in the one answer that creates it, and nowhere after; a Slack channel's address never.
    const createdHook = await user.request('POST', `/api/workspaces/${teamId}/webhooks`, { json: { kind: 'webhook', url: `${receiver.origin}/hooks`, events: ['journey.created'] } });
    const { webhook, signingSecret } = createdHook.json as { webhook: { id: string }; signingSecret: string };
    secrets.push(signingSecret, signingSecret.slice('whsec_'.length));
    const slackToken = 'slack-token-5b1e77c0a9d2';
    secrets.push(slackToken);
    const slack = await act(user, 'POST', `/api/workspaces/${teamId}/webhooks`, { json: { kind: 'slack', url: `${receiver.origin}/services/${slackToken}`, events: ['journey.created'] } });
    const slackId = (slack.json as { webhook: { id: string } }).webhook.id;
    receiver.answers.push(500);
    await act(user, 'POST', `/api/workspaces/${teamId}/webhooks/${slackId}/test`);
    await act(user, 'POST', `/api/workspaces/${teamId}/webhooks/${webhook.id}/test`);
    await act(user, 'POST', `/api/workspaces/${teamId}/webhooks/${webhook.id}/rotate-secret`).then((answer) => {
      const rotated = (answer.json as { signingSecret: string }).signingSecret;
      answers.pop();
      secrets.push(rotated, rotated.slice('whsec_'.length));
    });
    await act(user, 'GET', `/api/workspaces/${teamId}/webhooks`);
    await act(user, 'GET', `/api/workspaces/${teamId}/webhooks/${slackId}/deliveries`);
    await act(user, 'POST', '/api/journeys', { json: { state: sampleJourneyState(), workspaceId: teamId } });
    // Jira: a token given once, refused once, then used to send a finished journey, and never shown again.
    const jiraSettings = `/api/workspaces/${teamId}/jira`;
    const cloud = { flavour: 'cloud', siteUrl: jira.siteUrl, projectKey: 'INNO', email: FAKE_JIRA.email };
    await act(user, 'PUT', jiraSettings, { json: { ...cloud, apiToken: `${FAKE_JIRA.apiToken}-wrong` } });
    await act(user, 'PUT', jiraSettings, { json: { flavour: 'data-center', siteUrl: jira.siteUrl, projectKey: 'INNO', apiToken: FAKE_JIRA.personalAccessToken } });
    expect((await act(user, 'PUT', jiraSettings, { json: { ...cloud, apiToken: FAKE_JIRA.apiToken } })).status).toBe(200);
    await act(user, 'GET', jiraSettings);
    await act(user, 'POST', `${jiraSettings}/check`);
    const finished = await act(user, 'POST', '/api/journeys', {
      json: { state: { ...sampleJourneyState(), selectedIdea: { id: 'i1', title: 'Instant refunds', description: 'Refund at once.', votes: 0, type: 'Product', personaSource: 'c1' } }, workspaceId: teamId },
    });
    const finishedId = (finished.json as { journey: { id: string } }).journey.id;
    await act(user, 'PATCH', `/api/journeys/${finishedId}`, { json: { status: 'completed' } });
    jira.failNext.push(undefined, 500);
    await act(user, 'POST', `/api/journeys/${finishedId}/jira`);
    expect((await act(user, 'POST', `/api/journeys/${finishedId}/jira`)).status).toBe(200);
    await act(user, 'GET', `/api/journeys/${finishedId}/jira`);
    await act(user, 'GET', `/api/workspaces/${teamId}/audit`);
    await act(user, 'GET', `/api/workspaces/${teamId}/audit/export?format=jsonl`);
    await act(user, 'GET', '/api/account/export');
    // An API token: its creation's answer is the one place it may appear, so that answer is not kept.
    const created = await user.request('POST', '/api/account/tokens', { json: { name: 'Secret scanner', scopes: ['journeys:read'] } });
    const apiToken = (created.json as { secret: string }).secret;
    secrets.push(apiToken);
    const integration = new Visitor(server.origin.replace('localhost', '127.0.0.1'), server.origin);
    expect((await act(integration, 'GET', '/api/journeys', { headers: { Authorization: `Bearer ${apiToken}` } })).status).toBe(200);
    await act(integration, 'PUT', '/api/journeys/no-such-journey', { json: {}, headers: { Authorization: `Bearer ${apiToken}` } });
    expect((await act(integration, 'GET', '/api/account/tokens', { headers: { Authorization: `Bearer ${apiToken}` } })).status).toBe(403);
    await act(integration, 'GET', '/api/journeys', { headers: { Authorization: `Bearer ${apiToken.slice(0, -2)}xx` } });
    await act(user, 'GET', '/api/account/tokens');
    await act(user, 'GET', `/api/workspaces/${teamId}/audit/export?format=jsonl`);
    const forged = new Visitor(server.origin.replace('localhost', '127.0.0.1'), server.origin);
    forged.cookie = `${user.cookie.split('=')[0]}=forged-token.forged-signature`;
    await act(forged, 'GET', '/api/journeys');
    await act(user, 'POST', '/api/auth/sign-out', { json: {} });

    // The worker of the server process sends the two journeys' events to both endpoints within its next rounds.
    await expect.poll(() => receiver.calls.filter((call) => call.body.includes('journey.created') || call.body.includes('Journey created')).length, { timeout: 15_000 }).toBe(4);
    expect(receiver.calls.some((call) => call.path === `/services/${slackToken}`)).toBe(true);
    expect(model.requests.map((request) => request.authorization)).toContain(`Bearer ${AI_API_KEY}`);
    expect(model.requests.map((request) => request.authorization)).toContain(`Bearer ${WORKSPACE_AI_KEY}`);
    expect(jira.calls.map((call) => call.authorization)).toContain(`Basic ${jiraBasic}`);
    expect(jira.issues.size).toBeGreaterThan(1);
    server.child.kill('SIGTERM');
    await server.exited;
    const log = server.output();
    expect(log).toContain('/api/auth/sign-in/email');
    expect(log).toContain('AI engine call failed');
    for (const secret of new Set(secrets)) {
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
      for (const answer of answers) {
        const { 'set-cookie': _ownCookie, ...headers } = answer.headers;
        expect(`${answer.text}${JSON.stringify(headers)}`.includes(secret), `an answer holds ${secret}`).toBe(
          false,
        );
      }
    }
    for (const answer of answers) expect(hasStackTrace(answer.text), answer.text.slice(0, 300)).toBe(false);
  });
});
