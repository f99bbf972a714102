import type { Kysely } from 'kysely';

/** Each workspace's AI controls and retention period, and its AI use counted per day. */
export function workspacePoliciesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('workspace_policies')
        .addColumn('workspace_id', 'text', (col) => col.primaryKey().references('workspaces.id').onDelete('cascade'))
        .addColumn('ai_engine', 'text', (col) => col.notNull())
        // Sealed with the secret box (AES-256-GCM under a key derived from AUTH_SECRET); never sent out.
        .addColumn('ai_api_key_sealed', 'text')
        .addColumn('ai_features', 'text', (col) => col.notNull())
        .addColumn('ai_budget', 'text', (col) => col.notNull())
        .addColumn('record_prompts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('retention_days', 'integer')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('ai_usage_daily')
        .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('feature', 'text', (col) => col.notNull())
        .addColumn('day', 'text', (col) => col.notNull())
        .addColumn('calls', 'integer', (col) => col.notNull())
        .addColumn('tokens', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('ai_usage_daily_pk', ['workspace_id', 'day', 'user_id', 'feature'])
        .execute();
      await db.schema.createIndex('ai_usage_daily_user_idx').on('ai_usage_daily').column('user_id').execute();
    },
  };
}
