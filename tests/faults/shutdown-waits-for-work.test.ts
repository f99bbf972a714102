import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState } from '../support/remote-journeys';
import { type ServerProcess, databaseUrlOf, startServer } from '../support/server-process';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A client that hangs up does not stop the work its request began. Here a save waits for a row lock
// held elsewhere, its client leaves, and SIGTERM comes: the save must land and the process must close
// the database only after it (before, the save's later queries met a destroyed database).
describe.each(testDatabaseKinds().filter((kind) => kind.name === 'postgres'))(
  'SIGTERM with a save in flight whose client has gone, on $name',
  ({ create }) => {
    let testDatabase: TestDatabase;
    let server: ServerProcess;

    beforeAll(async () => {
      testDatabase = await create();
      server = await startServer({ DATABASE_URL: databaseUrlOf(testDatabase.target) });
    });
    afterAll(async () => {
      await server?.kill();
      await testDatabase?.drop();
    });

    it('finishes the save before closing the database, and exits 0 without an error', async () => {
      const client = new RemoteClient(server.origin);
      await client.signUp(`leaver-${Date.now()}@bank.example`);
      const journey = await createJourney(client, journeyState('Card disputes take weeks to resolve.'));

      const locker = new pg.Client({ connectionString: databaseUrlOf(testDatabase.target) });
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('SELECT id FROM journeys WHERE id = $1 FOR UPDATE', [journey.id]);

      const abandoned = new AbortController();
      const save = fetch(`${server.origin}/api/journeys/${journey.id}`, {
        method: 'PUT',
        headers: { ...client.headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: journeyState('Saved by a tab that was closed.'), version: journey.version }),
        signal: abandoned.signal,
      }).catch(() => 'abandoned');
      for (let waited = 0; ; waited += 50) {
        const { rows } = await locker.query<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
        );
        if (rows[0]!.waiting > 0) break;
        if (waited > 10_000) throw new Error(`the save never reached the database:\n${server.output()}`);
        await sleep(50);
      }
      abandoned.abort();
      expect(await save).toBe('abandoned');
      server.child.kill('SIGTERM');
      await sleep(300);
      await locker.query('COMMIT');

      const exit = await server.exited;
      const { rows } = await locker.query<{ version: number; problem_statement: string }>(
        'SELECT version, problem_statement FROM journeys WHERE id = $1',
        [journey.id],
      );
      await locker.end();
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      expect(rows[0]).toEqual({ version: journey.version + 1, problem_statement: 'Saved by a tab that was closed.' });
      expect(server.output()).not.toMatch(/destroyed|unhandled error/);
    });
  },
);
