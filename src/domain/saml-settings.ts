import { z } from './zod';

/** The largest metadata document an owner may paste: Entra ID's, with its certificates, is about 20 KB. */
export const SAML_METADATA_MAX_LENGTH = 100_000;

/** The attribute Microsoft Entra ID and AD FS send the e-mail address in; others fall back to the NameID. */
export const SAML_DEFAULT_EMAIL_ATTRIBUTE = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress';

export const SAML_MESSAGES = {
  source: 'Paste your identity provider’s metadata XML, or enter its single sign-on URL, entity ID and signing certificate.',
  metadata: 'This is not SAML 2.0 identity provider metadata. Paste the whole XML document your identity provider offers for download.',
  metadataTooLong: `The metadata is longer than ${SAML_METADATA_MAX_LENGTH.toLocaleString('en')} characters. Paste the identity provider's own metadata document only.`,
  metadataWithoutRedirect:
    'This metadata names no single sign-on address for the HTTP-Redirect binding. Ask your identity provider for one, or enter the single sign-on URL yourself.',
  signedRequests:
    'This identity provider accepts only signed sign-in requests, and Innovation Studio sends them unsigned. Turn off “require signed requests” for this application at your identity provider, then paste its metadata again.',
  metadataWithoutCertificate: 'This metadata holds no signing certificate. Enter the identity provider’s signing certificate yourself.',
  entryPoint: 'Enter the single sign-on URL as a full https:// address, for example https://login.bank.example/saml2.',
  idpEntityId: 'Enter the identity provider’s entity ID (its “Identifier” or “Issuer”).',
  certificate: 'Paste the identity provider’s signing certificate: the text from -----BEGIN CERTIFICATE----- to -----END CERTIFICATE-----.',
  privateKey:
    'This is a private key, not a certificate. Paste the identity provider’s public signing certificate instead, and keep the private key where it was: we never need it.',
  emailAttribute: 'Enter the name of the attribute that carries the e-mail address, or leave it empty.',
} as const;

const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const singleLine = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .max(max, message)
    .refine((value) => ![...value].some((character) => character.charCodeAt(0) < 32), message);

/**
 * How an owner describes the workspace's SAML identity provider: its metadata document, or the
 * three things in it that matter (where to send people, who signs, and with which certificate).
 * The server reads and checks them; a private key pasted by mistake is refused, never kept.
 */
export const samlSettingsFieldsSchema = z.object({
  protocol: z.literal('saml'),
  metadataXml: z.preprocess(emptyAsUnset, z.string({ message: SAML_MESSAGES.metadata }).trim().max(SAML_METADATA_MAX_LENGTH, SAML_MESSAGES.metadataTooLong).optional()),
  entryPoint: z.preprocess(
    emptyAsUnset,
    singleLine(SAML_MESSAGES.entryPoint, 500)
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), SAML_MESSAGES.entryPoint)
      .optional(),
  ),
  idpEntityId: z.preprocess(emptyAsUnset, singleLine(SAML_MESSAGES.idpEntityId, 500).optional()),
  certificate: z.preprocess(
    emptyAsUnset,
    z
      .string({ message: SAML_MESSAGES.certificate })
      .trim()
      .max(20_000, SAML_MESSAGES.certificate)
      .refine((value) => !/PRIVATE KEY/i.test(value), SAML_MESSAGES.privateKey)
      .optional(),
  ),
  emailAttribute: z.preprocess(emptyAsUnset, singleLine(SAML_MESSAGES.emailAttribute, 300).optional()),
});

/**
 * Without metadata, all three details are needed; each missing one is named. With none of them,
 * the metadata field says so too, so whichever way the form is showing, it says what is missing.
 */
export function requireSamlSource(value: z.infer<typeof samlSettingsFieldsSchema>, context: z.RefinementCtx): void {
  if (value.metadataXml !== undefined) return;
  const missing = (['entryPoint', 'idpEntityId', 'certificate'] as const).filter((field) => value[field] === undefined);
  if (missing.length === 3) context.addIssue({ code: 'custom', path: ['metadataXml'], message: SAML_MESSAGES.source });
  for (const field of missing) context.addIssue({ code: 'custom', path: [field], message: SAML_MESSAGES[field] });
}

/** The identity provider's signing certificate as an owner sees it after saving. */
export interface SamlCertificateSummary {
  subject: string;
  /** SHA-256 fingerprint, as identity providers show it (colon-separated hex). */
  fingerprintSha256: string;
  validTo: string;
}

/** What the identity provider is told about Innovation Studio: the values to register there. */
export interface SamlServiceProvider {
  /** The service provider's entity ID, which assertions must name as their audience. */
  entityId: string;
  /** Where the identity provider posts its responses (the assertion consumer service, or "Reply URL"). */
  acsUrl: string;
  /** This workspace's service-provider metadata, for identity providers that import it. */
  metadataUrl: string;
}
