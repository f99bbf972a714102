import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../../domain/journey-api';
import type { HistoryEntry } from '../../../domain/journey-live';
import { TestClient } from '../../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-databases';
import { hashPassword } from '../../security/password-hashing';
import { type AppDatabase, openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

const PASSWORD = 'correct-horse-battery';

/** The schema as the release before live co-editing left it: migrations 001 to 006. */
async function migrateToPreviousRelease(database: AppDatabase) {
  const all = await migrationProvider(database.dialect).getMigrations();
  const previous = Object.fromEntries(Object.entries(all).filter(([name]) => name < '007'));
  const { error } = await new Migrator({ db: database.db, provider: { getMigrations: async () => previous } }).migrateToLatest();
  if (error) throw error;
}

/** A state as the previous release stored it: scores on the ideas, nobody's in particular. */
const legacyState = {
  journeyName: 'Dispute tracker',
  currentStage: 2,
  problemStatement: 'Card disputes take weeks to resolve.',
  ideas: [
    { id: 'i1', title: 'Instant dispute tracker', description: '', votes: 0, type: 'Product', personaSource: 'A', appealScore: 8, fitScore: 6, averageScore: 7 },
    { id: 'i2', title: 'Unscored', description: '', votes: 0, type: 'Product', personaSource: 'A' },
  ],
  selectedIdea: { id: 'i1', title: 'Instant dispute tracker', description: '', votes: 0, type: 'Product', personaSource: 'A', appealScore: 8, fitScore: 6, averageScore: 7 },
};

async function insertLegacyData(database: AppDatabase) {
  const db = database.db;
  const verified = database.dialect === 'postgres' ? sql`false` : sql`0`;
  const now = '2026-11-20T10:00:00.000Z';
  await sql`insert into "user" (id, name, email, "emailVerified") values ('ana', 'Ana Silva', 'ana@bank.example', ${verified})`.execute(db);
  await sql`insert into account (id, "accountId", "providerId", "userId", password, "updatedAt")
    values ('acc-ana', 'ana', 'credential', 'ana', ${await hashPassword(PASSWORD)}, ${now})`.execute(db);
  await sql`insert into workspaces (id, name, kind, personal_user_id, created_at) values ('personal-ana', 'Personal', 'personal', 'ana', ${now})`.execute(db);
  await sql`insert into workspace_members (workspace_id, user_id, role, joined_at) values ('personal-ana', 'ana', 'owner', ${now})`.execute(db);
  await sql`insert into journeys (id, workspace_id, user_id, last_edited_by, name, status, current_stage, problem_statement, domain, subdomain, chosen_idea, state, version, created_at, updated_at)
    values ('j1', 'personal-ana', 'ana', 'ana', 'Dispute tracker', 'in_progress', 2, ${legacyState.problemStatement}, '', '', 'Instant dispute tracker',
      ${JSON.stringify(legacyState)}, 7, ${now}, ${now})`.execute(db);
}

describe.each(testDatabaseKinds())('starting history and team scores on a previous release’s data on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let testApp: TestApp;
  let ana: TestClient;

  beforeAll(async () => {
    testDatabase = await create();
    database = openDatabase(testDatabase.target);
    await migrateToPreviousRelease(database);
    await insertLegacyData(database);
    expect((await migrateToLatest(database))[0]).toBe('007-journey-changes');
    testApp = await createTestApp(testDatabase);
    ana = new TestClient(testApp);
    expect((await ana.signIn('ana@bank.example', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await testApp?.close();
    await database.close();
    await testDatabase.drop();
  });

  it('keeps the journey as it was, its scores now its creator’s own', async () => {
    const { journey } = (await ana.request<{ journey: Journey }>('GET', '/api/journeys/j1')).body;
    expect(journey).toMatchObject({ version: 7, name: 'Dispute tracker', chosenIdea: 'Instant dispute tracker', problemStatement: legacyState.problemStatement });
    expect(journey.state.ideas[0]).toMatchObject({ appealScore: 8, fitScore: 6, averageScore: 7, memberScores: { ana: { appeal: 8, fit: 6 } } });
    expect(journey.state.ideas[1]).not.toHaveProperty('memberScores');
    expect(journey.state.selectedIdea).toMatchObject({ memberScores: { ana: { appeal: 8, fit: 6 } } });
  });

  it('starts the history at the current version, which can be read back', async () => {
    const version = await ana.request<{ state: Journey['state'] }>('GET', '/api/journeys/j1/versions/7');
    expect(version.status).toBe(200);
    expect(version.body.state.problemStatement).toBe(legacyState.problemStatement);
    expect((await ana.request('GET', '/api/journeys/j1/versions/6')).status).toBe(404);
  });

  it('takes changes on the migrated journey, and a second scorer makes a team score', async () => {
    const answer = await ana.request('POST', '/api/journeys/j1/changes', {
      batchId: 'after-upgrade-1',
      baseVersion: 7,
      actions: [{ type: 'setIdeaScores', id: 'i1', scorerId: 'ana', appealScore: 10, fitScore: 10 }],
    });
    expect(answer.status).toBe(200);
    const { journey } = (await ana.request<{ journey: Journey }>('GET', '/api/journeys/j1')).body;
    expect(journey.version).toBe(8);
    expect(journey.state.ideas[0]).toMatchObject({ averageScore: 10, memberScores: { ana: { appeal: 10, fit: 10 } } });
    const history = await ana.request<{ entries: HistoryEntry[] }>('GET', '/api/journeys/j1/history');
    expect(history.body.entries.map((entry) => [entry.version, entry.by, entry.summary])).toEqual([[8, 'Ana Silva', ['scored “Instant dispute tracker”']]]);
  });
});
