import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { type AppDatabase, openDatabase } from './database';
import { migrateToLatest } from './migrate';

describe.each(testDatabaseKinds())('migrations on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;

  beforeAll(async () => {
    testDatabase = await create();
    database = openDatabase(testDatabase.target);
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('creates every table on a fresh database, then has nothing left to apply', async () => {
    expect(await migrateToLatest(database)).toEqual(['001-auth-tables', '002-journeys', '003-user-avatars', '004-chat', '005-workspaces']);
    expect(await migrateToLatest(database)).toEqual([]);
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['user', 'session', 'account', 'verification', 'journeys', 'user_avatars', 'workspaces', 'workspace_members', 'workspace_invitations']));
  });

  it('removes a user’s personal workspace and its journeys with the user (foreign keys are enforced)', async () => {
    const now = new Date().toISOString();
    const db = database.db;
    await sql`insert into "user" (id, name, email, "emailVerified") values ('u1', '', 'u1@bank.example', ${database.dialect === 'postgres' ? sql`false` : sql`0`})`.execute(db);
    await db.insertInto('workspaces').values({ id: 'w1', name: 'Personal', kind: 'personal', personal_user_id: 'u1', created_at: now }).execute();
    await db
      .insertInto('journeys')
      .values({ id: 'j1', workspace_id: 'w1', user_id: 'u1', last_edited_by: 'u1', name: 'x', status: 'in_progress', current_stage: 0, problem_statement: '', domain: '', subdomain: '', state: '{}', version: 1, created_at: now, updated_at: now })
      .execute();
    await db.deleteFrom('user').where('id', '=', 'u1').execute();
    expect(await db.selectFrom('journeys').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('workspaces').selectAll().execute()).toEqual([]);
  });
});
