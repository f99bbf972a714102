import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { AI_PROVIDERS, type AiProvider } from '../../domain/ai-api';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../domain/auth-schemas';
import { ConfigError } from '../config-error';
import { createOwnerOnlyFolder } from './owner-only-folder';
import { type SsoSettings, ssoEnvSchema, ssoSettings } from './sso-config';

const DEFAULT_DATABASE_FILE = './data/innovation-studio.db';
/** Past what one process can serve, it refuses early (docs/decisions.md, "past what it can serve"). */
/** How many requests the server serves at once and lets wait (src/server/http/overload-guard.ts). */
export interface OverloadSettings {
  /** Requests served at once; the next ones wait their turn. */
  maxActive: number;
  /** Requests that may wait; one more is refused at once. */
  maxWaiting: number;
  /** A request that has waited this long is refused rather than served late. */
  maxWaitMs: number;
}

const DEFAULT_OVERLOAD: OverloadSettings = { maxActive: 16, maxWaiting: 200, maxWaitMs: 500 };

const integer = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** `AI_API_KEY=` in a copied .env.example means "not set", not "an empty key". */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.string().url('APP_URL must be a full URL such as https://studio.example.com').optional(),
  DATABASE_URL: z.string().min(1).default(DEFAULT_DATABASE_FILE),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
  AUTH_PASSWORD_MIN_LENGTH: integer(DEFAULT_PASSWORD_MIN_LENGTH).pipe(z.number().max(128)),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: integer(60),
  AUTH_RATE_LIMIT_MAX: integer(10),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: integer(1024 * 1024),
  STATIC_DIR: z.string().default('./dist/client'),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z.string().regex(/^smtps?:\/\/.+/, 'SMTP_URL must look like smtp://user:password@mail.example.com:587 (or smtps://)').optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().min(3).optional()),
  AI_PROVIDER: z.enum(AI_PROVIDERS, `AI_PROVIDER must be one of: ${AI_PROVIDERS.join(', ')}`).default('builtin'),
  AI_BASE_URL: z.preprocess(emptyAsUnset, z.string().url('AI_BASE_URL must be a full URL such as https://api.openai.com/v1').optional()),
  AI_API_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  AI_MODEL: z.preprocess(emptyAsUnset, z.string().optional()),
  AI_TIMEOUT_MS: integer(30_000),
  AI_RATE_LIMIT_MAX: integer(30),
  IDEA_PATTERNS_DIR: z.preprocess(emptyAsUnset, z.string().optional()),
  KNOWLEDGE_DIR: z.preprocess(emptyAsUnset, z.string().optional()),
  AI_FALLBACK_TO_BUILTIN: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  AI_ALLOWED_ENDPOINTS: z.preprocess(emptyAsUnset, z.string().optional()),
  RETENTION_SWEEP_MINUTES: integer(60),
  LIVE_STREAMS_PER_USER: integer(20),
  LIVE_STREAMS_PER_PROCESS: integer(5000),
  OVERLOAD_MAX_ACTIVE: integer(DEFAULT_OVERLOAD.maxActive),
  OVERLOAD_MAX_WAITING: integer(DEFAULT_OVERLOAD.maxWaiting),
  OVERLOAD_MAX_WAIT_MS: integer(DEFAULT_OVERLOAD.maxWaitMs),
  WEBHOOK_ALLOWED_ENDPOINTS: z.preprocess(emptyAsUnset, z.string().optional()),
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  WEBHOOK_TIMEOUT_MS: integer(10_000),
  JIRA_ALLOWED_SITES: z.preprocess(emptyAsUnset, z.string().optional()),
  JIRA_ALLOW_PRIVATE_ADDRESSES: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  JIRA_TIMEOUT_MS: integer(15_000),
  REDIS_URL: z.preprocess(
    emptyAsUnset,
    z.string().regex(/^rediss?:\/\/.+/, 'REDIS_URL must look like redis://user:password@redis.example.com:6379 (or rediss://)').optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(emptyAsUnset, z.string().default('innovation-studio:')),
  ...ssoEnvSchema,
});

