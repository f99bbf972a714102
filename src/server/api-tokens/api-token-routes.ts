import { type Context, Hono } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import {
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_OWNER,
  type ApiTokenList,
  type CreatedApiToken,
  createApiTokenSchema,
} from '../../domain/api-token-api';
import type { AppEnv, SessionUser } from '../app-env';
import type { AuditTrail, NewAuditEntry } from '../audit/audit-trail';
import type { Database } from '../db/schema';
import { ApiError, notFoundError } from '../errors';
import { readJson } from '../http/validate';
import { type WorkspaceEnv, isWellFormedId, requireWorkspaceOwner } from '../workspaces/workspace-access';
import { type TokenHolder, apiTokensRepository } from './api-tokens-repository';
import { newTokenSecret } from './token-secret';

const DAY_MS = 24 * 60 * 60_000;

/** Where a token's creation and revocation are recorded: its workspace, or every workspace of its holder. */
async function trailsOf(trx: Transaction<Database>, holder: TokenHolder): Promise<string[]> {
  if (holder.kind === 'workspace') return [holder.workspaceId];
  const rows = await trx.selectFrom('workspace_members').select('workspace_id').where('user_id', '=', holder.userId).orderBy('workspace_id').execute();
  return rows.map((row) => row.workspace_id);
}

/** GET, POST and DELETE /:tokenId for one holder's tokens; `holderOf` says whose. */
function tokenRoutes<E extends AppEnv>(db: Kysely<Database>, audit: AuditTrail, holderOf: (c: Context<E>) => TokenHolder) {
  const entriesFor = (workspaceIds: string[], user: SessionUser, action: 'token.created' | 'token.revoked', tokenId: string, details: Record<string, unknown>): NewAuditEntry[] =>
    workspaceIds.map((workspaceId) => ({ workspaceId, actor: { id: user.id, label: user.email }, action, target: { type: 'api_token', id: tokenId }, details }));

  return new Hono<E>()
    .get('/', async (c) => c.json<ApiTokenList>({ tokens: await apiTokensRepository(db).list(holderOf(c), new Date()) }))
    .post('/', async (c) => {
      const input = await readJson(c, createApiTokenSchema);
      const holder = holderOf(c);
      const user = c.get('user');
      const now = new Date();
      const { secret, hash, visiblePrefix } = newTokenSecret(holder.kind);
      const expiresAt = new Date(now.getTime() + input.expiresInDays * DAY_MS);
      const created = await audit.changeAndRecord(
        async (trx) => {
          const tokens = apiTokensRepository(trx);
          if ((await tokens.countLive(holder, now)) >= API_TOKENS_PER_OWNER) throw new ApiError(409, 'TOO_MANY_TOKENS', API_TOKEN_MESSAGES.tooMany);
          const workspaceId = holder.kind === 'workspace' ? holder.workspaceId : null;
          const id = await tokens.insert({ kind: holder.kind, userId: user.id, workspaceId, name: input.name, scopes: input.scopes, hash, visiblePrefix, expiresAt }, now);
          return { id, trails: await trailsOf(trx, holder) };
        },
        ({ id, trails }) =>
          entriesFor(trails, user, 'token.created', id, { name: input.name, kind: holder.kind, prefix: visiblePrefix, scopes: input.scopes, expiresAt: expiresAt.toISOString() }),
      );
      const token = (await apiTokensRepository(db).list(holder, now)).find((listed) => listed.id === created.id);
      if (!token) throw notFoundError('The token');
      // The one answer that carries the secret: no cache may keep it.
      c.header('Cache-Control', 'no-store');
      return c.json<CreatedApiToken>({ token, secret }, 201);
    })
    .delete('/:tokenId', async (c) => {
      const tokenId = c.req.param('tokenId');
      const holder = holderOf(c);
      const user = c.get('user');
      if (!isWellFormedId(tokenId)) throw new ApiError(404, 'NOT_FOUND', API_TOKEN_MESSAGES.notFound);
      await audit.changeAndRecord(
        async (trx) => {
          const revoked = await apiTokensRepository(trx).revoke(holder, tokenId, new Date());
          if (!revoked) throw new ApiError(404, 'NOT_FOUND', API_TOKEN_MESSAGES.notFound);
          return { revoked, trails: await trailsOf(trx, holder) };
        },
        ({ revoked, trails }) => entriesFor(trails, user, 'token.revoked', revoked.id, { name: revoked.name, kind: holder.kind, prefix: revoked.visiblePrefix }),
      );
      return c.body(null, 204);
    });
}

/** /api/account/tokens: the signed-in person's own personal access tokens. */
export const personalTokenRoutes = (db: Kysely<Database>, audit: AuditTrail) =>
  tokenRoutes<AppEnv>(db, audit, (c) => ({ kind: 'personal', userId: c.get('user').id }));

/** /api/workspaces/:workspaceId/tokens: the workspace's tokens, for its owners only (others 403, outsiders 404). */
export const workspaceTokenRoutes = (db: Kysely<Database>, audit: AuditTrail) =>
  new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner)
    .route('/', tokenRoutes<WorkspaceEnv>(db, audit, (c) => ({ kind: 'workspace', workspaceId: c.get('workspace').id })));
