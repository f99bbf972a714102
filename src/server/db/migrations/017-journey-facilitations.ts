import type { Kysely } from 'kysely';

/**
 * A journey's facilitated session (issue 23), with what its rounds hold back until they close:
 * one row per journey that has had one, versioned so every screen can tell it changed.
 */
export function journeyFacilitationsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('journey_facilitations')
        .addColumn('journey_id', 'text', (col) => col.primaryKey().references('journeys.id').onDelete('cascade'))
        .addColumn('version', 'integer', (col) => col.notNull())
        // FacilitationRecord (src/domain/facilitation/facilitation-record.ts) as JSON.
        .addColumn('record', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