/** Which engine answers, and how; the key stays on the server and is never logged. */
export type AiSettings = {
  provider: AiProvider;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
  rateLimitPerMinute: number;
  /** A bank's own idea patterns for the built-in engine, added to ours (content/idea-patterns/README.md). */
  ideaPatternsDir?: string | undefined;
  /** A bank's own chat knowledge sheets, added to the bundled ones. */
  knowledgeDir?: string | undefined;
  /** The built-in engine answers, labelled as such, when the LLM is down or too slow. */
  fallbackToBuiltin?: boolean;
  /** Endpoint patterns a workspace owner may point the workspace's engine at (AI_ALLOWED_ENDPOINTS). */
  allowedEndpoints?: string[];
};

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  database: DatabaseTarget;
  dataDir: string;
  authSecret: string;
  passwordMinLength: number;
  authRateLimit: { windowSeconds: number; max: number };
  trustProxy: boolean;
  logLevel: string;
  bodyLimitBytes: number;
  staticDir: string;
  /** Without smtpUrl, e-mails (password-reset links) are written to the server log instead. */
  mail: { smtpUrl: string | undefined; from: string };
  ai: AiSettings;
  /** Without url, rate limits are counted in this process's memory. */
  redis: { url: string | undefined; keyPrefix: string };
  sso: SsoSettings;
  /** How often the retention job looks for journeys and chats to warn about or delete. */
  retentionSweepMinutes: number;
  /** Open journey event streams one person, and the whole process, may hold (issue 22, item 12). */
  liveStreams: { perUser: number; perProcess: number };
  /** How many requests are served at once, how many may wait, and for how long, before 503 OVERLOADED. */
  overload: OverloadSettings;
  /** Outgoing webhooks and channel cards (issue 24): where they may go, and how long a call may take. */
  webhooks: WebhookSettings;
  /** Jira sites owners may connect (issue 24, item 4): the same rules as webhooks, a list of their own. */
  jira: OutgoingCallSettings;
  /** Said once at start, so an operator knows what was decided for them. */
  warnings: string[];
}

/** Where the server may be made to call on an owner's word, and for how long a call may take. */
export interface OutgoingCallSettings {
  /** Address patterns an owner may register (WEBHOOK_ALLOWED_ENDPOINTS, JIRA_ALLOWED_SITES), as AI_ALLOWED_ENDPOINTS. */
  allowedEndpoints: string[];
  /** Private, loopback and link-local addresses are refused unless the operator allows them. */
  allowPrivateAddresses: boolean;
  timeoutMs: number;
}
export type WebhookSettings = OutgoingCallSettings;

export { ConfigError };

/** Any `scheme:` prefix; one letter is left out so that a Windows drive (C:) still reads as a path. */
const URL_SCHEME = /^([a-z][a-z\d+.-]+):/i;

export function parseDatabaseTarget(url: string): DatabaseTarget {
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  const scheme = URL_SCHEME.exec(url)?.[1];
  // Without this, mysql://x or a typo such as postgress://x quietly became a SQLite file of that name.
  if (scheme !== undefined && scheme.toLowerCase() !== 'file') {
    throw new ConfigError(
      `Invalid configuration:\n  DATABASE_URL: the scheme "${scheme}:" is not supported. Use postgres:// (or postgresql://) for PostgreSQL, or a file path (or file:path) for SQLite.`,
    );
  }
  if (url === ':memory:') return { kind: 'sqlite', file: url };
  const file = url.startsWith('file:') ? url.slice('file:'.length).replace(/^\/\/(?=\/)/, '') : url;
  return { kind: 'sqlite', file: resolve(file) };
}

/** In development a random secret is made once and kept beside the data, so sessions survive restarts. */
function developmentSecret(dataDir: string, warnings: string[]): string {
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  createOwnerOnlyFolder(dataDir);
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  warnings.push(`AUTH_SECRET is not set: generated one and kept it in ${file}. Set AUTH_SECRET in production.`);
  return secret;
}

function mailSettings(values: z.infer<typeof envSchema>): AppConfig['mail'] {
  const appHost = new URL(values.APP_URL ?? 'http://localhost').hostname;
  return { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM ?? `Innovation Studio <no-reply@${appHost}>` };
}

/** The public providers' endpoints, when AI_ALLOWED_ENDPOINTS does not say otherwise. */
export const DEFAULT_ALLOWED_ENDPOINTS = ['https://api.openai.com', 'https://api.anthropic.com', 'https://*.openai.azure.com'];

/** Slack's and Teams' incoming webhooks (classic connectors and Workflows), when WEBHOOK_ALLOWED_ENDPOINTS does not say otherwise. */
export const DEFAULT_WEBHOOK_ENDPOINTS = ['https://hooks.slack.com/services', 'https://*.webhook.office.com', 'https://*.logic.azure.com'];

/** Jira Cloud's sites, when JIRA_ALLOWED_SITES does not say otherwise; a Data Center site must be listed. */
export const DEFAULT_JIRA_SITES = ['https://*.atlassian.net'];

