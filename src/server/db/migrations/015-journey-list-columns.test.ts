import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JourneyListPage } from '../../../domain/journey-list';
import { type PortfolioResponse, portfolioFacts } from '../../../domain/rww/rww-portfolio';
import { TestClient } from '../../../../tests/support/http-client';
import { type TestApp, createTestApp } from '../../../../tests/support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-databases';
import { variedJourneyStates } from '../../../../tests/support/varied-journeys';
import { hashPassword } from '../../security/password-hashing';
import { readStoredState } from '../journey-columns';
import { type AppDatabase, openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

const PASSWORD = 'correct-horse-battery';
const JOURNEYS = 40;

/** The schema as the release before issue 20 left it: migrations 001 to 013. */
async function migrateToPreviousRelease(database: AppDatabase) {
  const all = await migrationProvider(database.dialect).getMigrations();
  const previous = Object.fromEntries(Object.entries(all).filter(([name]) => name < '015'));
  const { error } = await new Migrator({ db: database.db, provider: { getMigrations: async () => previous } }).migrateToLatest();
  if (error) throw error;
}

/** Journeys as the previous release stored them, with one state that cannot be read at all. */
async function insertPreviousData(database: AppDatabase) {
  const db = database.db;
  const verified = database.dialect === 'postgres' ? sql`false` : sql`0`;
  const now = '2026-11-20T10:00:00.000Z';
  await sql`insert into "user" (id, name, email, "emailVerified") values ('ana', 'Ana Silva', 'ana@bank.example', ${verified})`.execute(db);
  await sql`insert into account (id, "accountId", "providerId", "userId", password, "updatedAt")
    values ('acc-ana', 'ana', 'credential', 'ana', ${await hashPassword(PASSWORD)}, ${now})`.execute(db);
  await sql`insert into workspaces (id, name, kind, personal_user_id, created_at) values ('personal-ana', 'Personal', 'personal', 'ana', ${now})`.execute(db);
  await sql`insert into workspace_members (workspace_id, user_id, role, joined_at) values ('personal-ana', 'ana', 'owner', ${now})`.execute(db);
  const states = [...variedJourneyStates(JOURNEYS, 'ana', 3).map((state) => JSON.stringify(state)), 'not json {'];
  for (const [index, state] of states.entries()) {
    const parsed = readStoredState(state);
    const id = `j${String(index).padStart(3, '0')}`;
    await sql`insert into journeys (id, workspace_id, user_id, last_edited_by, name, status, current_stage, problem_statement, domain, subdomain, chosen_idea, state, version, created_at, updated_at)
      values (${id}, 'personal-ana', 'ana', 'ana', ${parsed.journeyName.trim()}, 'in_progress', 0, ${parsed.problemStatement}, '', '', ${parsed.selectedIdea?.title ?? ''},
        ${state}, 1, ${now}, ${now})`.execute(db);
  }
}

describe.each(testDatabaseKinds())('migration 015 on a previous release’s journeys on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let testApp: TestApp;
  let ana: TestClient;

  beforeAll(async () => {
    testDatabase = await create();
    database = openDatabase(testDatabase.target);
    await migrateToPreviousRelease(database);
    await insertPreviousData(database);
    expect(await migrateToLatest(database)).toContain('015-journey-list-columns');
    testApp = await createTestApp(testDatabase);
    ana = new TestClient(testApp);
    expect((await ana.signIn('ana@bank.example', PASSWORD)).status).toBe(200);
  });
  afterAll(async () => {
    await testApp?.close();
    await database.close();
    await testDatabase.drop();
  });

  it('fills in every journey’s portfolio columns from its state, so the portfolio equals the one from whole states', async () => {
    const { journeys } = (await ana.request<PortfolioResponse>('GET', '/api/portfolio')).body;
    expect(journeys).toHaveLength(JOURNEYS + 1);
    const rows = await database.db.selectFrom('journeys').select(['id', 'state']).execute();
    for (const row of rows) {
      const entry = journeys.find((journey) => journey.id === row.id);
      expect({ id: row.id, ...entry }).toMatchObject({ id: row.id, ...portfolioFacts(readStoredState(row.state)) });
    }
    expect(new Set(journeys.map((journey) => journey.outcome)).size).toBeGreaterThan(3);
  });

  it('makes the migrated journeys searchable and sortable by name', async () => {
    const list = (query: string) => ana.request<JourneyListPage>('GET', `/api/journeys?${query}`);
    const accents = await list('q=sao%20paulo');
    expect(accents.body.matching).toBeGreaterThan(0);
    expect(accents.body.journeys.every((journey) => journey.problemStatement.includes('São Paulo'))).toBe(true);
    const byName = (await list('sort=name&limit=50')).body.journeys.map((journey) => journey.name || journey.problemStatement);
    expect(byName[0]).toBe('Card disputes take three weeks for our customers.');
    expect(byName.at(-1)).toBe('SMEs wait four weeks for a working-capital décision.');
  });
});
