import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { type SsoDefaultRole, ssoDefaultRoleSchema, ssoDomainSchema } from '../../domain/sso-api';
import { ConfigError } from '../config-error';
import { ApiError } from '../errors';
import { type SamlIdentityProvider, readSamlIdentityProvider } from './saml-idp-settings';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const list = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.split(',').map((item) => item.trim()).filter(Boolean) : undefined;

const originSchema = z
  .string()
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'each entry must be an origin such as https://login.bank.internal')
  .transform((value) => new URL(value).origin);

export const ssoEnvSchema = {
  SSO_ISSUER: z.preprocess(emptyAsUnset, z.string().url('SSO_ISSUER must be a full URL such as https://login.bank.example').optional()),
  SSO_CLIENT_ID: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_CLIENT_SECRET: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_SAML_IDP_METADATA_FILE: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_SAML_ENTRY_POINT: z.preprocess(emptyAsUnset, z.string().url('SSO_SAML_ENTRY_POINT must be a full URL such as https://login.bank.example/saml2').optional()),
  SSO_SAML_IDP_ENTITY_ID: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_SAML_IDP_CERT: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_SAML_EMAIL_ATTRIBUTE: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_DOMAINS: z.preprocess(list, z.array(ssoDomainSchema, 'SSO_DOMAINS must list e-mail domains such as bank.example').optional()),
  SSO_WORKSPACE_ID: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_DEFAULT_ROLE: z.preprocess(emptyAsUnset, ssoDefaultRoleSchema.default('viewer')),
  SSO_PASSWORD_SIGN_IN: z.preprocess(emptyAsUnset, z.enum(['allowed', 'disabled']).default('allowed')),
  SSO_TRUSTED_IDP_ORIGINS: z.preprocess(list, z.array(originSchema).default([])),
  SSO_DNS_SERVERS: z.preprocess(list, z.array(z.string()).default([])),
};

type SsoEnv = z.infer<z.ZodObject<typeof ssoEnvSchema>>;

interface DeploymentPolicy {
  providerId: typeof DEPLOYMENT_PROVIDER_ID;
  domains: string[];
  /** A team workspace that new accounts join; without it they start with their personal workspace only. */
  workspaceId: string | undefined;
  defaultRole: SsoDefaultRole;
  passwordSignIn: 'allowed' | 'disabled';
}

/** The identity provider an operator sets up for the whole installation, with environment variables. */
export type DeploymentSso = DeploymentPolicy &
  ({ protocol: 'oidc'; issuer: string; clientId: string; clientSecret: string } | { protocol: 'saml'; saml: SamlIdentityProvider });

export interface SsoSettings {
  deployment: DeploymentSso | undefined;
  /** Identity providers on a private network (or on plain http) that workspace owners may name. */
  trustedIdpOrigins: string[];
  /** DNS servers asked for domain-verification records; the system's when empty. */
  dnsServers: string[];
}

export const DEPLOYMENT_PROVIDER_ID = 'deployment';

const OIDC_VARIABLES = ['SSO_ISSUER', 'SSO_CLIENT_ID', 'SSO_CLIENT_SECRET'] as const;
const SAML_MANUAL_VARIABLES = ['SSO_SAML_ENTRY_POINT', 'SSO_SAML_IDP_ENTITY_ID', 'SSO_SAML_IDP_CERT'] as const;
const SAML_VARIABLES = ['SSO_SAML_IDP_METADATA_FILE', ...SAML_MANUAL_VARIABLES, 'SSO_SAML_EMAIL_ATTRIBUTE'] as const;

const invalid = (details: string[]) => new ConfigError(`Invalid configuration:\n  ${details.join('\n  ')}`);

/** Names that must come together, when any of them is given; the answer is whether any was. */
function requireTogether(values: SsoEnv, names: readonly (keyof SsoEnv)[], purpose: string): boolean {
  const given = names.filter((name) => values[name] !== undefined);
  if (given.length === 0) return false;
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length > 0) throw invalid(missing.map((name) => `${name}: required with ${given.join(', ')} (${purpose})`));
  return true;
}

function readMetadataFile(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw invalid([`SSO_SAML_IDP_METADATA_FILE: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`]);
  }
}

/** The installation's SAML identity provider: its metadata file, or its three details. */
function deploymentSaml(values: SsoEnv): SamlIdentityProvider {
  const fromFile = values.SSO_SAML_IDP_METADATA_FILE;
  if (!fromFile) requireTogether(values, SAML_MANUAL_VARIABLES, 'SAML single sign-on for the installation');
  try {
    return readSamlIdentityProvider(
      {
        metadataXml: fromFile ? readMetadataFile(fromFile) : undefined,
        entryPoint: values.SSO_SAML_ENTRY_POINT,
        idpEntityId: values.SSO_SAML_IDP_ENTITY_ID,
        // A PEM in a .env file is often written on one line with \n for its line breaks.
        certificate: values.SSO_SAML_IDP_CERT?.replace(/\\n/g, '\n'),
        emailAttribute: values.SSO_SAML_EMAIL_ATTRIBUTE,
      },
      values.SSO_TRUSTED_IDP_ORIGINS,
    );
  } catch (error) {
    if (error instanceof ApiError) throw invalid([`${fromFile ? 'SSO_SAML_IDP_METADATA_FILE' : 'SSO_SAML_*'}: ${error.message}`]);
    throw error;
  }
}

function deploymentSso(values: SsoEnv): DeploymentSso | undefined {
  const oidc = OIDC_VARIABLES.some((name) => values[name] !== undefined);
  const saml = SAML_VARIABLES.some((name) => values[name] !== undefined);
  if (oidc && saml) throw invalid(['SSO_ISSUER and SSO_SAML_*: the installation has one identity provider, OpenID Connect or SAML 2.0, not both']);
  if (!oidc && !saml && values.SSO_DOMAINS === undefined) return undefined;
  if (!oidc && !saml) throw invalid(['SSO_DOMAINS: single sign-on for the installation also needs SSO_ISSUER (OpenID Connect) or SSO_SAML_* (SAML 2.0)']);
  if (values.SSO_DOMAINS === undefined) throw invalid(['SSO_DOMAINS: required with single sign-on for the installation']);
  const policy: DeploymentPolicy = {
    providerId: DEPLOYMENT_PROVIDER_ID,
    domains: [...new Set(values.SSO_DOMAINS)],
    workspaceId: values.SSO_WORKSPACE_ID,
    defaultRole: values.SSO_DEFAULT_ROLE,
    passwordSignIn: values.SSO_PASSWORD_SIGN_IN,
  };
  if (saml) return { ...policy, protocol: 'saml', saml: deploymentSaml(values) };
  requireTogether(values, OIDC_VARIABLES, 'single sign-on for the installation');
  return {
    ...policy,
    protocol: 'oidc',
    issuer: values.SSO_ISSUER!.replace(/\/+$/, ''),
    clientId: values.SSO_CLIENT_ID!,
    clientSecret: values.SSO_CLIENT_SECRET!,
  };
}

export function ssoSettings(values: SsoEnv): SsoSettings {
  return {
    deployment: deploymentSso(values),
    trustedIdpOrigins: values.SSO_TRUSTED_IDP_ORIGINS,
    dnsServers: values.SSO_DNS_SERVERS,
  };
}
