import { z } from './zod';

/**
 * API tokens (issue 24, item 1): personal access tokens act as their holder, workspace tokens act
 * for one workspace. Each carries scopes; a request needs the scope of its route (api-token-scopes.ts).
 */
export const API_TOKEN_SCOPES = {
  'journeys:read': 'Read journeys',
  'journeys:write': 'Write journeys',
  'portfolio:read': 'Read the portfolio',
  'audit:read': 'Read the audit trail (owners)',
} as const;
export type ApiTokenScope = keyof typeof API_TOKEN_SCOPES;
export const API_TOKEN_SCOPE_NAMES = Object.keys(API_TOKEN_SCOPES) as [ApiTokenScope, ...ApiTokenScope[]];

export type ApiTokenKind = 'personal' | 'workspace';

/** What a token starts with: recognisable in a leaked log or a secret scanner, and says which kind it is. */
export const API_TOKEN_PREFIXES: Record<ApiTokenKind, string> = { personal: 'iso_pat_', workspace: 'iso_wst_' };
/** How much of a token the list shows: the kind's prefix and four characters of the secret. */
export const API_TOKEN_VISIBLE_LENGTH = 12;

export const API_TOKEN_NAME_MAX_LENGTH = 60;
export const API_TOKEN_EXPIRY_DAYS = { min: 1, max: 365, default: 90 } as const;
/** The choices the forms offer; the API takes any whole number of days in range. */
export const API_TOKEN_EXPIRY_CHOICES = [7, 30, 90, 180, 365] as const;
/** Live (unrevoked, unexpired) tokens one person, or one workspace, may hold: enough for every integration. */
export const API_TOKENS_PER_OWNER = 25;

export const API_TOKEN_MESSAGES = {
  nameRequired: 'Please give the token a name that says what uses it.',
  nameTooLong: `Please keep the token name under ${API_TOKEN_NAME_MAX_LENGTH} characters.`,
  nameOneLine: 'Please keep the token name on one line.',
  scopesRequired: 'Choose at least one thing the token may do.',
  expiry: `A token expires after ${API_TOKEN_EXPIRY_DAYS.min} to ${API_TOKEN_EXPIRY_DAYS.max} days.`,
  tooMany: `You can hold up to ${API_TOKENS_PER_OWNER} live tokens. Revoke one you no longer use first.`,
  notFound: 'The token was not found.',
} as const;

export const apiTokenNameSchema = z
  .string({ message: API_TOKEN_MESSAGES.nameRequired })
  .trim()
  .min(1, API_TOKEN_MESSAGES.nameRequired)
  .max(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_MESSAGES.nameTooLong)
  .refine((name) => ![...name].some((character) => character.charCodeAt(0) < 32), API_TOKEN_MESSAGES.nameOneLine);

export const createApiTokenSchema = z.object({
  name: apiTokenNameSchema,
  scopes: z
    .array(z.enum(API_TOKEN_SCOPE_NAMES, { message: API_TOKEN_MESSAGES.scopesRequired }), { message: API_TOKEN_MESSAGES.scopesRequired })
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .max(API_TOKEN_SCOPE_NAMES.length)
    .transform((scopes) => API_TOKEN_SCOPE_NAMES.filter((scope) => scopes.includes(scope))),
  expiresInDays: z
    .number({ message: API_TOKEN_MESSAGES.expiry })
    .int(API_TOKEN_MESSAGES.expiry)
    .min(API_TOKEN_EXPIRY_DAYS.min, API_TOKEN_MESSAGES.expiry)
    .max(API_TOKEN_EXPIRY_DAYS.max, API_TOKEN_MESSAGES.expiry)
    .default(API_TOKEN_EXPIRY_DAYS.default),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenSchema>;

export type ApiTokenStatus = 'active' | 'expired' | 'inactive';

/** A token as lists show it: never the secret, only its first characters. */
export interface ApiTokenSummary {
  id: string;
  kind: ApiTokenKind;
  name: string;
  scopes: ApiTokenScope[];
  /** The kind's prefix and the secret's first characters, to tell tokens apart. */
  visiblePrefix: string;
  createdAt: string;
  /** Who created it (the holder, for a personal token). */
  createdBy: string;
  expiresAt: string;
  lastUsedAt: string | null;
  /** 'inactive': a workspace token whose creator is no longer an owner of the workspace. */
  status: ApiTokenStatus;
}

export interface ApiTokenList {
  tokens: ApiTokenSummary[];
}

/** The one answer that holds the secret: the creation's. */
export interface CreatedApiToken {
  token: ApiTokenSummary;
  secret: string;
}

export function apiTokenStatus(expiresAt: string, now: Date, creatorIsOwner = true): ApiTokenStatus {
  if (Date.parse(expiresAt) <= now.getTime()) return 'expired';
  return creatorIsOwner ? 'active' : 'inactive';
}
