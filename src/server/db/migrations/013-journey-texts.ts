import type { Kysely } from 'kysely';

/**
 * Shared text (issue 19): the document of each journey text field that has been typed into, and
 * each change's text and shared-text updates in the change log. A field without a row reads as the
 * server's own document of its text (docs/decisions.md, 2026-11-26), so no journey needs rewriting.
 */
export function journeyTextsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('journey_texts')
        .addColumn('journey_id', 'text', (col) => col.notNull().references('journeys.id').onDelete('cascade'))
        .addColumn('field_key', 'text', (col) => col.notNull())
        // The whole Yjs document, merged into one update, base64.
        .addColumn('doc', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('journey_texts_pk', ['journey_id', 'field_key'])
        .execute();
      await db.schema.alterTable('journey_changes').addColumn('texts', 'text').execute();
      await db.schema.alterTable('journey_changes').addColumn('text_updates', 'text').execute();
    },
  };
}
