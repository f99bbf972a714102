import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceSummary } from '../../src/domain/workspace-api';
import { type TestIdentityProvider, startIdentityProvider } from '../support/oidc-identity-provider';
import { freePort } from '../support/server-process';
import { type SsoApp, startSsoApp } from '../support/sso-app';
import { SsoBrowser } from '../support/sso-browser';
import { workspaceWithSso } from '../support/sso-workspace';
import { type TestDnsServer, startDnsServer } from '../support/test-dns-server';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const DOMAIN = 'sso-bank.example';
const CLIENT_ID = 'innovation-studio';
const CLIENT_SECRET = 'idp-client-secret-4b7d0c1e-never-shown';
const PASSWORD = 'quiet-harbour-lantern-5';

type Session = { user: { id: string; email: string } } | null;

describe.each(testDatabaseKinds())('single sign-on with OpenID Connect on $name', ({ create }) => {
  let database: TestDatabase;
  let dns: TestDnsServer;
  let idp: TestIdentityProvider;
  let app: SsoApp;
  let workspaceId: string;
  let owner: SsoBrowser;
  let base: string;

  const session = async (browser: SsoBrowser) => (await browser.api('GET', '/api/auth/get-session')).body as Session;
  const workspacesOf = async (browser: SsoBrowser) =>
    ((await browser.api('GET', '/api/workspaces')).body as { workspaces: WorkspaceSummary[] }).workspaces;
  const usersWithEmail = async (email: string) =>
    app.testApp.database.db.selectFrom('user').select('id').where('email', '=', email).execute();

  beforeAll(async () => {
    database = await create();
    dns = await startDnsServer();
    const appPort = await freePort();
    idp = await startIdentityProvider({
      clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`http://127.0.0.1:${appPort}/api/auth/sso/callback`] }],
    });
    app = await startSsoApp(database, { SSO_TRUSTED_IDP_ORIGINS: idp.issuer, SSO_DNS_SERVERS: dns.address }, appPort);
    ({ owner, workspaceId, base } = await workspaceWithSso(app, idp, dns, { domain: DOMAIN, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }));
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
    const first = await session(ana);
    expect(first?.user.email).toBe(`ana@${DOMAIN}`);
    expect(await workspacesOf(ana)).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: workspaceId, kind: 'team', role: 'editor' })]),
    );
    // The app authenticated at the token endpoint with the secret the owner typed, opened from its seal.
    expect(idp.tokenRequests.at(-1)?.authorization).toBe(`Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`);

    const again = new SsoBrowser(app.origin);
    expect((await again.signInWithSso(`ana@${DOMAIN}`)).pathname).toBe('/');
    expect((await session(again))?.user.id).toBe(first?.user.id);
    expect(await usersWithEmail(`ana@${DOMAIN}`)).toHaveLength(1);
  });

  it('refuses an ID token issued for another application', async () => {
    idp.tamperIdTokens('wrong-audience');
    try {
      const mallory = new SsoBrowser(app.origin);
      const landed = await mallory.signInWithSso(`aud@${DOMAIN}`);
      expect(landed.pathname).toBe('/auth');
      expect(landed.searchParams.get('error')).toBe('invalid_provider');
      expect(await session(mallory)).toBeNull();
      expect(await usersWithEmail(`aud@${DOMAIN}`)).toEqual([]);
      const refused = await app.testApp.database.db
        .selectFrom('audit_entries')
        .select(['details'])
        .where('workspace_id', '=', workspaceId)
        .where('action', '=', 'auth.sso_sign_in_failed')
        .execute();
      expect(refused.map((entry) => JSON.parse(entry.details))).toContainEqual(expect.objectContaining({ protocol: 'oidc', error: 'invalid_provider' }));
    } finally {
      idp.tamperIdTokens('none');
    }
  });

  it('refuses an expired ID token', async () => {
    idp.tamperIdTokens('expired');
    try {
      const late = new SsoBrowser(app.origin);
      const landed = await late.signInWithSso(`late@${DOMAIN}`);
      expect(landed.pathname).toBe('/auth');
      expect(landed.searchParams.get('error')).toBe('invalid_provider');
      expect(await session(late)).toBeNull();
      expect(await usersWithEmail(`late@${DOMAIN}`)).toEqual([]);
    } finally {
      idp.tamperIdTokens('none');
    }
  });

  it('refuses a replayed state, in the same browser and in another one', async () => {
    const ben = new SsoBrowser(app.origin);
    await ben.signInWithSso(`ben@${DOMAIN}`);
    const user = (await session(ben))!.user;
    const callback = ben.lastCallback()!;
    const sessionsBefore = await app.testApp.database.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();

    const replayed = await ben.follow(callback);
    expect(replayed.pathname).toBe('/auth');
    expect(replayed.searchParams.get('error')).toMatch(/state/);
    const attacker = new SsoBrowser(app.origin);
    const stolen = await attacker.follow(callback);
    expect(stolen.pathname).toBe('/auth');
    expect(stolen.searchParams.get('error')).toMatch(/state/);
    expect(await session(attacker)).toBeNull();
    const sessionsAfter = await app.testApp.database.db.selectFrom('session').select('id').where('userId', '=', user.id).execute();
    expect(sessionsAfter).toEqual(sessionsBefore);
  });

  it('refuses an address outside the domains the workspace proved, even from its own identity provider', async () => {
    const browser = new SsoBrowser(app.origin);
    const landed = await browser.signInWithSso(`carla@${DOMAIN}`, 'ceo@another-bank.example');
    expect(landed.searchParams.get('error')).toBe('SSO_DOMAIN_MISMATCH');
    expect(await session(browser)).toBeNull();
    expect(await usersWithEmail('ceo@another-bank.example')).toEqual([]);
  });

  it('answers an address whose domain has no single sign-on with a clear 404', async () => {
    const browser = new SsoBrowser(app.origin);
    const answer = await browser.api('POST', '/api/auth/sign-in/sso', { email: 'dan@nowhere.example' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { code: 'SSO_NOT_CONFIGURED' } });
    expect((await browser.api('POST', '/api/auth/sign-in/sso', { email: 'not an address' })).status).toBe(400);
  });

  it('links an existing password account only after its owner confirms with the password', async () => {
    const email = `erin@${DOMAIN}`;
    const erin = new SsoBrowser(app.origin);
    const signedUp = await erin.api('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Erin' });
    const userId = (signedUp.body as { user: { id: string } }).user.id;

    const viaSso = new SsoBrowser(app.origin);
    const refused = await viaSso.signInWithSso(email);
    expect(refused.searchParams.get('error')).toBe('SSO_ACCOUNT_EXISTS');
    expect(await session(viaSso)).toBeNull();
    const links = () => app.testApp.database.db.selectFrom('account').select('providerId').where('userId', '=', userId).execute();
    expect(await links()).toEqual([{ providerId: 'credential' }]);

    const wrong = await viaSso.api('POST', '/api/sso/link-consent', { email, password: 'not-her-password' });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'INVALID_CREDENTIALS' } } });
    expect((await viaSso.api('POST', '/api/sso/link-consent', { email, password: PASSWORD })).status).toBe(204);
    expect((await viaSso.signInWithSso(email)).pathname).toBe('/');
    expect((await session(viaSso))?.user.id).toBe(userId);
    expect((await links()).map((link) => link.providerId).sort()).toEqual(['credential', `workspace-${workspaceId}`]);
    expect(await workspacesOf(viaSso)).toEqual(expect.arrayContaining([expect.objectContaining({ id: workspaceId })]));
  });

  it('switching password sign-in off ends those people’s sessions and refuses their passwords, not other domains’', async () => {
    const email = `fay@${DOMAIN}`;
    const fay = new SsoBrowser(app.origin);
    await fay.api('POST', '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Fay' });
    expect(await session(fay)).not.toBeNull();

    const switched = await owner.api('PUT', base, { issuer: idp.issuer, clientId: CLIENT_ID, defaultRole: 'editor', passwordSignIn: 'disabled' });
    expect(switched.status).toBe(200);
    expect(await session(fay)).toBeNull();
    const refused = await fay.api('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'PASSWORD_SIGN_IN_DISABLED' } } });
    const signUp = await new SsoBrowser(app.origin).api('POST', '/api/auth/sign-up/email', { email: `gus@${DOMAIN}`, password: PASSWORD, name: 'Gus' });
    expect(signUp.status).toBe(403);
    const reset = await fay.api('POST', '/api/auth/request-password-reset', { email });
    expect(reset.status).toBe(403);

    expect(await session(owner)).not.toBeNull();
    const ownerAgain = new SsoBrowser(app.origin);
    const ownerEmail = ((await session(owner))!.user.email);
    expect((await ownerAgain.api('POST', '/api/auth/sign-in/email', { email: ownerEmail, password: 'orchard-lantern-77' })).status).toBe(200);
    // The client secret was kept although the owner did not type it again.
    expect((await new SsoBrowser(app.origin).signInWithSso(`hana@${DOMAIN}`)).pathname).toBe('/dashboard');
    await owner.api('PUT', base, { issuer: idp.issuer, clientId: CLIENT_ID, defaultRole: 'editor', passwordSignIn: 'allowed' });
  });
});
