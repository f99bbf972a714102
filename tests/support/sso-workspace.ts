import type { WorkspaceSso } from '../../src/domain/sso-api';
import type { TestIdentityProvider } from './oidc-identity-provider';
import type { TestSamlIdentityProvider } from './saml-identity-provider';
import type { SsoApp } from './sso-app';
import { SsoBrowser } from './sso-browser';
import type { TestDnsServer } from './test-dns-server';

export const OWNER_PASSWORD = 'orchard-lantern-77';

export interface SsoWorkspaceOptions {
  domain: string;
  clientId: string;
  clientSecret: string;
  defaultRole?: 'editor' | 'viewer';
  passwordSignIn?: 'allowed' | 'disabled';
}

let ownerCounter = 0;

/** An owner (a password account at bank.example) with a team workspace whose single sign-on signs in `domain`. */
export async function workspaceWithSso(app: SsoApp, idp: TestIdentityProvider, dns: TestDnsServer, options: SsoWorkspaceOptions) {
  return workspaceWithProvider(app, dns, options.domain, {
    issuer: idp.issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    defaultRole: options.defaultRole ?? 'editor',
    passwordSignIn: options.passwordSignIn ?? 'allowed',
  });
}

/** The same with a SAML identity provider, described by its metadata document. */
export async function workspaceWithSamlSso(
  app: SsoApp,
  idp: TestSamlIdentityProvider,
  dns: TestDnsServer,
  options: Pick<SsoWorkspaceOptions, 'domain' | 'defaultRole' | 'passwordSignIn'>,
) {
  return workspaceWithProvider(app, dns, options.domain, {
    protocol: 'saml',
    metadataXml: idp.metadataXml,
    defaultRole: options.defaultRole ?? 'editor',
    passwordSignIn: options.passwordSignIn ?? 'allowed',
  });
}

async function workspaceWithProvider(app: SsoApp, dns: TestDnsServer, domain: string, settings: Record<string, unknown>) {
  ownerCounter += 1;
  const owner = new SsoBrowser(app.origin);
  const ownerEmail = `owner-${ownerCounter}-${Date.now()}@bank.example`;
  const signedUp = await owner.api('POST', '/api/auth/sign-up/email', { email: ownerEmail, password: OWNER_PASSWORD, name: 'Olivia Owner' });
  if (signedUp.status !== 200) throw new Error(signedUp.text);
  const created = await owner.api('POST', '/api/workspaces', { name: `Bank team ${ownerCounter}` });
  const workspaceId = (created.body as { workspace: { id: string } }).workspace.id;
  const base = `/api/workspaces/${workspaceId}/sso`;
  const saved = await owner.api('PUT', base, settings);
  if (saved.status !== 200) throw new Error(saved.text);
  const added = await owner.api('POST', `${base}/domains`, { domain });
  if (added.status !== 201) throw new Error(added.text);
  const record = (added.body as { sso: WorkspaceSso }).sso.domains.find((item) => item.domain === domain)!.verificationRecord;
  dns.publishTxt(record.name, record.value);
  const verified = await owner.api('POST', `${base}/domains/${domain}/verify`);
  if (verified.status !== 200) throw new Error(verified.text);
  return { owner, ownerEmail, workspaceId, base, sso: (verified.body as { sso: WorkspaceSso }).sso };
}
