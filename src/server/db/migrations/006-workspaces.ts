import { type Kysely, sql } from 'kysely';

async function createWorkspaceTables(db: Kysely<unknown>) {
  await db.schema
    .createTable('workspaces')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    // Set for personal workspaces only: they go with their user, and a user has one at most.
    .addColumn('personal_user_id', 'text', (col) => col.unique().references('user.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('workspace_members')
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('workspace_members_pk', ['workspace_id', 'user_id'])
    .execute();
  await db.schema.createIndex('workspace_members_user_idx').on('workspace_members').column('user_id').execute();
  await db.schema
    .createTable('workspace_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .execute();
  await db.schema
    .createIndex('workspace_invitations_workspace_idx')
    .on('workspace_invitations')
    .column('workspace_id')
    .execute();
}

/** A personal workspace's id is 'personal-' and its user's id, here and in workspaces-repository. */
async function giveEveryUserAPersonalWorkspace(db: Kysely<unknown>, now: string) {
  await sql`insert into workspaces (id, name, kind, personal_user_id, created_at)
    select 'personal-' || id, 'Personal', 'personal', id, ${now} from "user"`.execute(db);
  await sql`insert into workspace_members (workspace_id, user_id, role, joined_at)
    select 'personal-' || id, id, 'owner', ${now} from "user"`.execute(db);
}

/**
 * Journeys now belong to a workspace. user_id becomes who created the journey: it no longer takes a
 * team's journey away when its creator leaves. SQLite cannot add a NOT NULL reference to an existing
 * table, so the table is rebuilt (the same way on both engines) with every row copied over.
 */
async function moveJourneysIntoWorkspaces(db: Kysely<unknown>) {
  await db.schema
    .createTable('journeys_next')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('last_edited_by', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('current_stage', 'integer', (col) => col.notNull())
    .addColumn('problem_statement', 'text', (col) => col.notNull())
    .addColumn('domain', 'text', (col) => col.notNull())
    .addColumn('subdomain', 'text', (col) => col.notNull())
    .addColumn('chosen_idea', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into journeys_next (id, workspace_id, user_id, last_edited_by, name, status, current_stage,
      problem_statement, domain, subdomain, chosen_idea, state, version, created_at, updated_at)
    select id, 'personal-' || user_id, user_id, user_id, name, status, current_stage,
      problem_statement, domain, subdomain, chosen_idea, state, version, created_at, updated_at from journeys`.execute(db);
  await db.schema.dropTable('journeys').execute();
  await db.schema.alterTable('journeys_next').renameTo('journeys').execute();
  await db.schema.createIndex('journeys_workspace_updated_idx').on('journeys').columns(['workspace_id', 'updated_at']).execute();
  await db.schema.createIndex('journeys_user_idx').on('journeys').column('user_id').execute();
  await db.schema.createIndex('journeys_last_edited_by_idx').on('journeys').column('last_edited_by').execute();
}

/** Workspaces, memberships and invitations; every existing user gets a personal workspace with their journeys. */
export function workspacesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await createWorkspaceTables(db);
      await giveEveryUserAPersonalWorkspace(db, new Date().toISOString());
      await moveJourneysIntoWorkspaces(db);
    },
  };
}
