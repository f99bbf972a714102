import type { Kysely } from 'kysely';

/**
 * Jira hand-off (issue 24, item 4): a workspace's connection to one Jira project, and the issues
 * each journey made there, so a second send updates them instead of making new ones.
 */
export function jiraMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jira_connections')
        .addColumn('workspace_id', 'text', (col) => col.primaryKey().references('workspaces.id').onDelete('cascade'))
        .addColumn('flavour', 'text', (col) => col.notNull())
        .addColumn('site_url', 'text', (col) => col.notNull())
        .addColumn('project_key', 'text', (col) => col.notNull())
        .addColumn('account_email', 'text', (col) => col.notNull())
        // Sealed (security/secret-box.ts); only its last four characters are kept in the clear.
        .addColumn('api_token_sealed', 'text', (col) => col.notNull())
        .addColumn('token_hint', 'text', (col) => col.notNull())
        .addColumn('epic_issue_type', 'text', (col) => col.notNull())
        .addColumn('story_issue_type', 'text', (col) => col.notNull())
        .addColumn('updated_by', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('journey_jira_links')
        .addColumn('journey_id', 'text', (col) => col.primaryKey().references('journeys.id').onDelete('cascade'))
        // The site and project the issues live in: a send to another project starts afresh.
        .addColumn('site_url', 'text', (col) => col.notNull())
        .addColumn('project_key', 'text', (col) => col.notNull())
        .addColumn('epic_key', 'text')
        // JSON array of story keys, one per BRD requirement in order; null where none was made yet.
        .addColumn('story_keys', 'text', (col) => col.notNull())
        // Held while a send runs, so two editors' clicks (in any process) cannot make the epic twice.
        .addColumn('sending_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('sent_by', 'text')
        .execute();
    },
  };
}
