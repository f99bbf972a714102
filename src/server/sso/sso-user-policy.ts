import type { SSOUserResolution, SSOUserResolutionContext, SSOUserResolutionInput } from '@better-auth/sso';
import { SSO_CALLBACK_ERRORS, emailDomainOf } from '../../domain/sso-api';
import type { DeploymentSso } from '../config/sso-config';

/** Minutes a user's "link my account" consent waits for their single sign-on to come back. */
export const LINK_CONSENT_MINUTES = 10;

/** Kept in better-auth's verification table; the value is the user id, so account deletion clears it. */
export const linkConsentIdentifier = (providerId: string, userId: string) => `sso-link-consent:${providerId}:${userId}`;

type Database = SSOUserResolutionContext['database'];

const reject = (code: keyof typeof SSO_CALLBACK_ERRORS): SSOUserResolution => ({
  action: 'reject',
  code,
  message: SSO_CALLBACK_ERRORS[code],
});

/** The domains a provider may sign people in for: the operator's list, or its workspace's verified ones. */
async function servedDomains(database: Database, providerId: string, deployment: DeploymentSso | undefined): Promise<string[]> {
  if (deployment && providerId === deployment.providerId) return deployment.domains;
  const provider = await database.findOne<{ domain: string }>({ model: 'ssoProvider', where: [{ field: 'providerId', value: providerId }] });
  return (provider?.domain ?? '').split(',').filter(Boolean);
}

async function hasPassword(database: Database, userId: string): Promise<boolean> {
  const credential = await database.findOne({
    model: 'account',
    where: [
      { field: 'userId', value: userId },
      { field: 'providerId', value: 'credential' },
    ],
  });
  return credential !== null;
}

/** Takes the user's consent to link, once; false when there is none or it has expired. */
async function takeLinkConsent(database: Database, providerId: string, userId: string): Promise<boolean> {
  const consent = await database.findOne<{ id: string; expiresAt: Date | string }>({
    model: 'verification',
    where: [{ field: 'identifier', value: linkConsentIdentifier(providerId, userId) }],
  });
  if (!consent) return false;
  await database.delete({ model: 'verification', where: [{ field: 'id', value: consent.id }] });
  return new Date(consent.expiresAt).getTime() > Date.now();
}

/**
 * Decides, inside the sign-in's transaction, which account a verified identity signs into:
 * - an address outside the provider's domains is refused, so a workspace's identity provider can
 *   never mint accounts (or sign in) for another organisation's addresses;
 * - an identity already linked signs in; a new address gets a new account;
 * - an existing account with a password is linked only with its owner's consent (the password,
 *   given moments before); one without a password was made by single sign-on for this domain, and
 *   follows the domain to the identity provider that now proves control of it.
 */
export function ssoUserPolicy(deployment: DeploymentSso | undefined) {
  return async (input: SSOUserResolutionInput, { database }: SSOUserResolutionContext): Promise<SSOUserResolution> => {
    const email = input.providerUser.email.trim().toLowerCase();
    const domains = await servedDomains(database, input.providerId, deployment);
    if (!domains.includes(emailDomainOf(email))) return reject('SSO_DOMAIN_MISMATCH');
    const linked = await database.findOne({
      model: 'account',
      where: [
        { field: 'providerId', value: input.providerId },
        { field: 'accountId', value: input.accountKey.accountId },
      ],
    });
    if (linked) return { action: 'continue' };
    const existing = await database.findOne<{ id: string }>({ model: 'user', where: [{ field: 'email', value: email }] });
    if (!existing) return { action: 'continue' };
    const consented = await takeLinkConsent(database, input.providerId, existing.id);
    if (consented || !(await hasPassword(database, existing.id))) {
      return { action: 'link', userId: existing.id, profile: 'preserve' };
    }
    return reject('SSO_ACCOUNT_EXISTS');
  };
}
