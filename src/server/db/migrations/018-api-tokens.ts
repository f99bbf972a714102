import type { Kysely } from 'kysely';

/**
 * API tokens: personal ones go with their holder's account, workspace ones with their workspace
 * (and with the owner who created them: such a token works only while that person is an owner).
 * Revoked rows stay, so a revoked token is answered as such; the audit trail keeps the history.
 */
export function apiTokensMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_tokens')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('workspace_id', 'text', (col) => col.references('workspaces.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('scopes', 'text', (col) => col.notNull())
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('visible_prefix', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('last_used_at', 'text')
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('api_tokens_user').on('api_tokens').columns(['user_id', 'kind']).execute();
      await db.schema.createIndex('api_tokens_workspace').on('api_tokens').column('workspace_id').execute();
    },
  };
}
