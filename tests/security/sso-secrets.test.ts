import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestIdentityProvider, startIdentityProvider } from '../support/oidc-identity-provider';
import { type TestSamlIdentityProvider, startSamlIdentityProvider } from '../support/saml-identity-provider';
import { type ServerProcess, databaseUrlOf, freePort, spawnServer, waitUntilHealthy } from '../support/server-process';
import { SsoBrowser } from '../support/sso-browser';
import { type TestDnsServer, startDnsServer } from '../support/test-dns-server';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const DEPLOYMENT = { clientId: 'installation-client', clientSecret: 'deployment-sso-secret-61c0e2-must-never-leak', domain: 'deploy-bank.example' };
const WORKSPACE = { clientId: 'workspace-client', clientSecret: 'workspace-sso-secret-0d93a7-must-never-leak', domain: 'team-bank.example' };
const WRONG_SECRET = 'mistyped-sso-secret-77f1b3-must-never-leak';
const SAML_DOMAIN = 'saml-team-bank.example';
const STARTUP_TIMEOUT_MS = 45_000;

/** Every form a client secret travels in: as typed, in a Basic authorization header, URL-encoded. */
function forms(clientId: string, secret: string): string[] {
  return [secret, Buffer.from(`${clientId}:${secret}`).toString('base64'), encodeURIComponent(secret)];
}

