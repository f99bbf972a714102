import { computeDiscoveryUrl, sso } from '@better-auth/sso';
import type { DeploymentSso } from './sso-config';
import { ssoUserPolicy } from './sso-user-policy';

/** The one redirect URI every identity provider is given, under /api/auth: `${APP_URL}/api/auth/sso/callback`. */
export const SSO_CALLBACK_PATH = '/sso/callback';
export const ssoRedirectUri = (appUrl: string) => `${appUrl}/api/auth${SSO_CALLBACK_PATH}`;

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

function deploymentProvider(deployment: DeploymentSso) {
  return {
    providerId: deployment.providerId,
    domain: deployment.domains.join(','),
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
 * better-auth's SSO plugin does the protocol: discovery, PKCE, one-time state, the ID token's
 * signature, issuer, audience and expiry, and SSRF guards on every address it fetches. We give it
 * the installation's provider, our user policy, and one shared redirect URI.
 */
export function ssoPlugin(deployment: DeploymentSso | undefined) {
  return sso({
    redirectURI: SSO_CALLBACK_PATH,
    defaultSSO: deployment ? [deploymentProvider(deployment)] : [],
    resolveUser: ssoUserPolicy(deployment),
    providersLimit: 0,
    trustEmailVerified: false,
  });
}
