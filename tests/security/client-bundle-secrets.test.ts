import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';

/** Server-side secrets as an operator sets them; none may end up in what browsers download. */
const SERVER_SECRETS = {
  AUTH_SECRET: 'bundle-canary-auth-secret-8d2f0c-0123456789abcdef',
  SSO_CLIENT_SECRET: 'bundle-canary-sso-client-secret-41e7a9',
  AI_API_KEY: 'bundle-canary-ai-api-key-c03b55',
  // Not secrets, but the installation's server settings: no part of them belongs in the client either.
  SSO_SAML_IDP_CERT: 'bundle-canary-saml-idp-certificate-5e0a7d',
  SSO_SAML_IDP_METADATA_FILE: '/bundle-canary/saml-idp-metadata-8c41.xml',
  WEBHOOK_ALLOWED_ENDPOINTS: 'https://bundle-canary-webhooks-7a1c.example',
};

const outDir = mkdtempSync(join(tmpdir(), 'innovation-studio-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

it('builds a client that holds none of the server’s secrets, even when the build runs with them set', async () => {
  const saved = { ...process.env };
  Object.assign(process.env, SERVER_SECRETS, { SSO_ISSUER: 'https://login.bank.example', SSO_CLIENT_ID: 'studio', SSO_DOMAINS: 'bank.example' });
  try {
    await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir } });
  } finally {
    process.env = saved;
  }
  const files = filesUnder(outDir);
  expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  for (const file of files) {
    const text = readFileSync(file).toString('latin1');
    for (const [name, secret] of Object.entries(SERVER_SECRETS)) expect(text.includes(secret), `${name} in ${file}`).toBe(false);
  }
}, 180_000);
