import {
  DiscoveryError,
  computeDiscoveryUrl,
  fetchDiscoveryDocument,
  normalizeDiscoveryUrls,
  selectTokenEndpointAuthMethod,
  validateDiscoveryDocument,
} from '@better-auth/sso';
import { ApiError } from '../errors';
import type { DiscoveredEndpoints } from './workspace-sso-repository';

const DISCOVERY_TIMEOUT_MS = 10_000;

const discoveryFailed = (message: string) =>
  new ApiError(422, 'SSO_DISCOVERY_FAILED', message, { issuer: message });

/**
 * Reads the issuer's OpenID configuration when an owner saves it, so a mistake shows at once and
 * sign-ins need no discovery. Addresses must be https and public (the plugin's own checks, DNS
 * included, refuse private ones), except origins the operator trusts in SSO_TRUSTED_IDP_ORIGINS.
 */
export async function discoverProvider(issuer: string, trustedIdpOrigins: readonly string[]): Promise<DiscoveredEndpoints> {
  const trusted = (url: string) => URL.canParse(url) && trustedIdpOrigins.includes(new URL(url).origin);
  const secureOrTrusted = (url: string) => trusted(url) || (URL.canParse(url) && new URL(url).protocol === 'https:');
  if (!secureOrTrusted(issuer)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'The issuer must be an https:// address.', { issuer: 'The issuer must be an https:// address.' });
  }
  const discoveryUrl = computeDiscoveryUrl(issuer);
  try {
    const document = await fetchDiscoveryDocument(discoveryUrl, DISCOVERY_TIMEOUT_MS, trusted);
    validateDiscoveryDocument(document, issuer);
    const endpoints = normalizeDiscoveryUrls(document, issuer, secureOrTrusted);
    const method = selectTokenEndpointAuthMethod(endpoints);
    if (method === 'private_key_jwt') {
      throw discoveryFailed('This identity provider only accepts private-key client authentication; use a client with a client secret.');
    }
    return {
      authorizationEndpoint: endpoints.authorization_endpoint,
      tokenEndpoint: endpoints.token_endpoint,
      jwksEndpoint: endpoints.jwks_uri,
      userInfoEndpoint: endpoints.userinfo_endpoint,
      tokenEndpointAuthentication: method,
    };
  } catch (error) {
    if (error instanceof DiscoveryError) {
      throw discoveryFailed(`We could not read the identity provider's OpenID configuration at ${discoveryUrl}: ${error.message}`);
    }
    throw error;
  }
}
