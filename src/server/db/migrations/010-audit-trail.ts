import type { Kysely } from 'kysely';

/**
 * The audit trail: one hash chain per workspace. No foreign keys on purpose: the record of who did
 * what outlives the workspace, the journeys and the accounts it names (see docs/decisions.md).
 * The primary key (workspace_id, seq) is what keeps a chain from forking: two entries can never
 * claim the same place.
 */
export function auditTrailMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_entries')
        .addColumn('workspace_id', 'text', (col) => col.notNull())
        .addColumn('seq', 'integer', (col) => col.notNull())
        .addColumn('occurred_at', 'text', (col) => col.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_label', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('target_type', 'text')
        .addColumn('target_id', 'text')
        .addColumn('details', 'text', (col) => col.notNull())
        .addColumn('prev_hash', 'text', (col) => col.notNull())
        .addColumn('hash', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('audit_entries_pk', ['workspace_id', 'seq'])
        .execute();
      await db.schema.createIndex('audit_entries_actor_idx').on('audit_entries').column('actor_id').execute();
      await db.schema
        .createIndex('audit_entries_workspace_time_idx')
        .on('audit_entries')
        .columns(['workspace_id', 'occurred_at'])
        .execute();
      // The last entry of each chain, sealed with a key only the app holds: removing entries from the
      // end, or rewriting a whole chain, shows as a head that no longer matches.
      await db.schema
        .createTable('audit_chain_heads')
        .addColumn('workspace_id', 'text', (col) => col.primaryKey())
        .addColumn('seq', 'integer', (col) => col.notNull())
        .addColumn('hash', 'text', (col) => col.notNull())
        .addColumn('seal', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
