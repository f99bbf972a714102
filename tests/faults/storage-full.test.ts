import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneySummary } from '../../src/domain/journey-api';
import type { JourneyState } from '../../src/domain/journey-state';
import { STORAGE_FULL } from '../../src/domain/storage-full';
import { type PrivatePostgres, startPrivatePostgres } from '../support/private-postgres';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState, readJourney } from '../support/remote-journeys';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type SmallFilesystem, mountSmallFilesystem } from '../support/small-filesystem';

const PASSWORD = 'orchard-lantern-77';
/** A busy machine takes a while to start the server (it compiles TypeScript as it loads). */
const STARTUP_MS = 60_000;

/** Where the database lives: on a filesystem the test fills up. */
interface FullableDatabase {
  databaseUrl: string;
  filesystem: SmallFilesystem;
  /** What the database needs before its disk fills (nothing, or WAL room: PostgreSQL stops when its log cannot grow). */
  beforeFilling(): Promise<void>;
  remove(): void;
}

function sqliteOnSmallFilesystem(): FullableDatabase {
  const filesystem = mountSmallFilesystem(32);
  return { databaseUrl: join(filesystem.dir, 'studio.db'), filesystem, beforeFilling: async () => undefined, remove: () => filesystem.remove() };
}

/** PostgreSQL on its own server, in a small filesystem: the shared server's disk is never filled. */
async function postgresOnSmallFilesystem(): Promise<FullableDatabase> {
  const filesystem = mountSmallFilesystem(128, { owner: 'postgres' });
  let server: PrivatePostgres | undefined;
  try {
    server = await startPrivatePostgres(filesystem.dir);
  } catch (error) {
    filesystem.remove();
    throw error;
  }
  const running = server;
  return {
    databaseUrl: running.url,
    filesystem,
    // Log segments written and recycled now are where the log goes while the disk is full, so a
    // write fails where the app sees it (extending a table: 53100) rather than stopping the server.
    beforeFilling: () => running.query('create table wal_room as select repeat(md5(g::text), 8) as x from generate_series(1, 40000) g; drop table wal_room; checkpoint;'),
    remove() {
      running.stop();
      filesystem.remove();
    },
  };
}

const KINDS: Array<{ name: 'sqlite' | 'postgres'; make: () => Promise<FullableDatabase> }> = [
  { name: 'sqlite', make: async () => sqliteOnSmallFilesystem() },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, make: postgresOnSmallFilesystem }] : []),
];

/** Text that does not compress: each save of the journey then needs room of its own. */
const incompressible = (length: number) => randomBytes(length).toString('base64').slice(0, length);

/** A journey of some 60 kB, as one with a round of ideas is. */
function sizeableJourney(problemStatement: string): JourneyState {
  const ideas = Array.from({ length: 20 }, (_, index) => ({
    id: `idea-${index}`,
    title: `Idea ${index}`,
    description: incompressible(3000),
    votes: 0,
    type: 'Product',
    personaSource: 'c1',
  }));
  return { ...journeyState(problemStatement), ideas };
}

const storageFullAnswer = (message: string) => ({ status: STORAGE_FULL.status, body: { error: { code: STORAGE_FULL.code, message } } });

const setProblem = (problemStatement: string, baseVersion: number, batchId: string) => ({
  batchId,
  baseVersion,
  actions: [{ type: 'setProblemStatement', problemStatement }],
});

describe.each(KINDS)('$name on a filesystem that fills up', ({ name, make }) => {
  let storage: FullableDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    storage = await make();
    server = await spawnServer({ DATABASE_URL: storage.databaseUrl });
    await waitUntilHealthy(server, STARTUP_MS);
  }, STARTUP_MS + 30_000);
  afterAll(async () => {
    await server?.kill();
    storage?.remove();
  });

  it('says the storage is full, keeps what was saved readable, and writes again once there is room', async () => {
    const owner = new RemoteClient(server.origin);
    const email = `full-disk-${Date.now()}@bank.example`;
    await owner.signUp(email, PASSWORD);
    const created = await createJourney(owner, sizeableJourney('Card disputes take weeks to settle.'));
    const changed = await owner.request('POST', `/api/journeys/${created.id}/changes`, setProblem('Card disputes take three weeks.', created.version, 'before-full-1'));
    expect(changed.status).toBe(200);
    const saved = await readJourney(owner, created.id);

    await storage.beforeFilling();
    storage.filesystem.fill();

    const newProblem = incompressible(4000);
    const refusedChange = setProblem(newProblem, saved.version, 'while-full-1');
    expect(await owner.request('POST', `/api/journeys/${saved.id}/changes`, refusedChange)).toMatchObject(storageFullAnswer(STORAGE_FULL.saveMessage));
    expect(await owner.request('POST', '/api/journeys', { state: sizeableJourney('A second journey') })).toMatchObject(storageFullAnswer(STORAGE_FULL.saveMessage));
    const signingIn = new RemoteClient(server.origin);
    // PostgreSQL still puts a small row (a session) into a page with room left, so only SQLite,
    // which must grow its log for any write, refuses every sign-in.
    if (name === 'sqlite') {
      expect(await signingIn.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).toMatchObject(
        storageFullAnswer(STORAGE_FULL.signInMessage),
      );
    }
    expect(await owner.request('GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'degraded', database: 'not writable', storage: { code: STORAGE_FULL.code, message: STORAGE_FULL.saveMessage } },
    });

    // Reads go on, and show exactly what was saved.
    expect(await readJourney(owner, saved.id)).toEqual(saved);
    const listed = await owner.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    expect(listed.body.journeys.map((journey) => journey.id)).toEqual([saved.id]);

    storage.filesystem.free();

    expect((await owner.request('POST', `/api/journeys/${saved.id}/changes`, refusedChange)).status).toBe(200);
    expect(await owner.request('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    expect((await signingIn.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    const after = await readJourney(signingIn, saved.id);
    expect(after.version).toBe(saved.version + 1);
    expect(after.state).toEqual({ ...saved.state, problemStatement: newProblem });
    expect((await owner.request<{ journey: Journey }>('POST', '/api/journeys', { state: sizeableJourney('A second journey') })).status).toBe(201);

    // The log names the cause once, not a stack per refused request.
    const output = server.output();
    expect(output.match(/its storage is full/g)).toHaveLength(1);
    expect(output).toContain(name === 'sqlite' ? 'SQLITE_FULL' : '53100');
    expect(output).not.toContain('cannot rollback');
    expect(output).not.toContain('unhandled error');
  }, 120_000);
});
