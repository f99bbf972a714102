import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceSso } from '../../src/domain/sso-api';
import { type TestIdentityProvider, startIdentityProvider } from '../support/oidc-identity-provider';
import { freePort } from '../support/server-process';
import { type SsoApp, startSsoApp } from '../support/sso-app';
import { SsoBrowser } from '../support/sso-browser';
import { workspaceWithSso } from '../support/sso-workspace';
import { type TestDnsServer, startDnsServer } from '../support/test-dns-server';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const CLIENT = { clientId: 'studio', clientSecret: 'claims-suite-client-secret-93ad' };
const RESERVED = 'installation-bank.example';

/**
 * A workspace owner is anyone who made a team workspace. Claiming an e-mail domain lets its
 * identity provider create accounts there and switch password sign-in off for everyone at it, so a
 * claim must be proven, and cannot be taken from whoever proved it.
 */
describe.each(testDatabaseKinds())('e-mail domain claims on $name', ({ create }) => {
  let database: TestDatabase;
  let dns: TestDnsServer;
  let idp: TestIdentityProvider;
  let app: SsoApp;

  const domainsOf = async (browser: SsoBrowser, base: string) =>
    ((await browser.api('GET', base)).body as { sso: WorkspaceSso }).sso.domains;

  /** A second owner with their own workspace and identity provider settings, no domain yet. */
  async function rivalWorkspace() {
    const rival = new SsoBrowser(app.origin);
    await rival.api('POST', '/api/auth/sign-up/email', { email: `rival-${Date.now()}@elsewhere.example`, password: 'orchard-lantern-77', name: 'Rival' });
    const workspaceId = ((await rival.api('POST', '/api/workspaces', { name: 'Rival team' })).body as { workspace: { id: string } }).workspace.id;
    const base = `/api/workspaces/${workspaceId}/sso`;
    expect((await rival.api('PUT', base, { issuer: idp.issuer, ...CLIENT, defaultRole: 'editor', passwordSignIn: 'disabled' })).status).toBe(200);
    return { rival, base };
  }

  beforeAll(async () => {
    database = await create();
    dns = await startDnsServer();
    const appPort = await freePort();
    idp = await startIdentityProvider({ clients: [{ ...CLIENT, redirectUris: [`http://127.0.0.1:${appPort}/api/auth/sso/callback`] }] });
    app = await startSsoApp(
      database,
      {
        SSO_TRUSTED_IDP_ORIGINS: idp.issuer,
        SSO_DNS_SERVERS: dns.address,
        SSO_ISSUER: idp.issuer,
        SSO_CLIENT_ID: CLIENT.clientId,
        SSO_CLIENT_SECRET: CLIENT.clientSecret,
        SSO_DOMAINS: RESERVED,
      },
      appPort,
    );
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
    await dns?.close();
    await database?.drop();
  });

  it('verifies a domain only when its DNS publishes this workspace’s own token', async () => {
    const { rival, base } = await rivalWorkspace();
    const added = await rival.api('POST', `${base}/domains`, { domain: 'unproven-bank.example' });
    expect(added.status).toBe(201);
    const notYet = await rival.api('POST', `${base}/domains/unproven-bank.example/verify`);
    expect(notYet).toMatchObject({ status: 422, body: { error: { code: 'DOMAIN_NOT_VERIFIED' } } });
    dns.publishTxt('_innovation-studio-challenge.unproven-bank.example', 'innovation-studio-domain-verification=someone-elses-token');
    expect((await rival.api('POST', `${base}/domains/unproven-bank.example/verify`)).status).toBe(422);
    expect(await domainsOf(rival, base)).toEqual([expect.objectContaining({ domain: 'unproven-bank.example', verified: false })]);
    // An unproven domain leads nowhere, and its password sign-in stays on.
    const answer = await new SsoBrowser(app.origin).api('POST', '/api/auth/sign-in/sso', { email: 'x@unproven-bank.example' });
    expect(answer.status).toBe(404);
    const signUp = await new SsoBrowser(app.origin).api('POST', '/api/auth/sign-up/email', { email: 'x@unproven-bank.example', password: 'orchard-lantern-77', name: 'Xavier' });
    expect(signUp.status).toBe(200);
  });

  it('refuses a domain another workspace has proven, and a pending claim does not block its rightful owner', async () => {
    const { rival, base: rivalBase } = await rivalWorkspace();
    expect((await rival.api('POST', `${rivalBase}/domains`, { domain: 'contested-bank.example' })).status).toBe(201);

    const { owner, base } = await workspaceWithSso(app, idp, dns, { domain: 'contested-bank.example', ...CLIENT });
    expect(await domainsOf(owner, base)).toEqual([expect.objectContaining({ domain: 'contested-bank.example', verified: true })]);

    const again = await rival.api('POST', `${rivalBase}/domains`, { domain: 'contested-bank.example' });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'DOMAIN_TAKEN' } } });
    expect(await domainsOf(rival, rivalBase)).toEqual([]);
    expect((await rival.api('POST', `${rivalBase}/domains/contested-bank.example/verify`)).status).toBe(404);
    const { rival: third, base: thirdBase } = await rivalWorkspace();
    expect((await third.api('POST', `${thirdBase}/domains`, { domain: 'CONTESTED-bank.example ' })).status).toBe(409);
  });

  it('refuses the domains the installation’s own single sign-on serves', async () => {
    const { rival, base } = await rivalWorkspace();
    const answer = await rival.api('POST', `${base}/domains`, { domain: RESERVED });
    expect(answer).toMatchObject({ status: 409, body: { error: { code: 'DOMAIN_RESERVED' } } });
  });

  it('refuses malformed domains, personal workspaces and identity providers the server must not call', async () => {
    const { rival, base } = await rivalWorkspace();
    for (const domain of ['localhost', '127.0.0.1', 'bank..example', '-bank.example', 'bank.example/evil', 'a'.repeat(300)]) {
      expect((await rival.api('POST', `${base}/domains`, { domain })).status, domain).toBe(400);
    }
    const own = ((await rival.api('GET', '/api/workspaces')).body as { workspaces: Array<{ id: string; kind: string }> }).workspaces;
    const personal = `/api/workspaces/${own.find((workspace) => workspace.kind === 'personal')!.id}/sso`;
    expect((await rival.api('GET', personal)).status).toBe(409);
    const settings = { ...CLIENT, defaultRole: 'editor', passwordSignIn: 'allowed' };
    const plainHttp = await rival.api('PUT', base, { ...settings, issuer: 'http://login.bank.example' });
    expect(plainHttp.status).toBe(400);
    const loopback = await rival.api('PUT', base, { ...settings, issuer: `https://127.0.0.1:${await freePort()}` });
    expect(loopback).toMatchObject({ status: 422, body: { error: { code: 'SSO_DISCOVERY_FAILED' } } });
    // Refused before any request: the address is not public, and the operator did not trust it.
    expect((loopback.body as { error: { message: string } }).error.message).toMatch(/not publicly routable/);
    const owner = await rival.api('PUT', base, { ...settings, defaultRole: 'owner', issuer: idp.issuer });
    expect(owner.status).toBe(400);
  });
});
