import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIXES, API_TOKEN_VISIBLE_LENGTH, type ApiTokenKind } from '../../domain/api-token-api';

/** 32 random bytes in base64url: 43 characters after the prefix. */
const TOKEN_SHAPE = /^iso_(pat|wst)_[A-Za-z0-9_-]{43}$/;

/**
 * A token is 256 random bits, so a plain SHA-256 is enough to store it: nobody can guess a preimage,
 * and a slow hash would only cost every request time. The look-up by hash is an index search, not
 * a comparison an attacker could time character by character.
 */
export const hashTokenSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function newTokenSecret(kind: ApiTokenKind) {
  const secret = `${API_TOKEN_PREFIXES[kind]}${randomBytes(32).toString('base64url')}`;
  return { secret, hash: hashTokenSecret(secret), visiblePrefix: secret.slice(0, API_TOKEN_VISIBLE_LENGTH) };
}

/** Anything else cannot be one of ours: answered without a database look-up. */
export const isTokenShaped = (value: string): boolean => TOKEN_SHAPE.test(value);
