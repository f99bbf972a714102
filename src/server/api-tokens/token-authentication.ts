import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import { type TokenGrant, scopesForRequest } from '../../domain/api-token-scopes';
import type { AppEnv, SessionUser } from '../app-env';
import type { AuditTrail } from '../audit/audit-trail';
import type { Database } from '../db/schema';
import { isStorageFull } from '../db/storage-full';
import { type ApiError, respondWithError } from '../errors';
import type { RateLimitStore } from '../http/rate-limit';
import { loggablePath } from '../http/request-logging';
import { personalWorkspaceId } from '../workspaces/workspaces-repository';
import { type StoredToken, apiTokensRepository } from './api-tokens-repository';
import { insufficientScope, tokenNotAccepted, tokenRefusal, tokenWithCookie, tooManyFailedTokens } from './token-refusals';
import { hashTokenSecret, isTokenShaped } from './token-secret';
import { tokenUser } from './token-user';

/** "Last used" is exact to a minute: finer would be a database write per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** A flood from many addresses must not grow memory: past this, ended blocks are swept. */
const MAX_BLOCKED_ADDRESSES = 10_000;

function forgetEnded(blockedUntil: Map<string, number>): void {
  const now = Date.now();
  for (const [address, until] of blockedUntil) if (until <= now) blockedUntil.delete(address);
}

export interface TokenAuthenticationDependencies {
  db: Kysely<Database>;
  audit: AuditTrail;
  /** Failed token attempts per address (shared through Redis when it is configured). */
  failures: RateLimitStore;
  now?: () => Date;
}

/** The token of an `Authorization: Bearer` header; undefined for no header or another scheme. */
function bearerSecret(authorization: string | undefined): string | undefined {
  const match = authorization === undefined ? null : /^Bearer[ \t]+(\S*)[ \t]*$/i.exec(authorization);
  return match ? (match[1] ?? '') : undefined;
}

const grantOf = (token: StoredToken): TokenGrant =>
  token.kind === 'workspace' && token.workspaceId !== null
    ? { kind: 'workspace', tokenId: token.id, scopes: token.scopes, workspaceId: token.workspaceId }
    : { kind: 'personal', tokenId: token.id, scopes: token.scopes };

/**
 * Lets a request in with an API token instead of a session cookie, on the routes and with the
 * scopes api-token-scopes.ts names; a request with a Bearer header anywhere else is refused, never
 * served as anonymous. The token is checked in the database on every request, so a revocation
 * holds at once on every process. Each use, allowed or refused for its scope, goes on the trail of
 * the workspace it acted in.
 */
export function tokenAuthentication({ db, audit, failures, now = () => new Date() }: TokenAuthenticationDependencies): MiddlewareHandler<AppEnv> {
  const tokens = apiTokensRepository(db);
  const lastMarked = new Map<string, number>();
  /** Addresses this process saw over the failure limit, until their window ends. */
  const blockedUntil = new Map<string, number>();

  const refuseFailure = async (c: Context<AppEnv>, refusal: ApiError): Promise<never> => {
    const decision = await failures.consume(`api-token-failures:${c.get('clientIp')}`);
    if (!decision.allowed) {
      blockedUntil.set(c.get('clientIp'), Date.now() + decision.retryAfterSeconds * 1000);
      if (blockedUntil.size > MAX_BLOCKED_ADDRESSES) forgetEnded(blockedUntil);
      c.header('Retry-After', String(decision.retryAfterSeconds));
      throw tooManyFailedTokens();
    }
    c.header('WWW-Authenticate', `Bearer error="invalid_token"`);
    throw refusal;
  };

  const markUsed = async (token: StoredToken, at: Date) => {
    const last = Math.max(token.lastUsedAt ? Date.parse(token.lastUsedAt) : 0, lastMarked.get(token.id) ?? 0);
    if (at.getTime() - last < LAST_USED_RESOLUTION_MS) return;
    lastMarked.set(token.id, at.getTime());
    await tokens.markUsed(token.id, at);
  };

  const recordUse = async (c: Context<AppEnv>, token: StoredToken, user: SessionUser, status: number) => {
    const workspaceId = token.workspaceId ?? c.get('actingWorkspaceId') ?? personalWorkspaceId(user.id);
    await audit.record({
      workspaceId,
      actor: { id: user.id, label: user.email },
      action: 'token.used',
      target: { type: 'api_token', id: token.id },
      details: {
        name: token.name,
        kind: token.kind,
        prefix: token.visiblePrefix,
        method: c.req.method,
        path: loggablePath(c.req.path),
        status,
        ip: c.get('clientIp'),
      },
    });
  };

  return async (c, next) => {
    const secret = bearerSecret(c.req.header('authorization'));
    if (secret === undefined) return next();
    if (c.req.header('cookie') !== undefined) throw tokenWithCookie();
    const scopes = scopesForRequest(c.req.method, c.req.path);
    if (!scopes) throw tokenNotAccepted();
    const blocked = blockedUntil.get(c.get('clientIp'));
    if (blocked !== undefined && blocked > Date.now()) {
      c.header('Retry-After', String(Math.ceil((blocked - Date.now()) / 1000)));
      throw tooManyFailedTokens();
    }
    const at = now();
    const token = isTokenShaped(secret) ? await tokens.findByHash(hashTokenSecret(secret)) : undefined;
    const refusal = tokenRefusal(token, at);
    const user = token && !refusal ? await tokenUser(db, token.userId) : undefined;
    if (!token || !user || refusal) return refuseFailure(c, refusal ?? tokenRefusal(undefined, at)!);

    c.set('user', { ...user, name: `${user.name.trim() || user.email} (API token “${token.name}”)` });
    c.set('apiToken', grantOf(token));
    const finish = async (status: number) => {
      // "Last used" is not worth failing an answered request for while the disk is full.
      await markUsed(token, at).catch((error: unknown) => {
        if (!isStorageFull(error)) throw error;
      });
      await recordUse(c, token, user, status);
    };
    if (!scopes.some((scope) => token.scopes.includes(scope))) {
      const refused = insufficientScope(scopes[0]!);
      await finish(refused.status);
      return respondWithError(c, refused);
    }
    await next();
    await finish(c.res.status);
  };
}
