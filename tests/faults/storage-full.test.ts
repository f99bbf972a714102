import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Journey, JourneySummary } from '../../src/domain/journey-api';
import { STORAGE_FULL } from '../../src/domain/storage-full';
import { RemoteClient } from '../support/remote-client';
import { createJourney, journeyState, readJourney } from '../support/remote-journeys';
import { type ServerProcess, startServer } from '../support/server-process';
import { type SmallFilesystem, mountSmallFilesystem } from '../support/small-filesystem';

const PASSWORD = 'orchard-lantern-77';

const storageFullAnswer = (message: string) => ({
  status: STORAGE_FULL.status,
  body: { error: { code: STORAGE_FULL.code, message } },
});

const setProblem = (problemStatement: string, baseVersion: number, batchId: string) => ({
  batchId,
  baseVersion,
  actions: [{ type: 'setProblemStatement', problemStatement }],
});

describe('SQLite on a filesystem that fills up', () => {
  let filesystem: SmallFilesystem;
  let server: ServerProcess;

  beforeAll(async () => {
    filesystem = mountSmallFilesystem(16);
    server = await startServer({ DATABASE_URL: join(filesystem.dir, 'studio.db') });
  });
  afterAll(async () => {
    await server?.kill();
    filesystem?.remove();
  });

  it('says the storage is full, keeps what was saved readable, and writes again once there is room', async () => {
    const owner = new RemoteClient(server.origin);
    const email = `full-disk-${Date.now()}@bank.example`;
    await owner.signUp(email, PASSWORD);
    const created = await createJourney(owner, journeyState('Card disputes take weeks to settle.'));
    const changed = await owner.request('POST', `/api/journeys/${created.id}/changes`, setProblem('Card disputes take three weeks.', created.version, 'before-full-1'));
    expect(changed.status).toBe(200);
    const saved = await readJourney(owner, created.id);

    filesystem.fill();

    const refusedChange = setProblem('Card disputes take a day.', saved.version, 'while-full-1');
    expect(await owner.request('POST', `/api/journeys/${saved.id}/changes`, refusedChange)).toMatchObject(storageFullAnswer(STORAGE_FULL.saveMessage));
    expect(await owner.request('POST', '/api/journeys', { state: journeyState('A second journey') })).toMatchObject(
      storageFullAnswer(STORAGE_FULL.saveMessage),
    );
    const signingIn = new RemoteClient(server.origin);
    expect(await signingIn.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).toMatchObject(
      storageFullAnswer(STORAGE_FULL.signInMessage),
    );
    expect(await owner.request('GET', '/api/health')).toMatchObject({
      status: 200,
      body: { status: 'degraded', database: 'not writable', storage: { code: STORAGE_FULL.code, message: STORAGE_FULL.saveMessage } },
    });

    // Reads go on, and show exactly what was saved.
    expect(await readJourney(owner, saved.id)).toEqual(saved);
    const listed = await owner.request<{ journeys: JourneySummary[] }>('GET', '/api/journeys');
    expect(listed.body.journeys.map((journey) => journey.id)).toEqual([saved.id]);

    filesystem.free();

    const retried = await owner.request<{ version: number }>('POST', `/api/journeys/${saved.id}/changes`, refusedChange);
    expect(retried.status).toBe(200);
    expect(await owner.request('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
    expect((await signingIn.request('POST', '/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    const after = await readJourney(signingIn, saved.id);
    expect(after.version).toBe(saved.version + 1);
    expect(after.state).toEqual({ ...saved.state, problemStatement: 'Card disputes take a day.' });
    expect((await owner.request<{ journey: Journey }>('POST', '/api/journeys', { state: journeyState('A second journey') })).status).toBe(201);

    // The log names the cause once, not a stack per refused request.
    const output = server.output();
    expect(output.match(/its storage is full/g)).toHaveLength(1);
    expect(output).toContain('SQLITE_FULL');
    expect(output).not.toContain('cannot rollback');
    expect(output).not.toContain('unhandled error');
  }, 60_000);
});
