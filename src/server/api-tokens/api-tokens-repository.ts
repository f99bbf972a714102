import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  API_TOKEN_SCOPE_NAMES,
  type ApiTokenKind,
  type ApiTokenScope,
  type ApiTokenSummary,
  apiTokenStatus,
} from '../../domain/api-token-api';
import type { Database } from '../db/schema';

/** Whose tokens: a person's own, or a workspace's. */
export type TokenHolder = { kind: 'personal'; userId: string } | { kind: 'workspace'; workspaceId: string };

export interface NewApiToken {
  kind: ApiTokenKind;
  userId: string;
  workspaceId: string | null;
  name: string;
  scopes: ApiTokenScope[];
  hash: string;
  visiblePrefix: string;
  expiresAt: Date;
}

/** A token found by its secret, with what deciding on a request needs. */
export interface StoredToken {
  id: string;
  kind: ApiTokenKind;
  userId: string;
  workspaceId: string | null;
  name: string;
  scopes: ApiTokenScope[];
  visiblePrefix: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The creator's role in the token's workspace (workspace tokens), undefined when none. */
  creatorRole: 'owner' | 'editor' | 'viewer' | undefined;
}

const scopesOf = (stored: string): ApiTokenScope[] => API_TOKEN_SCOPE_NAMES.filter((scope) => stored.split(',').includes(scope));

export function apiTokensRepository(db: Kysely<Database>) {
  const holderQuery = (holder: TokenHolder) => {
    const query = db.selectFrom('api_tokens').where('api_tokens.kind', '=', holder.kind).where('api_tokens.revoked_at', 'is', null);
    return holder.kind === 'personal' ? query.where('api_tokens.user_id', '=', holder.userId) : query.where('api_tokens.workspace_id', '=', holder.workspaceId);
  };

  return {
    async countLive(holder: TokenHolder, now: Date): Promise<number> {
      const row = await holderQuery(holder)
        .where('api_tokens.expires_at', '>', now.toISOString())
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async insert(token: NewApiToken, now: Date): Promise<string> {
      const id = randomUUID();
      await db
        .insertInto('api_tokens')
        .values({
          id,
          kind: token.kind,
          user_id: token.userId,
          workspace_id: token.workspaceId,
          name: token.name,
          scopes: token.scopes.join(','),
          token_hash: token.hash,
          visible_prefix: token.visiblePrefix,
          created_at: now.toISOString(),
          expires_at: token.expiresAt.toISOString(),
          last_used_at: null,
          revoked_at: null,
        })
        .execute();
      return id;
    },

    /** Unrevoked tokens, newest first; expired ones stay listed (as expired) until revoked. */
    async list(holder: TokenHolder, now: Date): Promise<ApiTokenSummary[]> {
      const rows = await holderQuery(holder)
        .innerJoin('user', 'user.id', 'api_tokens.user_id')
        .leftJoin('workspace_members', (join) =>
          join.onRef('workspace_members.workspace_id', '=', 'api_tokens.workspace_id').onRef('workspace_members.user_id', '=', 'api_tokens.user_id'),
        )
        .select([
          'api_tokens.id',
          'api_tokens.kind',
          'api_tokens.name',
          'api_tokens.scopes',
          'api_tokens.visible_prefix',
          'api_tokens.created_at',
          'api_tokens.expires_at',
          'api_tokens.last_used_at',
          'user.email',
          'workspace_members.role',
        ])
        .orderBy('api_tokens.created_at', 'desc')
        .orderBy('api_tokens.id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        name: row.name,
        scopes: scopesOf(row.scopes),
        visiblePrefix: row.visible_prefix,
        createdAt: row.created_at,
        createdBy: row.email,
        expiresAt: row.expires_at,
        lastUsedAt: row.last_used_at,
        status: apiTokenStatus(row.expires_at, now, row.kind === 'personal' || row.role === 'owner'),
      }));
    },

    /** Revokes the holder's token; undefined when it is not theirs, or already revoked. */
    async revoke(holder: TokenHolder, id: string, now: Date): Promise<{ id: string; name: string; visiblePrefix: string } | undefined> {
      const token = await holderQuery(holder).where('api_tokens.id', '=', id).select(['id', 'name', 'visible_prefix']).executeTakeFirst();
      if (!token) return undefined;
      const revoked = await db.updateTable('api_tokens').set({ revoked_at: now.toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
      return Number(revoked.numUpdatedRows) === 1 ? { id: token.id, name: token.name, visiblePrefix: token.visible_prefix } : undefined;
    },

    async findByHash(hash: string): Promise<StoredToken | undefined> {
      const row = await db
        .selectFrom('api_tokens')
        .leftJoin('workspace_members', (join) =>
          join.onRef('workspace_members.workspace_id', '=', 'api_tokens.workspace_id').onRef('workspace_members.user_id', '=', 'api_tokens.user_id'),
        )
        .selectAll('api_tokens')
        .select('workspace_members.role')
        .where('api_tokens.token_hash', '=', hash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        kind: row.kind,
        userId: row.user_id,
        workspaceId: row.workspace_id,
        name: row.name,
        scopes: scopesOf(row.scopes),
        visiblePrefix: row.visible_prefix,
        expiresAt: row.expires_at,
        lastUsedAt: row.last_used_at,
        revokedAt: row.revoked_at,
        creatorRole: row.role ?? undefined,
      };
    },

    async markUsed(id: string, at: Date): Promise<void> {
      await db.updateTable('api_tokens').set({ last_used_at: at.toISOString() }).where('id', '=', id).execute();
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof apiTokensRepository>;
