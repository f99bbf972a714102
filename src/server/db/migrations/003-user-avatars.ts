import type { Kysely } from 'kysely';
import type { DialectName } from '../database';
import { columnTypes } from './column-types';

/** Avatars live in the database, so every app process behind a load balancer serves the same image. */
export function userAvatarsMigration(dialect: DialectName) {
  const types = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_avatars')
        .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('content', types.bytes, (col) => col.notNull())
        .addColumn('content_type', 'text', (col) => col.notNull())
        .addColumn('revision', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
