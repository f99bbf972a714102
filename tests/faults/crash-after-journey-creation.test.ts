import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headSealer } from '../../src/server/audit/audit-hash';
import { verifyAuditTrail } from '../../src/server/audit/audit-verify';
import { openDatabase } from '../../src/server/db/database';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState } from '../support/remote-journeys';
import { type ServerProcess, TEST_AUTH_SECRET, databaseUrlOf, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

/** Each round: a fresh process, journeys created side by side, and kill -9 right after some of them. */
const ROUNDS = 3;
const CREATORS = 4;

/** Creates journeys until the process is killed; an answer cut off by the kill is no failure. */
async function keepCreating(client: RemoteClient, round: number, creator: number, killed: () => boolean, onCreated: (id: string) => void) {
  for (let n = 1; !killed(); n += 1) {
    try {
      const journey = await createJourney(client, journeyState(`Round ${round}, creator ${creator}, journey ${n}`));
      onCreated(journey.id);
    } catch (error) {
      if (!killed()) throw error;
    }
  }
}

describe.each(testDatabaseKinds())('kill -9 right after journeys are created, on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await create();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await testDatabase?.drop();
  });

  it('leaves every journey with its journey.created entry, and every entry with its journey', async () => {
    const acknowledged = new Set<string>();
    let client: RemoteClient | undefined;
    for (let round = 1; round <= ROUNDS; round += 1) {
      const server = await spawnServer({ DATABASE_URL: databaseUrlOf(testDatabase.target) });
      servers.push(server);
      // A busy machine takes a while to start the server (it compiles TypeScript as it loads).
      await waitUntilHealthy(server, 60_000);
      if (client) client = client.withOrigin(server.origin);
      else {
        client = new RemoteClient(server.origin);
        await client.signUp(`crash-create-${Date.now()}@bank.example`);
      }
      const killAfter = 5 + Math.floor(Math.random() * 20);
      let created = 0;
      let killed = false;
      const onCreated = (id: string) => {
        acknowledged.add(id);
        created += 1;
        if (created !== killAfter) return;
        // The other creators' requests are on their way: some are mid-transaction when the kill lands.
        setTimeout(() => {
          killed = true;
          server.child.kill('SIGKILL');
        }, Math.random() * 4);
      };
      const creating = client;
      await Promise.all(Array.from({ length: CREATORS }, (_, creator) => keepCreating(creating, round, creator, () => killed, onCreated)));
      expect((await server.exited).signal).toBe('SIGKILL');
    }

    const database = openDatabase(testDatabase.target);
    try {
      const journeys = await database.db.selectFrom('journeys').select('id').execute();
      const entries = await database.db.selectFrom('audit_entries').select('target_id').where('action', '=', 'journey.created').execute();
      const journeyIds = journeys.map((journey) => journey.id).sort();
      expect(entries.map((entry) => entry.target_id).sort()).toEqual(journeyIds);
      for (const id of acknowledged) expect(journeyIds).toContain(id);
      const report = await verifyAuditTrail(database.db, headSealer(TEST_AUTH_SECRET));
      expect(report.problems).toEqual([]);
      expect(report.journeys).toBe(journeyIds.length);
    } finally {
      await database.close();
    }
  }, 300_000);
});
