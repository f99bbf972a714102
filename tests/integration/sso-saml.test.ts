import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_CALLBACK_ERRORS, ssoCallbackErrorMessage } from '../../src/domain/sso-api';
import type { WorkspaceSummary } from '../../src/domain/workspace-api';
import { type TestSamlIdentityProvider, startSamlIdentityProvider } from '../support/saml-identity-provider';
import { type SsoApp, startSsoApp } from '../support/sso-app';
import { SsoBrowser } from '../support/sso-browser';
import { workspaceWithSamlSso } from '../support/sso-workspace';
import { type TestDnsServer, startDnsServer } from '../support/test-dns-server';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const DOMAIN = 'saml-bank.example';
const PASSWORD = 'quiet-harbour-lantern-5';

type Session = { user: { id: string; email: string; name: string } } | null;

describe.each(testDatabaseKinds())('single sign-on with SAML 2.0 on $name', ({ create }) => {
  let database: TestDatabase;
  let dns: TestDnsServer;
  let idp: TestSamlIdentityProvider;
  let app: SsoApp;
  let workspaceId: string;

  const session = async (browser: SsoBrowser) => (await browser.api('GET', '/api/auth/get-session')).body as Session;
  const workspacesOf = async (browser: SsoBrowser) =>
    ((await browser.api('GET', '/api/workspaces')).body as { workspaces: WorkspaceSummary[] }).workspaces;
  const usersWithEmail = async (email: string) =>
    app.testApp.database.db.selectFrom('user').select('id').where('email', '=', email).execute();

  /** A sign-in the identity provider answers with a spoiled response: the app must refuse it, and make nobody. */
  async function expectRefused(mode: 'wrong-key' | 'expired' | 'wrong-audience', email: string) {
    idp.tamperResponses(mode);
    try {
      const browser = new SsoBrowser(app.origin);
      const landed = await browser.signInWithSso(email);
      expect(browser.samlPosts).toHaveLength(1);
      expect(landed.pathname).toBe('/auth');
      expect(ssoCallbackErrorMessage(landed.searchParams.get('error') ?? '')).toBe(SSO_CALLBACK_ERRORS.invalid_saml_response);
      expect(await session(browser)).toBeNull();
      expect(await usersWithEmail(email)).toEqual([]);
      const refused = await app.testApp.database.db
        .selectFrom('audit_entries')
        .select('details')
        .where('workspace_id', '=', workspaceId)
        .where('action', '=', 'auth.sso_sign_in_failed')
        .orderBy('seq', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(refused.details)).toMatchObject({ protocol: 'saml', error: landed.searchParams.get('error') });
    } finally {
      idp.tamperResponses('none');
    }
  }

  beforeAll(async () => {
    database = await create();
    dns = await startDnsServer();
    idp = await startSamlIdentityProvider();
    app = await startSsoApp(database, { SSO_TRUSTED_IDP_ORIGINS: idp.origin, SSO_DNS_SERVERS: dns.address });
    ({ workspaceId } = await workspaceWithSamlSso(app, idp, dns, { domain: DOMAIN, defaultRole: 'viewer' }));
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
    await dns?.close();
    await database?.drop();
  });

  it('creates an account at the first sign-in, in the mapped workspace with the default role, then signs the same account in', async () => {
    const ana = new SsoBrowser(app.origin);
    const landed = await ana.signInWithSso(`ana@${DOMAIN}`);
    expect(landed.pathname).toBe('/dashboard');
    // The app asked the provider to answer at its assertion consumer, as its service provider.
    const asked = idp.requests.at(-1)!;
    expect(asked.assertionConsumerServiceURL).toBe(`${app.origin}/api/auth/sso/saml2/sp/acs/workspace-${workspaceId}`);
    expect(asked.issuer).toBe(`${app.origin}/api/auth/sso/saml2/sp/metadata?providerId=workspace-${workspaceId}`);
    const first = await session(ana);
    expect(first?.user).toMatchObject({ email: `ana@${DOMAIN}`, name: 'ana Tester' });
    expect(await workspacesOf(ana)).toEqual(expect.arrayContaining([expect.objectContaining({ id: workspaceId, kind: 'team', role: 'viewer' })]));

    const again = new SsoBrowser(app.origin);
    // SAML carries one place to return to: known accounts land on the dashboard too.
    expect((await again.signInWithSso(`ana@${DOMAIN}`)).pathname).toBe('/dashboard');
    expect((await session(again))?.user.id).toBe(first?.user.id);
    expect(await usersWithEmail(`ana@${DOMAIN}`)).toHaveLength(1);
  });

  it('refuses a response signed with a key other than the one whose certificate the owner saved', async () => {
    await expectRefused('wrong-key', `mallory@${DOMAIN}`);
  });

  it('refuses an expired assertion', async () => {
    await expectRefused('expired', `late@${DOMAIN}`);
  });

  it('refuses an assertion issued for another service provider', async () => {
    await expectRefused('wrong-audience', `aud@${DOMAIN}`);
  });

  it('refuses a response posted a second time: from the same browser, with the cookies first sent, or from another browser', async () => {
    const ben = new SsoBrowser(app.origin);
    await ben.signInWithSso(`ben@${DOMAIN}`);
    const user = (await session(ben))!.user;
    const sessionsBefore = await app.testApp.database.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    const used = ben.samlPosts.at(-1)!;

    // The browser's tie to its sign-in went with the first post.
    const again = await ben.replaySamlPost(used);
    expect(again.pathname).toBe('/auth');
    expect(again.searchParams.get('error')).toBe('invalid_state');
    // Sent with every cookie as the first time, it reaches the plugin, which knows it was used.
    const copied = new SsoBrowser(app.origin);
    const replayed = await copied.replaySamlPost(used, { asFirstSent: true });
    expect(replayed.pathname).toBe('/auth');
    expect(ssoCallbackErrorMessage(replayed.searchParams.get('error') ?? '')).toBe(SSO_CALLBACK_ERRORS.invalid_saml_response);
    expect(await session(copied)).toBeNull();
    const stolen = await new SsoBrowser(app.origin).replaySamlPost(used);
    expect(stolen.pathname).toBe('/auth');
    const sessionsAfter = await app.testApp.database.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
  });

  it('refuses a fresh response posted from a browser other than the one that started its sign-in (login CSRF)', async () => {
    const attacker = new SsoBrowser(app.origin);
    attacker.holdSamlResponses = true;
    await attacker.signInWithSso(`eve@${DOMAIN}`);
    const unused = attacker.samlPosts.at(-1)!;

    const victim = new SsoBrowser(app.origin);
    const landed = await victim.replaySamlPost(unused);
    expect(landed.pathname).toBe('/auth');
    expect(landed.searchParams.get('error')).toBe('invalid_state');
    expect(await session(victim)).toBeNull();
    // Refused for that reason alone: from the browser that asked for it, the same response signs in.
    expect((await attacker.replaySamlPost(unused)).pathname).toBe('/dashboard');
    expect((await session(attacker))?.user.email).toBe(`eve@${DOMAIN}`);
  });

  it('refuses an address outside the domains the workspace proved, even from its own identity provider', async () => {
    const browser = new SsoBrowser(app.origin);
    const landed = await browser.signInWithSso(`carla@${DOMAIN}`, 'ceo@another-bank.example');
    expect(landed.searchParams.get('error')).toBe('SSO_DOMAIN_MISMATCH');
    expect(await session(browser)).toBeNull();
    expect(await usersWithEmail('ceo@another-bank.example')).toEqual([]);
  });

  it('links an existing password account only after its owner confirms with the password', async () => {
    const email = `erin@${DOMAIN}`;
    const erin = new SsoBrowser(app.origin);
    const userId = ((await erin.api('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Erin' })).body as { user: { id: string } }).user.id;

    const viaSso = new SsoBrowser(app.origin);
    expect((await viaSso.signInWithSso(email)).searchParams.get('error')).toBe('SSO_ACCOUNT_EXISTS');
    expect(await session(viaSso)).toBeNull();
    expect((await viaSso.api('POST', '/api/sso/link-consent', { email, password: PASSWORD })).status).toBe(204);
    expect((await viaSso.signInWithSso(email)).pathname).toBe('/dashboard');
    expect((await session(viaSso))?.user.id).toBe(userId);
    expect(await workspacesOf(viaSso)).toEqual(expect.arrayContaining([expect.objectContaining({ id: workspaceId })]));
  });

  it('takes a response posted from the identity provider’s page, and nothing else from another site', async () => {
    const acs = `${app.origin}/api/auth/sso/saml2/sp/acs/workspace-${workspaceId}`;
    const fromElsewhere = { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' };
    const neighbour = await fetch(`${acs}/../../../../../sign-out`, { method: 'POST', headers: fromElsewhere, body: '' });
    expect(neighbour.status).toBe(403);
    const garbage = await fetch(acs, { method: 'POST', headers: fromElsewhere, body: 'SAMLResponse=bm90IHhtbA%3D%3D', redirect: 'manual' });
    expect(garbage.status).toBe(302);
    expect(new URL(garbage.headers.get('location')!, app.origin).pathname).not.toBe('/dashboard');
    for (const path of ['/api/auth/sso/saml2/sp/slo/x', '/api/auth/sso/saml2/logout/x']) {
      expect((await fetch(`${app.origin}${path}`, { method: 'POST', headers: fromElsewhere, body: '' })).status).toBe(403);
      expect((await fetch(`${app.origin}${path}`)).status).toBe(404);
    }
    expect((await fetch(acs)).status).toBe(404);
    const metadata = await fetch(`${app.origin}/api/auth/sso/saml2/sp/metadata?providerId=workspace-${workspaceId}`);
    expect(metadata.status).toBe(200);
    expect(await metadata.text()).toContain(`Location="${acs}"`);
  });
});
