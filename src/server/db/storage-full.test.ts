import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, createSqliteTestDatabase } from '../../../tests/support/test-databases';
import { type AppDatabase, openDatabase } from './database';
import { isStorageFull } from './storage-full';

/** node-postgres's own error class, as it reports PostgreSQL's disk_full. */
function postgresDiskFull(): Error {
  const error = new pg.DatabaseError('could not extend file "base/16384/16500": No space left on device', 0, 'error');
  error.code = '53100';
  return error;
}

describe('isStorageFull', () => {
  it('knows a full disk on SQLite and on PostgreSQL, also wrapped by a library', () => {
    expect(isStorageFull(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }))).toBe(true);
    expect(isStorageFull(new Error('SqliteError: database or disk is full'))).toBe(true);
    expect(isStorageFull(postgresDiskFull())).toBe(true);
    expect(isStorageFull(new Error('Failed to create session', { cause: postgresDiskFull() }))).toBe(true);
    expect(isStorageFull(new AggregateError([new Error('other'), postgresDiskFull()]))).toBe(true);
  });

  it('does not take other failures for a full disk', () => {
    expect(isStorageFull(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isStorageFull(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isStorageFull('disk is full')).toBe(false);
  });
});

describe('the storage watch on a real SQLite database that runs out of room', () => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  const notes = () => database.db.withTables<{ notes: { id: string; body: string } }>();
  const changes: Array<string | null> = [];
  /** SQLite's own page limit: at it, a write fails exactly as on a full disk (SQLITE_FULL). */
  const limitToCurrentSize = async () => {
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
    await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(database.db);
  };
  const bigRow = () => ({ id: 'x'.repeat(8), body: 'y'.repeat(200_000) });

  beforeAll(async () => {
    testDatabase = await createSqliteTestDatabase();
    database = openDatabase(testDatabase.target);
    await sql`create table notes (id text, body text)`.execute(database.db);
    database.storage.onChange((full) => changes.push(full?.code ?? null));
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('reports the cause of a failed transaction, not the rollback SQLite already did', async () => {
    await limitToCurrentSize();
    const failure = await notes()
      .transaction()
      .execute((trx) => trx.insertInto('notes').values(bigRow()).execute())
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'SQLITE_FULL' });
    expect(database.storage.full).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
  });

  it('stays full through reads, and is writable again after the next write that lands', async () => {
    await notes().transaction().execute((trx) => trx.selectFrom('notes').selectAll().execute());
    expect(database.storage.full).not.toBeNull();
    await sql.raw('pragma max_page_count = 1073741823').execute(database.db);
    await notes().insertInto('notes').values(bigRow()).execute();
    expect(database.storage.full).toBeNull();
    expect(changes).toEqual(['SQLITE_FULL', null]);
  });
});
