import { emailSchema } from './auth-schemas';
import { type SamlCertificateSummary, type SamlServiceProvider, requireSamlSource, samlSettingsFieldsSchema } from './saml-settings';
import { z } from './zod';
import { SSO_NOT_CONFIGURED_MESSAGE } from './sso-callback-errors';

/** Where a domain's owner publishes the verification token, and how the record reads. */
export const DOMAIN_VERIFICATION_RECORD_PREFIX = '_innovation-studio-challenge';
export const DOMAIN_VERIFICATION_VALUE_PREFIX = 'innovation-studio-domain-verification=';

/** Roles a new single sign-on account may be given; an owner is always made by a person. */
export const ssoDefaultRoleSchema = z.enum(['editor', 'viewer'], { message: 'Choose a role for new members: editor or viewer.' });
export type SsoDefaultRole = z.infer<typeof ssoDefaultRoleSchema>;

export const SSO_MESSAGES = {
  issuer: 'Enter the issuer as a full https:// address, for example https://login.bank.example.',
  clientId: 'Enter the client ID your identity provider gave you.',
  clientSecret: 'Enter the client secret your identity provider gave you.',
  domain: 'Enter an e-mail domain such as bank.example (letters, digits, dots and hyphens).',
  notConfigured: SSO_NOT_CONFIGURED_MESSAGE,
  passwordSignInOff: 'Your organisation signs in with single sign-on. Use “Continue with single sign-on”.',
  domainTaken: 'Another workspace already uses this e-mail domain for single sign-on.',
  domainReserved: 'This e-mail domain signs in through the single sign-on set up for the whole installation.',
  domainAlreadyAdded: 'This workspace already has this e-mail domain.',
  domainNotFound: 'This workspace has no such e-mail domain.',
  domainNotVerified:
    'We could not find the verification record yet. Check that the TXT record is published exactly as shown; DNS changes can take a few minutes to arrive.',
  tooManyVerifications: 'Too many verification attempts for this workspace. Please wait a few minutes and try again.',
  setUpFirst: 'Set up the identity provider before adding e-mail domains.',
  linkConsentInvalid: 'Invalid email or password',
} as const;

/** A DNS name of at least two labels, as e-mail addresses carry it; lower case. */
export const ssoDomainSchema = z
  .string({ message: SSO_MESSAGES.domain })
  .trim()
  .toLowerCase()
  .max(253, SSO_MESSAGES.domain)
  .regex(/^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, SSO_MESSAGES.domain)
  .refine((domain) => !/^[\d.]+$/.test(domain), SSO_MESSAGES.domain);

const issuerSchema = z
  .string({ message: SSO_MESSAGES.issuer })
  .trim()
  .max(500, SSO_MESSAGES.issuer)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), SSO_MESSAGES.issuer)
  .transform((value) => value.replace(/\/+$/, ''));

const oneLine = (message: string, max: number) =>
  z
    .string({ message })
    .trim()
    .min(1, message)
    .max(max, message)
    .refine((value) => ![...value].some((character) => character.charCodeAt(0) < 32), message);

const policyFields = {
  defaultRole: ssoDefaultRoleSchema,
  passwordSignIn: z.enum(['allowed', 'disabled'], { message: 'Choose whether password sign-in stays allowed.' }),
};

const oidcSettingsInputSchema = z.object({
  protocol: z.literal('oidc'),
  issuer: issuerSchema,
  clientId: oneLine(SSO_MESSAGES.clientId, 500),
  /** Left out when changing other settings: the stored secret is kept. */
  clientSecret: oneLine(SSO_MESSAGES.clientSecret, 2000).optional(),
  ...policyFields,
});

const samlSettingsInputSchema = samlSettingsFieldsSchema.extend(policyFields).superRefine(requireSamlSource);

/**
 * What an owner sends to set up (or change) the workspace's identity provider: OpenID Connect or
 * SAML 2.0. A body without `protocol` is OpenID Connect, as it was before SAML was offered.
 */
export const ssoSettingsInputSchema = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !('protocol' in value) ? { ...value, protocol: 'oidc' } : value),
  z.discriminatedUnion('protocol', [oidcSettingsInputSchema, samlSettingsInputSchema], {
    message: 'Choose the protocol: OpenID Connect or SAML 2.0.',
  }),
);
export type SsoSettingsInput = z.infer<typeof ssoSettingsInputSchema>;
export type SamlSettingsInput = Extract<SsoSettingsInput, { protocol: 'saml' }>;

export const ssoDomainInputSchema = z.object({ domain: ssoDomainSchema });

export const ssoSignInInputSchema = z.object({
  email: emailSchema,
  /** Where to land after signing in: a path of this site only. */
  callbackPath: z
    .string()
    .max(500)
    .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'))
    .optional()
    .catch(undefined),
});

export const ssoLinkConsentSchema = z.object({
  email: emailSchema,
  password: z.string({ message: SSO_MESSAGES.linkConsentInvalid }).min(1, SSO_MESSAGES.linkConsentInvalid).max(128),
});

export interface SsoDomain {
  domain: string;
  verified: boolean;
  /** The TXT record that proves the workspace's owners control the domain. */
  verificationRecord: { name: string; value: string };
}

interface ProviderPolicy {
  defaultRole: SsoDefaultRole;
  passwordSignIn: 'allowed' | 'disabled';
  updatedAt: string;
}

export interface OidcProviderView extends ProviderPolicy {
  protocol: 'oidc';
  issuer: string;
  clientId: string;
  clientSecretSet: true;
}

export interface SamlProviderView extends ProviderPolicy {
  protocol: 'saml';
  idpEntityId: string;
  entryPoint: string;
  /** PEM, as saved: public, and shown so that an owner can compare it with the provider's. */
  certificates: Array<SamlCertificateSummary & { pem: string }>;
  emailAttribute: string;
}

/** The workspace's single sign-on as an owner sees it: never the client secret itself. */
export interface WorkspaceSso {
  /** The address to register at an OpenID Connect provider as the redirect (callback) URI. */
  redirectUri: string;
  /** What to register at a SAML identity provider. */
  serviceProvider: SamlServiceProvider;
  provider: OidcProviderView | SamlProviderView | null;
  domains: SsoDomain[];
}

export { SSO_CALLBACK_ERRORS, SSO_CALLBACK_FALLBACK_ERROR, ssoCallbackErrorMessage } from './sso-callback-errors';

export function domainVerificationRecord(domain: string, token: string): SsoDomain['verificationRecord'] {
  return { name: `${DOMAIN_VERIFICATION_RECORD_PREFIX}.${domain}`, value: `${DOMAIN_VERIFICATION_VALUE_PREFIX}${token}` };
}

export const emailDomainOf = (email: string): string => email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
