import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneySummary } from '../../src/domain/journey-api';
import type { JourneyState } from '../../src/domain/journey-state';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState, readJourney } from '../support/remote-journeys';
import { type ServerProcess, databaseUrlOf, startServer } from '../support/server-process';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

/** 1,000 saves in all: four journeys saved side by side, so several saves are in flight at once. */
const JOURNEYS = 4;
const SAVES_PER_JOURNEY = 250;

/** Save n's content: it names its journey and number, and grows, as a journey being written does. */
function contentOf(journey: number, n: number): JourneyState {
  const body = 'Customers wait weeks for card dispute outcomes. '.repeat(Math.ceil(n / 5));
  return journeyState(`Journey ${journey}, save ${n} of ${SAVES_PER_JOURNEY}. ${body}`);
}

/** One journey's run: each save carries the version the previous acknowledged save returned. */
interface SaveRun {
  index: number;
  id: string;
  acknowledged: { n: number; version: number };
  /** The save on its way when the server died, if any: it may or may not have been committed. */
  attempted?: number;
}

async function saveNext(client: RemoteClient, run: SaveRun): Promise<void> {
  const n = run.acknowledged.n + 1;
  run.attempted = n;
  const response = await client.request<{ journey: Journey }>('PUT', `/api/journeys/${run.id}`, {
    state: contentOf(run.index, n),
    version: run.acknowledged.version,
  });
  if (response.status !== 200) throw new Error(`save ${n} was refused: ${response.status} ${response.text}`);
  run.acknowledged = { n, version: response.body.journey.version };
  run.attempted = undefined;
}

/** Saves until the run is complete or `stopped()`; a save cut off by the stop is left as `attempted`. */
async function keepSaving(client: RemoteClient, run: SaveRun, stopped: () => boolean, onSaved: () => void) {
  while (run.acknowledged.n < SAVES_PER_JOURNEY && !stopped()) {
    try {
      await saveNext(client, run);
      onSaved();
    } catch (error) {
      if (!stopped()) throw error;
    }
  }
}

describe.each(testDatabaseKinds())('kill -9 during a run of 1,000 saves on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    testDatabase = await create();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await testDatabase?.drop();
  });

  const start = async () => {
    const server = await startServer({ DATABASE_URL: databaseUrlOf(testDatabase.target) });
    servers.push(server);
    return server;
  };

  it('keeps every acknowledged save, and the next saves go through after a restart', async () => {
    const first = await start();
    const client = new RemoteClient(first.origin);
    await client.signUp(`crash-${Date.now()}@bank.example`);
    const runs: SaveRun[] = [];
    for (let index = 0; index < JOURNEYS; index += 1) {
      const journey = await createJourney(client, contentOf(index, 0));
      runs.push({ index, id: journey.id, acknowledged: { n: 0, version: journey.version } });
    }

    const killAfter = 300 + Math.floor(Math.random() * 400);
    let saved = 0;
    let killed = false;
    const killSoon = () => {
      saved += 1;
      if (saved !== killAfter) return;
      // The other runs' saves are on their way; a few milliseconds more lets some reach the database.
      setTimeout(() => {
        killed = true;
        first.child.kill('SIGKILL');
      }, Math.random() * 4);
    };
    await Promise.all(runs.map((run) => keepSaving(client, run, () => killed, killSoon)));
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await start();
    const resumed = client.withOrigin(second.origin);
    const listed = await resumed.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    for (const run of runs) {
      const recovered = await readJourney(resumed, run.id);
      const context = `journey ${run.index} after ${killAfter} saves: ${JSON.stringify(run)}`;
      const committedInFlight =
        run.attempted !== undefined && recovered.version === run.acknowledged.version + 1;
      if (!committedInFlight) expect(recovered.version, context).toBe(run.acknowledged.version);
      const recoveredSave = committedInFlight ? run.attempted! : run.acknowledged.n;
      expect(recovered.state, context).toEqual(contentOf(run.index, recoveredSave));
      expect(listed.body.journeys.find((journey) => journey.id === run.id)?.version).toBe(recovered.version);
      run.acknowledged = { n: recoveredSave, version: recovered.version };
    }

    // The next save of each journey, based on the version the restarted server holds, goes through.
    await Promise.all(runs.map((run) => saveNext(resumed, run)));
    for (const run of runs) {
      const next = await readJourney(resumed, run.id);
      expect(next.state).toEqual(contentOf(run.index, run.acknowledged.n));
      expect(next.version).toBe(run.acknowledged.version);
    }
  }, 60_000);
});
