import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey } from '../../src/domain/journey-api';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState, readJourney } from '../support/remote-journeys';
import {
  type ServerProcess,
  freePort,
  spawnServer,
  startServer,
  waitUntilHealthy,
} from '../support/server-process';
import { type TcpProxy, startTcpProxy } from '../support/tcp-proxy';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';

/** Generous for a loaded machine, far short of "keeps retrying forever". */
const EXIT_PATIENCE_MS = 20_000;
const STACK_FRAME = /^\s+at .+:\d+:\d+\)?$/m;

async function exitOf(server: ServerProcess) {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`still running:\n${server.output()}`)), EXIT_PATIENCE_MS).unref(),
  );
  return Promise.race([server.exited, timeout]).finally(() => server.kill());
}

describe('a server whose database is unreachable at start', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'fault-start-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('stops with a clear message when the SQLite file’s directory cannot be made', async () => {
    writeFileSync(join(scratch, 'a-file'), 'not a directory');
    const databaseFile = join(scratch, 'a-file', 'data', 'studio.db');
    const server = await spawnServer({ DATABASE_URL: databaseFile });

    const { code } = await exitOf(server);
    expect(code).toBe(1);
    expect(server.output()).toContain(`Could not prepare the database (SQLite at ${databaseFile})`);
    expect(server.output()).toMatch(/DATABASE_URL: cannot create the folder .* \(part of that path is a file\)/);
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 30_000);

  it('stops with a clear message, and without the password, when PostgreSQL refuses connections', async () => {
    const password = 'Vault-Secret-4711';
    const server = await spawnServer({
      DATABASE_URL: `postgres://studio:${password}@127.0.0.1:${await freePort()}/studio`,
    });

    const { code } = await exitOf(server);
    expect(code).toBe(1);
    expect(server.output()).toContain('Could not prepare the database (PostgreSQL)');
    expect(server.output()).toMatch(/ECONNREFUSED/);
    expect(server.output()).not.toContain(password);
    expect(server.output()).not.toMatch(STACK_FRAME);
  }, 30_000);
});

const postgresKinds = testDatabaseKinds().filter((kind) => kind.name === 'postgres');

describe.each(postgresKinds)('a server whose database goes away during requests ($name)', ({ create }) => {
  let testDatabase: TestDatabase;
  let proxy: TcpProxy;
  let server: ServerProcess;
  let client: RemoteClient;
  let journey: Journey;

  beforeAll(async () => {
    testDatabase = await create();
    if (testDatabase.target.kind !== 'postgres') throw new Error('a PostgreSQL database was expected');
    const databaseUrl = new URL(testDatabase.target.url);
    proxy = await startTcpProxy(databaseUrl.hostname, Number(databaseUrl.port || 5432));
    databaseUrl.hostname = '127.0.0.1';
    databaseUrl.port = String(proxy.port);
    server = await startServer({ DATABASE_URL: databaseUrl.toString() });
    client = new RemoteClient(server.origin);
    await client.signUp(`outage-${Date.now()}@bank.example`);
    journey = await createJourney(client, journeyState('Branch queues are long on Mondays.'));
  });
  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await testDatabase?.drop();
  });

  it('answers 503 in our error shape while it is gone, and serves the same session once it is back', async () => {
    await proxy.cut();

    const save = { state: journeyState('Saved while the database was away.'), version: journey.version };
    const attempts = [
      await client.request('GET', '/api/journeys', undefined, { timeoutMs: 8000 }),
      await client.request('PUT', `/api/journeys/${journey.id}`, save, { timeoutMs: 8000 }),
      await client.request('POST', '/api/ai/chat', { message: 'Are you there?' }, { timeoutMs: 8000 }),
    ];
    for (const attempt of attempts) {
      // Not 401: the client would take that as "signed out" and drop the user's session.
      expect(attempt.status, attempt.text).toBe(503);
      expect(attempt.body).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/try again/) },
      });
    }
    // A session read within the last seconds is still answered from the process's cache: the person
    // stays signed in (never a 401 that would sign them out); once the cache has let go, 503 too.
    const session = await client.request('GET', '/api/auth/get-session', undefined, { timeoutMs: 8000 });
    expect([200, 503], session.text).toContain(session.status);
    const health = await client.request<{ database: string }>('GET', '/api/health', undefined, {
      timeoutMs: 8000,
    });
    expect(health.status).toBe(503);
    expect(health.body.database).toBe('down');
    expect(server.child.exitCode).toBeNull();

    await proxy.restore();
    await waitUntilHealthy(server);
    expect(await readJourney(client, journey.id)).toEqual(journey);
    const saved = await client.request<{ journey: Journey }>('PUT', `/api/journeys/${journey.id}`, save);
    expect(saved.status).toBe(200);
    expect(saved.body.journey).toMatchObject({
      version: journey.version + 1,
      problemStatement: 'Saved while the database was away.',
    });
  }, 60_000);
});
