import { z } from 'zod';
import { type SsoDefaultRole, ssoDefaultRoleSchema, ssoDomainSchema } from '../../domain/sso-api';
import { ConfigError } from '../config-error';

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
  SSO_DOMAINS: z.preprocess(list, z.array(ssoDomainSchema, 'SSO_DOMAINS must list e-mail domains such as bank.example').optional()),
  SSO_WORKSPACE_ID: z.preprocess(emptyAsUnset, z.string().optional()),
  SSO_DEFAULT_ROLE: z.preprocess(emptyAsUnset, ssoDefaultRoleSchema.default('viewer')),
  SSO_PASSWORD_SIGN_IN: z.preprocess(emptyAsUnset, z.enum(['allowed', 'disabled']).default('allowed')),
  SSO_TRUSTED_IDP_ORIGINS: z.preprocess(list, z.array(originSchema).default([])),
  SSO_DNS_SERVERS: z.preprocess(list, z.array(z.string()).default([])),
};

type SsoEnv = z.infer<z.ZodObject<typeof ssoEnvSchema>>;

/** The identity provider an operator sets up for the whole installation, with environment variables. */
export interface DeploymentSso {
  providerId: typeof DEPLOYMENT_PROVIDER_ID;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string[];
  /** A team workspace that new accounts join; without it they start with their personal workspace only. */
  workspaceId: string | undefined;
  defaultRole: SsoDefaultRole;
  passwordSignIn: 'allowed' | 'disabled';
}

export interface SsoSettings {
  deployment: DeploymentSso | undefined;
  /** Identity providers on a private network (or on plain http) that workspace owners may name. */
  trustedIdpOrigins: string[];
  /** DNS servers asked for domain-verification records; the system's when empty. */
  dnsServers: string[];
}

export const DEPLOYMENT_PROVIDER_ID = 'deployment';

const REQUIRED_TOGETHER = ['SSO_ISSUER', 'SSO_CLIENT_ID', 'SSO_CLIENT_SECRET', 'SSO_DOMAINS'] as const;

function deploymentSso(values: SsoEnv): DeploymentSso | undefined {
  const given = REQUIRED_TOGETHER.filter((name) => values[name] !== undefined);
  if (given.length === 0) return undefined;
  const missing = REQUIRED_TOGETHER.filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    const details = missing.map((name) => `${name}: required with ${given.join(', ')} (single sign-on for the installation)`);
    throw new ConfigError(`Invalid configuration:\n  ${details.join('\n  ')}`);
  }
  return {
    providerId: DEPLOYMENT_PROVIDER_ID,
    issuer: values.SSO_ISSUER!.replace(/\/+$/, ''),
    clientId: values.SSO_CLIENT_ID!,
    clientSecret: values.SSO_CLIENT_SECRET!,
    domains: [...new Set(values.SSO_DOMAINS!)],
    workspaceId: values.SSO_WORKSPACE_ID,
    defaultRole: values.SSO_DEFAULT_ROLE,
    passwordSignIn: values.SSO_PASSWORD_SIGN_IN,
  };
}

export function ssoSettings(values: SsoEnv): SsoSettings {
  return {
    deployment: deploymentSso(values),
    trustedIdpOrigins: values.SSO_TRUSTED_IDP_ORIGINS,
    dnsServers: values.SSO_DNS_SERVERS,
  };
}
