import type { Kysely } from 'kysely';

/**
 * The team workspace whose journey text a conversation has carried (issue 22, item 13). Its later
 * messages send that text to the engine again (as history), so that team's AI rules keep governing
 * it. No foreign key: a deleted workspace must not free its text to other rules.
 */
export function chatThreadWorkspaceMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('chat_threads').addColumn('governing_workspace_id', 'text').execute();
    },
  };
}
