import type { WorkspaceSso } from '../../src/domain/sso-api';
import type { TestIdentityProvider } from './oidc-identity-provider';
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
  ownerCounter += 1;
  const owner = new SsoBrowser(app.origin);
  const ownerEmail = `owner-${ownerCounter}-${Date.now()}@bank.example`;
  const signedUp = await owner.api('POST', '/api/auth/sign-up/email', { email: ownerEmail, password: OWNER_PASSWORD, name: 'Olivia Owner' });
  if (signedUp.status !== 200) throw new Error(signedUp.text);
  const created = await owner.api('POST', '/api/workspaces', { name: `Bank team ${ownerCounter}` });
  const workspaceId = (created.body as { workspace: { id: string } }).workspace.id;
  const base = `/api/workspaces/${workspaceId}/sso`;
  const saved = await owner.api('PUT', base, {
    issuer: idp.issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    defaultRole: options.defaultRole ?? 'editor',
    passwordSignIn: options.passwordSignIn ?? 'allowed',
  });
  if (saved.status !== 200) throw new Error(saved.text);
  const added = await owner.api('POST', `${base}/domains`, { domain: options.domain });
  if (added.status !== 201) throw new Error(added.text);
  const record = (added.body as { sso: WorkspaceSso }).sso.domains.find((item) => item.domain === options.domain)!.verificationRecord;
  dns.publishTxt(record.name, record.value);
  const verified = await owner.api('POST', `${base}/domains/${options.domain}/verify`);
  if (verified.status !== 200) throw new Error(verified.text);
  return { owner, ownerEmail, workspaceId, base };
}
