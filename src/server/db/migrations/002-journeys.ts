import type { Kysely } from 'kysely';

/** Journeys keep the whole working state as JSON, with the dashboard's columns copied out of it. */
export function journeysMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('journeys')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('current_stage', 'integer', (col) => col.notNull())
        .addColumn('problem_statement', 'text', (col) => col.notNull())
        .addColumn('domain', 'text', (col) => col.notNull())
        .addColumn('subdomain', 'text', (col) => col.notNull())
        .addColumn('state', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('journeys_user_updated_idx')
        .on('journeys')
        .columns(['user_id', 'updated_at'])
        .execute();
    },
  };
}
