import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_JIRA } from '../support/fake-jira';
import { type TestApp, createTestApp } from '../support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver';
import { type Member, createTeam, signedUpMember } from '../support/workspace-helpers';
import { startRedirectingPeer } from './support/redirecting-peer';

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };

/** An owner's Jira site is an address the server calls with a token: the webhooks' rules hold for it too. */
describe.each(testDatabaseKinds())('Jira sites the operator did not allow are never called, on $name', ({ create }) => {
  let database: TestDatabase;
  /** An internal service the server must never be made to call. */
  let internal: WebhookReceiver;
  let strict: TestApp;
  let owner: Member;
  let teamId: string;
  const port = () => new URL(internal.origin).port;

  beforeAll(async () => {
    database = await create();
    internal = await startWebhookReceiver();
    // The operator even lists the private addresses; without JIRA_ALLOW_PRIVATE_ADDRESSES they stay refused.
    strict = await createTestApp(database, {
      JIRA_ALLOWED_SITES: [`http://127.0.0.1:${port()}`, `http://localhost:${port()}`, `http://[::1]:${port()}`, 'http://169.254.169.254', 'http://10.0.0.5', 'https://*.atlassian.net'].join(','),
    });
    owner = await signedUpMember(strict, 'Olive Owner');
    teamId = (await createTeam(owner, 'Treasury squad')).id;
  });
  afterAll(async () => {
    await strict?.close();
    await internal?.close();
    await database?.drop();
  });

  const connect = (app: Member, workspaceId: string, siteUrl: string) =>
    app.client.request<ErrorAnswer>('PUT', `/api/workspaces/${workspaceId}/jira`, { flavour: 'data-center', siteUrl, projectKey: 'INNO', apiToken: FAKE_JIRA.personalAccessToken });

  it('refuses a site the operator did not list, and look-alikes of listed ones', async () => {
    for (const url of ['https://jira.example.com', 'https://yourbank.atlassian.net.evil.example', 'https://atlassian.net', 'http://yourbank.atlassian.net', 'file:///etc/passwd', 'javascript:alert(1)']) {
      const answer = await connect(owner, teamId, url);
      expect([400, 422], url).toContain(answer.status);
      expect(answer.body.error.fields?.siteUrl, url).toBeDefined();
    }
    expect((await connect(owner, teamId, 'https://jira.example.com')).body.error.code).toBe('JIRA_SITE_NOT_ALLOWED');
    expect(internal.calls).toEqual([]);
  });

  it('refuses loopback, link-local and private addresses even when listed, and names that resolve to them', async () => {
    for (const url of [`http://127.0.0.1:${port()}`, `http://localhost:${port()}/jira`, `http://[::1]:${port()}`, 'http://169.254.169.254/latest', 'http://10.0.0.5']) {
      const answer = await connect(owner, teamId, url);
      expect(answer.status, url).toBe(422);
      expect(answer.body.error.code, url).toBe('JIRA_PRIVATE_ADDRESS');
    }
    expect(internal.calls).toEqual([]);
  });

  it('does not follow a redirect from an allowed site, and saves nothing', async () => {
    const redirecting = await startRedirectingPeer(internal.origin);
    const lenient = await createTestApp(database, { JIRA_ALLOWED_SITES: redirecting.origin, JIRA_ALLOW_PRIVATE_ADDRESSES: 'true' });
    try {
      const lenientOwner = await signedUpMember(lenient, 'Rita Redirect');
      const team = (await createTeam(lenientOwner, 'Redirect squad')).id;
      const answer = await connect(lenientOwner, team, `${redirecting.origin}/jira`);
      expect(answer.status).toBe(502);
      expect(answer.body.error.message).toMatch(/redirect.*not followed/);
      expect(redirecting.calls).toEqual(['GET /jira/rest/api/2/project/INNO']);
      expect(internal.calls).toEqual([]);
      expect((await lenientOwner.client.request<{ connection: unknown }>('GET', `/api/workspaces/${team}/jira`)).body.connection).toBeNull();
    } finally {
      await lenient.close();
      await redirecting.close();
    }
  });
});
