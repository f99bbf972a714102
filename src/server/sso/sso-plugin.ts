import { computeDiscoveryUrl, sso } from '@better-auth/sso';
import { samlPluginConfig, samlServiceProvider } from './saml-service-provider';
import type { DeploymentSso } from '../config/sso-config';
import { ssoUserPolicy } from './sso-user-policy';

/** The one redirect URI every identity provider is given, under /api/auth: `${APP_URL}/api/auth/sso/callback`. */
export const SSO_CALLBACK_PATH = '/sso/callback';
export const ssoRedirectUri = (appUrl: string) => `${appUrl}/api/auth${SSO_CALLBACK_PATH}`;

/** Where identity providers post SAML responses, under /api/auth: `${SAML_ASSERTION_CONSUMER_PATH}/<providerId>`. */
export const SAML_ASSERTION_CONSUMER_PATH = '/sso/saml2/sp/acs';

/** The plugin's own provider administration: ours (owners only, secrets sealed) replaces it. */
export const SSO_PLUGIN_ADMIN_PATHS = [
  '/sso/register',
  '/sso/providers',
  '/sso/get-provider',
  '/sso/update-provider',
  '/sso/delete-provider',
  '/sso/request-domain-verification',
  '/sso/verify-domain',
];

export const SSO_SCOPES = ['openid', 'email', 'profile'];

function deploymentProvider(deployment: DeploymentSso, appUrl: string) {
  const common = { providerId: deployment.providerId, domain: deployment.domains.join(',') };
  if (deployment.protocol === 'saml') {
    return { ...common, samlConfig: samlPluginConfig(samlServiceProvider(appUrl, deployment.providerId), deployment.saml, appUrl) };
  }
  return {
    ...common,
    oidcConfig: {
      issuer: deployment.issuer,
      clientId: deployment.clientId,
      clientSecret: deployment.clientSecret,
      discoveryEndpoint: computeDiscoveryUrl(deployment.issuer),
      pkce: true,
      scopes: SSO_SCOPES,
    },
  };
}

/**
 * better-auth's SSO plugin does the protocols. OpenID Connect: discovery, PKCE, one-time state, the
 * ID token's signature, issuer, audience and expiry, and SSRF guards on every address it fetches.
 * SAML 2.0: the assertion's signature against the owner's certificate, its audience, recipient and
 * validity period, a response only to an AuthnRequest of ours (used once), and each assertion once.
 * We give it the installation's provider, our user policy, and one shared OIDC redirect URI.
 */
export function ssoPlugin(deployment: DeploymentSso | undefined, appUrl: string) {
  return sso({
    redirectURI: SSO_CALLBACK_PATH,
    defaultSSO: deployment ? [deploymentProvider(deployment, appUrl)] : [],
    resolveUser: ssoUserPolicy(deployment),
    providersLimit: 0,
    trustEmailVerified: false,
    saml: {
      // No assertion without a validity period, and none signed with SHA-1.
      requireTimestamps: true,
      algorithms: { onDeprecated: 'reject' },
      // Only answers to sign-ins started here: an identity provider cannot push people in unasked.
      allowIdpInitiated: false,
      enableSingleLogout: false,
    },
  });
}
