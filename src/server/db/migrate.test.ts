import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type AppDatabase, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrationProvider } from './migrations';

/** A database of its own for the enclosing suite, dropped after it; read it inside the tests. */
function freshDatabaseForSuite(create: () => Promise<TestDatabase>): { database: AppDatabase } {
  const handle = {} as { database: AppDatabase; testDatabase: TestDatabase };
  beforeAll(async () => {
    handle.testDatabase = await create();
    handle.database = openDatabase(handle.testDatabase.target);
  });
  afterAll(async () => {
    await handle.database.close();
    await handle.testDatabase.drop();
  });
  return handle;
}

async function insertUser(database: AppDatabase, id: string) {
  const unverified = database.dialect === 'postgres' ? sql`false` : sql`0`;
  await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, '', ${`${id}@bank.example`}, ${unverified})`.execute(
    database.db,
  );
}

describe.each(testDatabaseKinds())('migrations on $name', ({ create }) => {
  const fresh = freshDatabaseForSuite(create);

  it('creates every table on a fresh database, then has nothing left to apply', async () => {
    const { database } = fresh;
    expect(await migrateToLatest(database)).toEqual([
      '001-auth-tables',
      '002-journeys',
      '003-user-avatars',
      '004-chat',
      '005-journey-chosen-idea',
      '006-workspaces',
      '007-journey-changes',
      '009-sso',
      '010-audit-trail',
      '011-workspace-policies',
      '012-retention-notices',
      '013-journey-texts',
      '014-chat-thread-workspace',
      '015-journey-list-columns',
      '016-journey-title-columns',
      '017-journey-facilitations',
      '018-api-tokens',
      '019-webhooks',
      '020-jira',
      '021-answer-versions',
    ]);
    expect(await migrateToLatest(database)).toEqual([]);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'journeys',
        'user_avatars',
        'workspaces',
        'workspace_members',
        'api_tokens',
        'workspace_invitations',
        'journey_changes',
        'journey_comments',
        'ssoProvider',
        'workspace_sso',
        'sso_domains',
        'audit_entries',
        'audit_chain_heads',
        'webhook_endpoints',
        'webhook_deliveries',
        'jira_connections',
        'journey_jira_links',
        'workspace_policies',
        'ai_usage_daily',
        'journey_retention_notices',
        'chat_retention_notices',
      ]),
    );
  });

  it('removes a user’s personal workspace and its journeys with the user (foreign keys are enforced)', async () => {
    const { database } = fresh;
    const now = new Date().toISOString();
    const db = database.db;
    await insertUser(database, 'u1');
    await db
      .insertInto('workspaces')
      .values({ id: 'w1', name: 'Personal', kind: 'personal', personal_user_id: 'u1', created_at: now })
      .execute();
    await db
      .insertInto('journeys')
      .values({
        id: 'j1',
        workspace_id: 'w1',
        user_id: 'u1',
        last_edited_by: 'u1',
        name: 'x',
        status: 'in_progress',
        current_stage: 0,
        problem_statement: '',
        domain: '',
        subdomain: '',
        chosen_idea: '',
        state: '{}',
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.deleteFrom('user').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('journeys').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('workspaces').selectAll().execute()).toEqual([]);
  });
});

describe.each(testDatabaseKinds())('the chosen-idea migration on $name', ({ create }) => {
  const fresh = freshDatabaseForSuite(create);

  it('fills in the chosen idea of journeys saved before it, and keeps it when journeys move into workspaces', async () => {
    const { database } = fresh;
    const migrator = new Migrator({ db: database.db, provider: migrationProvider(database.dialect) });
    const before = await migrator.migrateTo('004-chat');
    expect(before.error).toBeUndefined();
    const db = database.db;
    const now = new Date().toISOString();
    await insertUser(database, 'u1');
    const states = {
      chosen: JSON.stringify({ selectedIdea: { title: '  Instant dispute tracker ' } }),
      none: JSON.stringify({ selectedIdea: null }),
      unreadable: '{not json',
    };
    for (const [id, state] of Object.entries(states)) {
      await sql`insert into journeys (id, user_id, name, status, current_stage, problem_statement, domain, subdomain, state, version, created_at, updated_at)
        values (${id}, 'u1', '', 'in_progress', 0, '', '', '', ${state}, 1, ${now}, ${now})`.execute(db);
    }

    expect((await migrator.migrateTo('005-journey-chosen-idea')).error).toBeUndefined();
    const rows = await db.selectFrom('journeys').select(['id', 'chosen_idea']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'chosen', chosen_idea: 'Instant dispute tracker' },
      { id: 'none', chosen_idea: '' },
      { id: 'unreadable', chosen_idea: '' },
    ]);
    // Moving journeys into workspaces rebuilds the table: the chosen ideas come along.
    expect((await migrator.migrateTo('006-workspaces')).error).toBeUndefined();
    expect(await db.selectFrom('journeys').select(['id', 'chosen_idea']).orderBy('id').execute()).toEqual(rows);
  });
});
