import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneySummary } from '../../../domain/journey-api';
import type { WorkspaceSummary } from '../../../domain/workspace-api';
import { TestClient } from '../../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-databases';
import { hashPassword } from '../../security/password-hashing';
import { type AppDatabase, openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

const PASSWORD = 'correct-horse-battery';

/** The schema as the release before workspaces left it: migrations 001 to 004. */
async function migrateToPreviousRelease(database: AppDatabase) {
  const all = await migrationProvider(database.dialect).getMigrations();
  const previous = Object.fromEntries(Object.entries(all).filter(([name]) => name < '006'));
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => previous } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** A user and their journeys, written as the previous release wrote them. */
async function insertLegacyUser(database: AppDatabase, id: string, name: string, journeyIds: string[]) {
  const db = database.db;
  const verified = database.dialect === 'postgres' ? sql`false` : sql`0`;
  const now = new Date().toISOString();
  await sql`insert into "user" (id, name, email, "emailVerified") values (${id}, ${name}, ${`${id}@bank.example`}, ${verified})`.execute(db);
  await sql`insert into account (id, "accountId", "providerId", "userId", password, "updatedAt")
    values (${`acc-${id}`}, ${id}, 'credential', ${id}, ${await hashPassword(PASSWORD)}, ${now})`.execute(db);
  for (const [index, journeyId] of journeyIds.entries()) {
    const state = JSON.stringify({ problemStatement: `Problem ${journeyId} of ${name}`, currentStage: index });
    await sql`insert into journeys (id, user_id, name, status, current_stage, problem_statement, domain, subdomain, state, version, created_at, updated_at)
      values (${journeyId}, ${id}, ${`Journey ${journeyId}`}, ${index === 0 ? 'completed' : 'in_progress'}, ${index},
        ${`Problem ${journeyId} of ${name}`}, 'retail_banking', 'cards_payments', ${state}, ${index + 3},
        ${`2026-0${index + 1}-01T10:00:00.000Z`}, ${`2026-0${index + 1}-02T10:00:00.000Z`})`.execute(db);
  }
}

const legacyJourneys = (database: AppDatabase) =>
  sql<Record<string, unknown>>`select id, user_id, name, status, current_stage, problem_statement, domain, subdomain, state, version, created_at, updated_at from journeys order by id`
    .execute(database.db)
    .then((result) => result.rows);

describe.each(testDatabaseKinds())('moving a previous release’s data into workspaces on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let before: Array<Record<string, unknown>>;
  let testApp: TestApp;

  beforeAll(async () => {
    testDatabase = await create();
    database = openDatabase(testDatabase.target);
    await migrateToPreviousRelease(database);
    await insertLegacyUser(database, 'ana', 'Ana Silva', ['j-ana-1', 'j-ana-2']);
    await insertLegacyUser(database, 'ben', 'Ben Okafor', ['j-ben-1']);
    await insertLegacyUser(database, 'cleo', 'Cleo Marsh', []);
    before = await legacyJourneys(database);
    expect((await migrateToLatest(database))[0]).toBe('006-workspaces');
    testApp = await createTestApp(testDatabase);
  });
  afterAll(async () => {
    await testApp?.close();
    await database.close();
    await testDatabase.drop();
  });

  it('keeps every journey exactly as it was, each in its owner’s personal workspace', async () => {
    expect(await legacyJourneys(database)).toEqual(before);
    const placed = await database.db.selectFrom('journeys').select(['id', 'workspace_id', 'last_edited_by']).orderBy('id').execute();
    expect(placed).toEqual([
      { id: 'j-ana-1', workspace_id: 'personal-ana', last_edited_by: 'ana' },
      { id: 'j-ana-2', workspace_id: 'personal-ana', last_edited_by: 'ana' },
      { id: 'j-ben-1', workspace_id: 'personal-ben', last_edited_by: 'ben' },
    ]);
  });

  it('gives every user, with or without journeys, a personal workspace they own', async () => {
    const members = await database.db
      .selectFrom('workspace_members')
      .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
      .select(['workspace_members.user_id', 'workspaces.kind', 'workspace_members.role'])
      .orderBy('workspace_members.user_id')
      .execute();
    expect(members).toEqual(['ana', 'ben', 'cleo'].map((user_id) => ({ user_id, kind: 'personal', role: 'owner' })));
  });

  it('lets a user sign in afterwards and find their journeys, and only theirs, through the API', async () => {
    const ana = new TestClient(testApp);
    expect((await ana.signIn('ana@bank.example', PASSWORD)).status).toBe(200);
    const workspaces = await ana.request<{ workspaces: WorkspaceSummary[] }>('GET', '/api/workspaces');
    expect(workspaces.body.workspaces).toEqual([{ id: 'personal-ana', name: 'Personal', kind: 'personal', role: 'owner' }]);
    const list = await ana.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    expect(list.body.journeys.map((journey) => [journey.id, journey.lastEditedBy])).toEqual([
      ['j-ana-2', 'Ana Silva'],
      ['j-ana-1', 'Ana Silva'],
    ]);
    expect((await ana.request('GET', '/api/journeys/j-ben-1')).status).toBe(404);
    const saved = await ana.request('PATCH', '/api/journeys/j-ana-1', { name: 'Renamed after the upgrade' });
    expect(saved.status).toBe(200);
  });
});
