import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableText } from '../../../domain/journey-list';
import { type TestDatabase, testDatabaseKinds } from '../../../../tests/support/test-databases';
import { type AppDatabase, openDatabase } from '../database';
import { migrateToLatest } from '../migrate';
import { migrationProvider } from './index';

/** The schema as the release before issue 22 left it: migrations 001 to 015. */
async function migrateToPreviousRelease(database: AppDatabase) {
  const all = await migrationProvider(database.dialect).getMigrations();
  const previous = Object.fromEntries(Object.entries(all).filter(([name]) => name < '016'));
  const { error } = await new Migrator({
    db: database.db,
    provider: { getMigrations: async () => previous },
  }).migrateToLatest();
  if (error) throw error;
}

const JOURNEYS = [
  {
    id: 'j1',
    name: '',
    problem: 'Small business owners wait up to four weeks for a working-capital decision.',
    domain: '',
    subdomain: '',
  },
  {
    id: 'j2',
    name: 'Dispute fast lane',
    problem: 'Card fraud disputes take three weeks.',
    domain: '',
    subdomain: '',
  },
  { id: 'j3', name: '', problem: '', domain: 'retail_banking', subdomain: 'insurance' },
];

describe.each(testDatabaseKinds())(
  'migration 016 on journeys listed by their problem statement on $name',
  ({ create }) => {
    let testDatabase: TestDatabase;
    let database: AppDatabase;

    beforeAll(async () => {
      testDatabase = await create();
      database = openDatabase(testDatabase.target);
      await migrateToPreviousRelease(database);
      const verified = database.dialect === 'postgres' ? sql`false` : sql`0`;
      const now = '2026-11-20T10:00:00.000Z';
      await sql`insert into "user" (id, name, email, "emailVerified") values ('ana', 'Ana', 'ana@bank.example', ${verified})`.execute(
        database.db,
      );
      await sql`insert into workspaces (id, name, kind, personal_user_id, created_at) values ('personal-ana', 'Personal', 'personal', 'ana', ${now})`.execute(
        database.db,
      );
      for (const journey of JOURNEYS) {
        // As the previous release listed them: by the name, else the whole problem statement.
        const oldTitle = searchableText(journey.name || journey.problem || 'Innovation Journey');
        await sql`insert into journeys (id, workspace_id, user_id, last_edited_by, name, status, current_stage, problem_statement, domain, subdomain, chosen_idea, state, version, created_at, updated_at, search_text, sort_title)
        values (${journey.id}, 'personal-ana', 'ana', 'ana', ${journey.name}, 'in_progress', 0, ${journey.problem}, ${journey.domain}, ${journey.subdomain}, '', '{}', 1, ${now}, ${now}, ${oldTitle}, ${oldTitle})`.execute(
          database.db,
        );
      }
      // Later releases' migrations follow it; 016 is the first the previous release had not applied.
      expect((await migrateToLatest(database))[0]).toBe('016-journey-title-columns');
    });
    afterAll(async () => {
      await database.close();
      await testDatabase.drop();
    });

    it('sorts and finds unnamed journeys by the name their rows show, leaving what people typed as it was', async () => {
      const rows = await database.db
        .selectFrom('journeys')
        .select(['id', 'name', 'problem_statement', 'sort_title', 'search_text'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => [row.id, row.sort_title])).toEqual([
        ['j1', 'working-capital decision for small business owners'],
        ['j2', 'dispute fast lane'],
        ['j3', 'insurance journey'],
      ]);
      expect(rows.map((row) => [row.name, row.problem_statement])).toEqual(
        JOURNEYS.map((journey) => [journey.name, journey.problem]),
      );
      expect(rows.every((row) => row.search_text.includes(row.sort_title))).toBe(true);
    });
  },
);
