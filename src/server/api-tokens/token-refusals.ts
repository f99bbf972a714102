import { ApiError } from '../errors';
import type { StoredToken } from './api-tokens-repository';

const refusal = (code: string, message: string) => new ApiError(401, code, message);

/**
 * Why a presented token cannot be used, or undefined when it can. Saying expired or revoked tells
 * nothing to anyone but the holder of the secret, and saves an integration team a support call.
 */
export function tokenRefusal(token: StoredToken | undefined, now: Date): ApiError | undefined {
  if (!token) return refusal('INVALID_TOKEN', 'This API token is not valid.');
  if (token.revokedAt !== null) return refusal('TOKEN_REVOKED', 'This API token has been revoked.');
  if (Date.parse(token.expiresAt) <= now.getTime()) return refusal('TOKEN_EXPIRED', `This API token expired on ${token.expiresAt.slice(0, 10)}.`);
  if (token.kind === 'workspace' && token.creatorRole !== 'owner') {
    return refusal('TOKEN_INACTIVE', 'This workspace token no longer works: the person who created it is no longer an owner of the workspace.');
  }
  return undefined;
}

export const tooManyFailedTokens = () =>
  new ApiError(429, 'RATE_LIMITED', 'Too many requests with API tokens that are not valid came from this address. Please wait and try again.');

export const tokenNotAccepted = () =>
  new ApiError(403, 'TOKEN_NOT_ACCEPTED', 'API tokens are not accepted here: this needs a person signed in to Innovation Studio.');

export const tokenWithCookie = () =>
  new ApiError(400, 'TOKEN_WITH_COOKIE', 'Send either an API token or a session cookie, not both.');

export const insufficientScope = (needed: string) =>
  new ApiError(403, 'INSUFFICIENT_SCOPE', `This API token may not do that: it needs the scope ${needed}.`);
