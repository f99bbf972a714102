import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestIdentityProvider, startIdentityProvider } from '../support/oidc-identity-provider';
import { type TestSamlIdentityProvider, startSamlIdentityProvider } from '../support/saml-identity-provider';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../support/server-process';
import { SsoBrowser } from '../support/sso-browser';
import { type TestDnsServer, startDnsServer } from '../support/test-dns-server';
import { type TestDatabase, createPostgresTestDatabase } from '../support/test-databases';
import { deleteRedisKeys, testRedisUrl, uniqueRedisKeyPrefix } from '../support/test-redis';

/** The one public origin of both processes, as behind a load balancer. */
const APP_URL = 'http://studio.bank.test';
const CLIENT = { clientId: 'studio', clientSecret: 'scale-out-sso-secret-2f81' };
const DOMAIN = 'balanced-bank.example';
const SAML_DOMAIN = 'balanced-saml-bank.example';
const STARTUP_TIMEOUT_MS = 45_000;
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();

if (adminUrl && redisUrl) {
  describe('single sign-on across two app processes on one PostgreSQL and one Redis', () => {
    const keyPrefix = uniqueRedisKeyPrefix();
    let database: TestDatabase;
    let dns: TestDnsServer;
    let idp: TestIdentityProvider;
    let samlIdp: TestSamlIdentityProvider;
    let a: ServerProcess;
    let b: ServerProcess;
    /** A browser behind the load balancer: every request for the app goes to A, then B, then A... */
    let addresses = 0;
    const browser = () => {
      const created = new SsoBrowser(APP_URL, [a.origin, b.origin]);
      created.forwardedFor = `203.0.113.${(addresses += 1)}`;
      return created;
    };

    beforeAll(async () => {
      database = await createPostgresTestDatabase(adminUrl);
      dns = await startDnsServer();
      idp = await startIdentityProvider({ clients: [{ ...CLIENT, redirectUris: [`${APP_URL}/api/auth/sso/callback`] }] });
      samlIdp = await startSamlIdentityProvider();
      const env = {
        DATABASE_URL: database.target.kind === 'postgres' ? database.target.url : '',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
        APP_URL,
        AUTH_RATE_LIMIT_MAX: '4',
        TRUST_PROXY: 'true',
        SSO_TRUSTED_IDP_ORIGINS: `${idp.issuer},${samlIdp.origin}`,
        SSO_DNS_SERVERS: dns.address,
      };
      [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      await Promise.all([waitUntilHealthy(a, STARTUP_TIMEOUT_MS), waitUntilHealthy(b, STARTUP_TIMEOUT_MS)]);
    }, 2 * STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await Promise.all([a?.kill(), b?.kill()]);
      await idp?.close();
      await samlIdp?.close();
      await dns?.close();
      await database?.drop();
      await deleteRedisKeys(redisUrl, keyPrefix);
    });

    it('sets up on one process, starts a sign-in on one and finishes it on the other', async () => {
      const owner = browser();
      expect((await owner.api('POST', '/api/auth/sign-up/email', { email: 'owner@bank.example', password: 'orchard-lantern-77', name: 'Olivia' })).status).toBe(200);
      const workspaceId = ((await owner.api('POST', '/api/workspaces', { name: 'Team' })).body as { workspace: { id: string } }).workspace.id;
      const base = `/api/workspaces/${workspaceId}/sso`;
      const saved = await owner.api('PUT', base, { issuer: idp.issuer, ...CLIENT, defaultRole: 'editor', passwordSignIn: 'allowed' });
      expect(saved.status).toBe(200);
      const added = await owner.api('POST', `${base}/domains`, { domain: DOMAIN });
      const record = (added.body as { sso: { domains: Array<{ verificationRecord: { name: string; value: string } }> } }).sso.domains[0]!.verificationRecord;
      dns.publishTxt(record.name, record.value);
      expect((await owner.api('POST', `${base}/domains/${DOMAIN}/verify`)).status).toBe(200);
      expect(new Set(owner.servedBy)).toEqual(new Set([a.origin, b.origin]));

      const person = browser();
      expect((await person.signInWithSso(`mia@${DOMAIN}`)).pathname).toBe('/dashboard');
      // The sign-in went to A and the provider's redirect back to B: the state lives in PostgreSQL.
      expect(person.servedBy.slice(0, 2)).toEqual([a.origin, b.origin]);
      for (let check = 0; check < 2; check += 1) {
        const session = await person.api('GET', '/api/auth/get-session');
        expect((session.body as { user: { email: string } }).user.email).toBe(`mia@${DOMAIN}`);
      }
    });

    it('takes a SAML response on the other process than the one that sent the request, and a replay on neither', async () => {
      const owner = browser();
      expect((await owner.api('POST', '/api/auth/sign-up/email', { email: 'saml-owner@bank.example', password: 'orchard-lantern-77', name: 'Sam' })).status).toBe(200);
      const workspaceId = ((await owner.api('POST', '/api/workspaces', { name: 'SAML team' })).body as { workspace: { id: string } }).workspace.id;
      const base = `/api/workspaces/${workspaceId}/sso`;
      expect((await owner.api('PUT', base, { protocol: 'saml', metadataXml: samlIdp.metadataXml, defaultRole: 'editor', passwordSignIn: 'allowed' })).status).toBe(200);
      const added = await owner.api('POST', `${base}/domains`, { domain: SAML_DOMAIN });
      const record = (added.body as { sso: { domains: Array<{ verificationRecord: { name: string; value: string } }> } }).sso.domains[0]!.verificationRecord;
      dns.publishTxt(record.name, record.value);
      expect((await owner.api('POST', `${base}/domains/${SAML_DOMAIN}/verify`)).status).toBe(200);

      const person = browser();
      expect((await person.signInWithSso(`noor@${SAML_DOMAIN}`)).pathname).toBe('/dashboard');
      // The AuthnRequest went out from A and the response came back to B: its record is in PostgreSQL.
      expect(person.servedBy.slice(0, 2)).toEqual([a.origin, b.origin]);
      expect(((await person.api('GET', '/api/auth/get-session')).body as { user: { email: string } }).user.email).toBe(`noor@${SAML_DOMAIN}`);
      for (const replayer of [browser(), browser()]) {
        const landed = await replayer.replaySamlPost(person.samlPosts[0]!);
        expect(landed.pathname).toBe('/auth');
        expect((await replayer.api('GET', '/api/auth/get-session')).body).toBeNull();
      }
    });

    it('counts single sign-on starts once across both processes', async () => {
      const statuses = [];
      const client = browser();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await client.api('POST', '/api/auth/sign-in/sso', { email: `n${attempt}@${DOMAIN}` })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    });
  });
}
