import type { Kysely } from 'kysely';

/**
 * Which coming deletions have been announced, and for which last change: a journey or chat touched
 * after its warning gets a new one when it is about to expire again.
 */
export function retentionNoticesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('journey_retention_notices')
        .addColumn('journey_id', 'text', (col) => col.primaryKey().references('journeys.id').onDelete('cascade'))
        .addColumn('warned_for', 'text', (col) => col.notNull())
        .addColumn('warned_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('chat_retention_notices')
        .addColumn('thread_id', 'text', (col) => col.primaryKey().references('chat_threads.id').onDelete('cascade'))
        .addColumn('warned_for', 'text', (col) => col.notNull())
        .addColumn('warned_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
