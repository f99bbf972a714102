import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAML_MESSAGES } from '../../src/domain/saml-settings';
import type { WorkspaceSso } from '../../src/domain/sso-api';
import { type TestIdentityProvider, startIdentityProvider } from '../support/oidc-identity-provider';
import { type TestSamlIdentityProvider, startSamlIdentityProvider } from '../support/saml-identity-provider';
import { freePort } from '../support/server-process';
import { type SsoApp, startSsoApp } from '../support/sso-app';
import { SsoBrowser } from '../support/sso-browser';
import { workspaceWithSso } from '../support/sso-workspace';
import { type TestDnsServer, startDnsServer } from '../support/test-dns-server';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const CLIENT = { clientId: 'studio', clientSecret: 'switching-protocols-secret-9d1c' };
const policy = { defaultRole: 'editor', passwordSignIn: 'allowed' } as const;

describe.each(testDatabaseKinds())('SAML 2.0 settings and the installation’s SAML provider on $name', ({ create }) => {
  let database: TestDatabase;
  let dns: TestDnsServer;
  let oidc: TestIdentityProvider;
  let saml: TestSamlIdentityProvider;
  let app: SsoApp;

  beforeAll(async () => {
    database = await create();
    dns = await startDnsServer();
    saml = await startSamlIdentityProvider();
    const appPort = await freePort();
    oidc = await startIdentityProvider({ clients: [{ ...CLIENT, redirectUris: [`http://127.0.0.1:${appPort}/api/auth/sso/callback`] }] });
    // The installation's own identity provider is the SAML one, for deploy-bank.example.
    app = await startSsoApp(
      database,
      {
        SSO_TRUSTED_IDP_ORIGINS: `${oidc.issuer},${saml.origin}`,
        SSO_DNS_SERVERS: dns.address,
        SSO_SAML_ENTRY_POINT: saml.ssoUrl,
        SSO_SAML_IDP_ENTITY_ID: saml.entityId,
        SSO_SAML_IDP_CERT: saml.certificate,
        SSO_DOMAINS: 'deploy-bank.example',
      },
      appPort,
    );
  });
  afterAll(async () => {
    await app?.close();
    await oidc?.close();
    await saml?.close();
    await dns?.close();
    await database?.drop();
  });

  it('signs people in through the installation’s SAML provider, set up by environment variables alone', async () => {
    const ivan = new SsoBrowser(app.origin);
    expect((await ivan.signInWithSso('ivan@deploy-bank.example')).pathname).toBe('/dashboard');
    expect(saml.requests.at(-1)?.issuer).toBe(`${app.origin}/api/auth/sso/saml2/sp/metadata?providerId=deployment`);
    expect(((await ivan.api('GET', '/api/auth/get-session')).body as { user: { email: string } }).user.email).toBe('ivan@deploy-bank.example');

    saml.tamperResponses('wrong-key');
    try {
      const mallory = new SsoBrowser(app.origin);
      expect((await mallory.signInWithSso('mallory@deploy-bank.example')).pathname).toBe('/auth');
      expect((await mallory.api('GET', '/api/auth/get-session')).body).toBeNull();
    } finally {
      saml.tamperResponses('none');
    }
  });

  it('shows an owner what to register, and the details and certificate it saved from typed-in values', async () => {
    const { owner, base } = await workspaceWithSso(app, oidc, dns, { domain: 'switch-bank.example', ...CLIENT });
    const saved = await owner.api('PUT', base, { protocol: 'saml', entryPoint: saml.ssoUrl, idpEntityId: saml.entityId, certificate: saml.certificate, ...policy });
    expect(saved.status).toBe(200);
    const sso = (saved.body as { sso: WorkspaceSso }).sso;
    expect(sso.serviceProvider.acsUrl).toMatch(new RegExp(`^${app.origin}/api/auth/sso/saml2/sp/acs/workspace-`));
    expect(sso.provider).toMatchObject({
      protocol: 'saml',
      idpEntityId: saml.entityId,
      entryPoint: saml.ssoUrl,
      certificates: [{ fingerprintSha256: new X509Certificate(saml.certificate).fingerprint256, subject: 'CN=Test Bank identity provider' }],
    });
    // The verified domain now signs in through SAML, and the OIDC client secret is gone from the database.
    const person = new SsoBrowser(app.origin);
    expect((await person.signInWithSso('paula@switch-bank.example')).pathname).toBe('/dashboard');
    expect(person.samlPosts).toHaveLength(1);
    const row = await app.testApp.database.db.selectFrom('ssoProvider').select('oidcConfig').where('domain', '=', 'switch-bank.example').executeTakeFirstOrThrow();
    expect(row.oidcConfig).toBeNull();

    // Every change is on the workspace's audit trail, with no secret or certificate in it.
    const trail = await app.testApp.database.db.selectFrom('audit_entries').select(['action', 'details']).where('action', '=', 'settings.sso_changed').execute();
    const changes = trail.map((entry) => JSON.parse(entry.details) as { change: string; protocol?: string; domain?: string });
    expect(changes).toEqual(expect.arrayContaining([
      expect.objectContaining({ change: 'provider saved', protocol: 'oidc' }),
      expect.objectContaining({ change: 'domain verified', domain: 'switch-bank.example' }),
      expect.objectContaining({ change: 'provider saved', protocol: 'saml' }),
    ]));
    expect(JSON.stringify(trail)).not.toContain(CLIENT.clientSecret);
    expect(JSON.stringify(trail)).not.toContain(saml.certificate.split('\n')[1]);

    // Back to OpenID Connect: the secret must be typed again.
    const back = await owner.api('PUT', base, { protocol: 'oidc', issuer: oidc.issuer, clientId: CLIENT.clientId, ...policy });
    expect(back).toMatchObject({ status: 400, body: { error: { fields: { clientSecret: expect.any(String) } } } });
  });

  it('refuses settings that would not sign anyone in, naming the field, and never echoes a private key', async () => {
    const { owner, base } = await workspaceWithSso(app, oidc, dns, { domain: 'careful-bank.example', ...CLIENT });
    const put = (settings: Record<string, unknown>) => owner.api('PUT', base, { protocol: 'saml', ...settings, ...policy });

    expect(await put({ metadataXml: '<html><body>Sign in</body></html>' })).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', fields: { metadataXml: SAML_MESSAGES.metadata } } },
    });
    const plainHttp = await put({ entryPoint: 'http://idp.elsewhere.example/saml2', idpEntityId: saml.entityId, certificate: saml.certificate });
    expect(plainHttp).toMatchObject({ status: 400, body: { error: { fields: { entryPoint: SAML_MESSAGES.entryPoint } } } });
    const privateKey = await put({ entryPoint: saml.ssoUrl, idpEntityId: saml.entityId, certificate: saml.privateKey });
    expect(privateKey).toMatchObject({ status: 400, body: { error: { fields: { certificate: SAML_MESSAGES.privateKey } } } });
    expect(privateKey.text).not.toContain(saml.privateKey.split('\n')[1]);

    // Nothing was changed by the refused attempts: the workspace still signs in with OpenID Connect.
    expect(((await owner.api('GET', base)).body as { sso: WorkspaceSso }).sso.provider).toMatchObject({ protocol: 'oidc', issuer: oidc.issuer });
  });
});
