import type { OidcProviderView, SamlProviderView } from '../../domain/sso-api';
import { describeCertificate } from '../config/saml-idp-settings';
import type { StoredProvider } from './workspace-sso-repository';

/** A stored provider as its owners see it: the OIDC secret only as "set", SAML certificates described. */
export function providerView(stored: StoredProvider | undefined): OidcProviderView | SamlProviderView | null {
  if (!stored) return null;
  const policy = { defaultRole: stored.defaultRole, passwordSignIn: stored.passwordSignIn, updatedAt: stored.updatedAt };
  if (stored.protocol === 'oidc') return { ...policy, protocol: 'oidc', issuer: stored.issuer, clientId: stored.clientId, clientSecretSet: true };
  return {
    ...policy,
    protocol: 'saml',
    idpEntityId: stored.idp.entityId,
    entryPoint: stored.idp.entryPoint,
    certificates: stored.idp.certificates.map((pem) => ({ pem, ...describeCertificate(pem) })),
    emailAttribute: stored.idp.emailAttribute,
  };
}
