import type { SamlServiceProvider } from '../../domain/saml-settings';
import type { SamlIdentityProvider } from '../config/saml-idp-settings';

const AUTH_BASE_PATH = '/api/auth';

/**
 * The one SAML route another site may post to: the identity provider's page sends the browser here
 * with the signed response (the HTTP-POST binding), so its Origin is the provider's. Only this path,
 * and only POST, is let past our origin check; the plugin's checks of the response stand in for it.
 */
const ASSERTION_CONSUMER_PATH = /^\/api\/auth\/sso\/saml2\/sp\/acs\/[A-Za-z0-9-]+$/;

export const isSamlAssertionPost = (method: string, path: string) => method === 'POST' && ASSERTION_CONSUMER_PATH.test(path);

/** What each provider's identity provider is told: the same shape for a workspace and the installation. */
export function samlServiceProvider(appUrl: string, providerId: string): SamlServiceProvider {
  const metadataUrl = `${appUrl}${AUTH_BASE_PATH}/sso/saml2/sp/metadata?providerId=${encodeURIComponent(providerId)}`;
  return {
    // The metadata address doubles as the entity ID: unique per provider, and it says where to look.
    entityId: metadataUrl,
    acsUrl: `${appUrl}${AUTH_BASE_PATH}/sso/saml2/sp/acs/${providerId}`,
    metadataUrl,
  };
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!);

const certificateBody = (pem: string) => pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');

/**
 * The identity provider's metadata, rebuilt from the checked details alone (whatever else an
 * owner's document held is left out), in the form samlify reads: one document for both ways of
 * describing a provider, and no warning from samlify at each sign-in about the single logout we
 * do not use.
 */
export function identityProviderMetadata(idp: SamlIdentityProvider): string {
  const keys = idp.certificates
    .map(
      (pem) =>
        '<KeyDescriptor use="signing"><KeyInfo xmlns="http://www.w3.org/2000/09/xmldsig#"><X509Data>' +
        `<X509Certificate>${certificateBody(pem)}</X509Certificate></X509Data></KeyInfo></KeyDescriptor>`,
    )
    .join('');
  return (
    `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(idp.entityId)}">` +
    '<IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">' +
    keys +
    `<SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${escapeXml(idp.entryPoint)}"/>` +
    '</IDPSSODescriptor></EntityDescriptor>'
  );
}

const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';

/**
 * The plugin's `samlConfig` for one provider. Assertions must be signed by the identity provider
 * itself (not only the response around them), and name this service provider as their audience.
 * We hold no key of our own: AuthnRequests go unsigned and assertions unencrypted (docs/decisions.md).
 */
export function samlPluginConfig(serviceProvider: SamlServiceProvider, idp: SamlIdentityProvider, appUrl: string) {
  return {
    issuer: serviceProvider.entityId,
    // Where a response lands when it carries no sign-in of ours to return to (a replay, for one):
    // the sign-in page, which words the error. Sign-ins started here return where they asked to.
    callbackUrl: `${appUrl}/auth`,
    entryPoint: idp.entryPoint,
    // The plugin reads the provider from metadata; entityID and cert are kept beside it to show owners.
    idpMetadata: { metadata: identityProviderMetadata(idp), entityID: idp.entityId, cert: idp.certificates },
    wantAssertionsSigned: true,
    authnRequestsSigned: false,
    mapping: {
      email: idp.emailAttribute,
      name: `${CLAIMS}/name`,
      firstName: `${CLAIMS}/givenname`,
      lastName: `${CLAIMS}/surname`,
    },
  };
}

export type SamlPluginConfig = ReturnType<typeof samlPluginConfig>;
