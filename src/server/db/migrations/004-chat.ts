import type { Kysely } from 'kysely';

/** The assistant's conversations, per user; a thread and its messages go with their user. */
export function chatMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('chat_threads')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('title', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_threads_user_updated_idx')
        .on('chat_threads')
        .columns(['user_id', 'updated_at'])
        .execute();
      await db.schema
        .createTable('chat_messages')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('thread_id', 'text', (col) =>
          col.notNull().references('chat_threads.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
        .addColumn('role', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('chat_messages_thread_created_idx')
        .on('chat_messages')
        .columns(['thread_id', 'created_at'])
        .execute();
    },
  };
}