describe.each(testDatabaseKinds())('single sign-on client secrets on $name', ({ create }) => {
  let database: TestDatabase;
  let dns: TestDnsServer;
  let idp: TestIdentityProvider;
  let samlIdp: TestSamlIdentityProvider;
  let server: ServerProcess;
  let origin: string;
  const answers: string[] = [];
  const samlResponses: string[] = [];
  const secrets = [...forms(DEPLOYMENT.clientId, DEPLOYMENT.clientSecret), ...forms(WORKSPACE.clientId, WORKSPACE.clientSecret), ...forms(WORKSPACE.clientId, WRONG_SECRET)];

  /** Keeps every answer's body and headers. */
  async function act(browser: SsoBrowser, method: string, path: string, json?: unknown) {
    const answer = await browser.api(method, path, json);
    answers.push(answer.text);
    return answer;
  }

  async function verifyDomain(owner: SsoBrowser, base: string, domain: string) {
    const added = await act(owner, 'POST', `${base}/domains`, { domain });
    const record = (added.body as { sso: { domains: Array<{ verificationRecord: { name: string; value: string } }> } }).sso.domains[0]!.verificationRecord;
    dns.publishTxt(record.name, record.value);
    expect((await act(owner, 'POST', `${base}/domains/${domain}/verify`)).status).toBe(200);
  }

  beforeAll(async () => {
    database = await create();
    dns = await startDnsServer();
    samlIdp = await startSamlIdentityProvider();
    const port = await freePort();
    origin = `http://localhost:${port}`;
    const redirectUris = [`${origin}/api/auth/sso/callback`];
    idp = await startIdentityProvider({
      clients: [
        { clientId: DEPLOYMENT.clientId, clientSecret: DEPLOYMENT.clientSecret, redirectUris },
        { clientId: WORKSPACE.clientId, clientSecret: WORKSPACE.clientSecret, redirectUris },
      ],
    });
    server = await spawnServer(
      {
        DATABASE_URL: databaseUrlOf(database.target),
        LOG_LEVEL: 'debug',
        SSO_ISSUER: idp.issuer,
        SSO_CLIENT_ID: DEPLOYMENT.clientId,
        SSO_CLIENT_SECRET: DEPLOYMENT.clientSecret,
        SSO_DOMAINS: DEPLOYMENT.domain,
        SSO_TRUSTED_IDP_ORIGINS: `${idp.issuer},${samlIdp.origin}`,
        SSO_DNS_SERVERS: dns.address,
      },
      'server',
      port,
    );
    await waitUntilHealthy(server, STARTUP_TIMEOUT_MS);
  }, 2 * STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    await server?.kill();
    await idp?.close();
    await samlIdp?.close();
    await dns?.close();
    await database?.drop();
  });

  it('signs in through both providers, and refuses what the plugin must log', async () => {
    const owner = new SsoBrowser(origin);
    await act(owner, 'POST', '/api/auth/sign-up/email', { email: 'owner@bank.example', password: 'orchard-lantern-77', name: 'Olivia Owner' });
    const workspaceId = ((await act(owner, 'POST', '/api/workspaces', { name: 'Team' })).body as { workspace: { id: string } }).workspace.id;
    const base = `/api/workspaces/${workspaceId}/sso`;
    const settings = { issuer: idp.issuer, clientId: WORKSPACE.clientId, defaultRole: 'viewer', passwordSignIn: 'allowed' };
    expect((await act(owner, 'PUT', base, { ...settings, clientSecret: WORKSPACE.clientSecret })).status).toBe(200);
    await verifyDomain(owner, base, WORKSPACE.domain);
    await act(owner, 'GET', base);

    // The installation's provider (from the environment) and the workspace's both sign people in.
    const fromEnvironment = new SsoBrowser(origin);
    expect((await fromEnvironment.signInWithSso(`ivan@${DEPLOYMENT.domain}`)).pathname).toBe('/dashboard');
    const fromWorkspace = new SsoBrowser(origin);
    expect((await fromWorkspace.signInWithSso(`jade@${WORKSPACE.domain}`)).pathname).toBe('/dashboard');
    expect(((await act(fromWorkspace, 'GET', '/api/workspaces')).body as { workspaces: Array<{ id: string; role: string }> }).workspaces).toContainEqual(
      expect.objectContaining({ id: workspaceId, role: 'viewer' }),
    );

    // Failures that the plugin logs: an ID token for another application, a secret the provider refuses.
    idp.tamperIdTokens('wrong-audience');
    expect((await new SsoBrowser(origin).signInWithSso(`kim@${WORKSPACE.domain}`)).searchParams.get('error')).toBe('invalid_provider');
    idp.tamperIdTokens('none');
    expect((await act(owner, 'PUT', base, { ...settings, clientSecret: WRONG_SECRET })).status).toBe(200);
    expect((await new SsoBrowser(origin).signInWithSso(`lee@${WORKSPACE.domain}`)).searchParams.get('error')).toBe('invalid_provider');
    await act(owner, 'GET', base);
  });

  it('refuses a private key pasted for a SAML provider, and signs in with the SAML responses people carry', async () => {
    const owner = new SsoBrowser(origin);
    await act(owner, 'POST', '/api/auth/sign-up/email', { email: 'saml-owner@bank.example', password: 'orchard-lantern-77', name: 'Sam Owner' });
    const workspaceId = ((await act(owner, 'POST', '/api/workspaces', { name: 'SAML team' })).body as { workspace: { id: string } }).workspace.id;
    const base = `/api/workspaces/${workspaceId}/sso`;
    const policy = { protocol: 'saml', defaultRole: 'editor', passwordSignIn: 'allowed' };
    const details = { entryPoint: samlIdp.ssoUrl, idpEntityId: samlIdp.entityId };
    expect((await act(owner, 'PUT', base, { ...policy, ...details, certificate: samlIdp.privateKey })).status).toBe(400);
    expect((await act(owner, 'PUT', base, { ...policy, metadataXml: `${samlIdp.metadataXml}\n${samlIdp.privateKey}` })).status).toBe(400);
    expect((await act(owner, 'PUT', base, { ...policy, metadataXml: samlIdp.metadataXml })).status).toBe(200);
    await verifyDomain(owner, base, SAML_DOMAIN);

    const person = new SsoBrowser(origin);
    expect((await person.signInWithSso(`nia@${SAML_DOMAIN}`)).pathname).toBe('/dashboard');
    samlIdp.tamperResponses('wrong-key');
    const refused = new SsoBrowser(origin);
    expect((await refused.signInWithSso(`oz@${SAML_DOMAIN}`)).pathname).toBe('/auth');
    samlIdp.tamperResponses('none');
    samlResponses.push(...[person, refused].map((browser) => browser.samlPosts[0]!.SAMLResponse));
    await act(owner, 'GET', base);
  });

  it('never writes a client secret, a private key or a SAML response to the log, an answer, or the database in the clear', async () => {
    const stored = await storedProviderConfigs(database);
    expect(stored).toHaveLength(2);
    server.child.kill('SIGTERM');
    await server.exited;
    const log = server.output();
    expect(log).toContain('/api/auth/sso/callback');
    expect(log).toContain('/api/auth/sso/saml2/sp/acs/');
    const atRest = [...stored, ...sqliteFileContents(database)].join('\n');
    for (const secret of [...secrets, ...privateKeyForms(samlIdp.privateKey)]) {
      expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
      expect(answers.some((answer) => answer.includes(secret)), `an answer holds ${secret}`).toBe(false);
      expect(atRest.includes(secret), `the database holds ${secret}`).toBe(false);
    }
    expect(samlResponses).toHaveLength(2);
    for (const response of samlResponses) expect(log.includes(response.slice(0, 200)), 'the log holds a SAML response').toBe(false);
  });
});

/** A private key as pasted, and each line of its base64 body: any of them in a log or an answer is a leak. */
function privateKeyForms(pem: string): string[] {
  const lines = pem.split('\n').filter((line) => line.length > 0 && !line.startsWith('-----'));
  return [pem.trim(), ...lines];
}

async function storedProviderConfigs(database: TestDatabase): Promise<string[]> {
  if (database.target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.target.url });
    await client.connect();
    const result = await client.query<{ config: string }>('select coalesce("oidcConfig", "samlConfig") as config from "ssoProvider"');
    await client.end();
    return result.rows.map((row) => row.config);
  }
  const { default: Sqlite } = await import('better-sqlite3');
  const connection = new Sqlite(database.target.file, { readonly: true });
  const rows = connection.prepare('select coalesce(oidcConfig, samlConfig) as config from ssoProvider').all() as Array<{ config: string }>;
  connection.close();
  return rows.map((row) => row.config);
}

/** The SQLite file and its write-ahead log, as bytes read as text: what a stolen copy would hold. */
function sqliteFileContents(database: TestDatabase): string[] {
  if (database.target.kind !== 'sqlite') return [];
  const folder = dirname(database.target.file);
  return readdirSync(folder).map((file) => readFileSync(join(folder, file)).toString('latin1'));
}