function parseAllowedEndpoints(value: string | undefined, fallback = DEFAULT_ALLOWED_ENDPOINTS, name = 'AI_ALLOWED_ENDPOINTS'): string[] {
  if (value === undefined) return fallback;
  const patterns = value.split(',').map((pattern) => pattern.trim()).filter(Boolean);
  const bad = patterns.filter((pattern) => !isEndpointPattern(pattern));
  if (bad.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${name}: ${bad.join(', ')} is not an endpoint such as https://*.openai.azure.com or http://ollama.bank.internal:11434`,
    );
  }
  return patterns;
}

/** scheme://host[:port][/path], where the host may start with "*." for any subdomain. */
function isEndpointPattern(pattern: string): boolean {
  try {
    const url = new URL(pattern.replace('://*.', '://wildcard.'));
    return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** What each LLM provider cannot work without; Ollama-style local servers need no key. */
const AI_REQUIRED: Record<AiProvider, Array<'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL'>> = {
  builtin: [],
  'openai-compatible': ['AI_BASE_URL', 'AI_MODEL'],
  anthropic: ['AI_API_KEY', 'AI_MODEL'],
};

function aiSettings(values: z.infer<typeof envSchema>): AiSettings {
  const missing = AI_REQUIRED[values.AI_PROVIDER].filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    const details = missing.map((name) => `${name}: required when AI_PROVIDER=${values.AI_PROVIDER}`);
    throw new ConfigError(`Invalid configuration:\n  ${details.join('\n  ')}`);
  }
  return {
    provider: values.AI_PROVIDER,
    baseUrl: values.AI_BASE_URL,
    apiKey: values.AI_API_KEY,
    model: values.AI_MODEL,
    timeoutMs: values.AI_TIMEOUT_MS,
    rateLimitPerMinute: values.AI_RATE_LIMIT_MAX,
    ideaPatternsDir: values.IDEA_PATTERNS_DIR === undefined ? undefined : resolve(values.IDEA_PATTERNS_DIR),
    knowledgeDir: values.KNOWLEDGE_DIR === undefined ? undefined : resolve(values.KNOWLEDGE_DIR),
    fallbackToBuiltin: values.AI_FALLBACK_TO_BUILTIN,
    allowedEndpoints: parseAllowedEndpoints(values.AI_ALLOWED_ENDPOINTS),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${details.join('\n  ')}`);
  }
  const values = parsed.data;
  const warnings: string[] = [];
  const database = parseDatabaseTarget(values.DATABASE_URL);
  const dataDir = database.kind === 'sqlite' && database.file !== ':memory:' ? dirname(database.file) : resolve('./data');
  if (values.NODE_ENV === 'production' && !values.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required when NODE_ENV=production');
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/$/, ''),
    database,
    dataDir,
    authSecret: values.AUTH_SECRET ?? developmentSecret(dataDir, warnings),
    passwordMinLength: values.AUTH_PASSWORD_MIN_LENGTH,
    authRateLimit: { windowSeconds: values.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: values.AUTH_RATE_LIMIT_MAX },
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    staticDir: resolve(values.STATIC_DIR),
    mail: mailSettings(values),
    ai: aiSettings(values),
    redis: { url: values.REDIS_URL, keyPrefix: values.REDIS_KEY_PREFIX },
    sso: ssoSettings(values),
    retentionSweepMinutes: values.RETENTION_SWEEP_MINUTES,
    liveStreams: { perUser: values.LIVE_STREAMS_PER_USER, perProcess: values.LIVE_STREAMS_PER_PROCESS },
    webhooks: {
      allowedEndpoints: parseAllowedEndpoints(values.WEBHOOK_ALLOWED_ENDPOINTS, DEFAULT_WEBHOOK_ENDPOINTS, 'WEBHOOK_ALLOWED_ENDPOINTS'),
      allowPrivateAddresses: values.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
      timeoutMs: values.WEBHOOK_TIMEOUT_MS,
    },
    jira: {
      allowedEndpoints: parseAllowedEndpoints(values.JIRA_ALLOWED_SITES, DEFAULT_JIRA_SITES, 'JIRA_ALLOWED_SITES'),
      allowPrivateAddresses: values.JIRA_ALLOW_PRIVATE_ADDRESSES,
      timeoutMs: values.JIRA_TIMEOUT_MS,
    },
    overload: { maxActive: values.OVERLOAD_MAX_ACTIVE, maxWaiting: values.OVERLOAD_MAX_WAITING, maxWaitMs: values.OVERLOAD_MAX_WAIT_MS },
    warnings,
  };
}
