import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDatabaseKinds } from '../../../tests/support/test-databases';
import { databaseUrlOf } from '../../../tests/support/server-process';
import { type AppDatabase, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';
import { headSealer } from './audit-hash';
import { type AuditTrail, auditTrail } from './audit-trail';
import { verifyAuditTrail } from './audit-verify';

const SECRET = 'audit-test-secret-that-is-long-enough-0123456789';
const actor = { id: 'user-1', label: 'ana@bank.example' };

/** `npm run audit:verify` as an operator runs it, against this database. */
function runVerifyCommand(testDatabase: TestDatabase, authSecret = SECRET) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/audit/audit-verify-cli.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrlOf(testDatabase.target), AUTH_SECRET: authSecret, NODE_ENV: 'production' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.each(testDatabaseKinds())('the audit trail on $name', ({ create }) => {
  let testDatabase: TestDatabase;
  let database: AppDatabase;
  let trail: AuditTrail;
  const sealer = headSealer(SECRET);

  beforeAll(async () => {
    testDatabase = await create();
    database = openDatabase(testDatabase.target);
    await migrateToLatest(database);
    trail = auditTrail(database, SECRET, createLogger('silent'));
  });
  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  const appendSome = async (workspaceId: string, count: number) => {
    for (let index = 0; index < count; index += 1) {
      await trail.append({ workspaceId, actor, action: 'journey.exported', target: { type: 'journey', id: `j-${index}` }, details: { format: 'pptx', index } });
    }
  };
  const problemsIn = async (workspaceId: string) =>
    (await verifyAuditTrail(database.db, sealer)).problems.filter((problem) => problem.workspaceId === workspaceId);

  it('chains each workspace’s entries by the hash of the one before, and finds them intact', async () => {
    await appendSome('ws-intact', 3);
    await appendSome('ws-other', 2);
    const entries = await database.db.selectFrom('audit_entries').selectAll().where('workspace_id', '=', 'ws-intact').orderBy('seq').execute();
    expect(entries.map((entry) => entry.seq)).toEqual([1, 2, 3]);
    expect(entries[1]!.prev_hash).toBe(entries[0]!.hash);
    expect(entries[2]!.prev_hash).toBe(entries[1]!.hash);
    expect(await problemsIn('ws-intact')).toEqual([]);
    expect(await problemsIn('ws-other')).toEqual([]);
  });

  it('reports an entry whose content was changed, and the command exits 1 naming it', async () => {
    await appendSome('ws-changed', 3);
    await database.db
      .updateTable('audit_entries')
      .set({ details: JSON.stringify({ format: 'md', index: 1 }) })
      .where('workspace_id', '=', 'ws-changed')
      .where('seq', '=', 2)
      .execute();
    expect(await problemsIn('ws-changed')).toEqual([
      { workspaceId: 'ws-changed', seq: 2, problem: 'was changed: its content no longer matches its hash' },
    ]);
    const command = runVerifyCommand(testDatabase);
    expect(command.code).toBe(1);
    expect(command.output).toContain('PROBLEM in workspace ws-changed: entry 2 was changed');
  });

  it('reports entries removed from the middle and from the end', async () => {
    await appendSome('ws-middle', 4);
    await database.db.deleteFrom('audit_entries').where('workspace_id', '=', 'ws-middle').where('seq', '=', 2).execute();
    expect(await problemsIn('ws-middle')).toEqual([
      { workspaceId: 'ws-middle', seq: 2, problem: 'entry 2 is missing: removed from the trail' },
    ]);
    await appendSome('ws-end', 4);
    await database.db.deleteFrom('audit_entries').where('workspace_id', '=', 'ws-end').where('seq', '>=', 3).execute();
    expect(await problemsIn('ws-end')).toEqual([
      { workspaceId: 'ws-end', seq: 3, problem: 'entries 3 to 4 were removed from the end of the trail' },
    ]);
    await appendSome('ws-all', 2);
    await database.db.deleteFrom('audit_entries').where('workspace_id', '=', 'ws-all').execute();
    expect(await problemsIn('ws-all')).toEqual([{ workspaceId: 'ws-all', seq: 1, problem: 'all 2 entries were removed' }]);
    const { output } = runVerifyCommand(testDatabase);
    expect(output).toContain('PROBLEM in workspace ws-middle: entry 2 is missing: removed from the trail.');
    expect(output).toContain('PROBLEM in workspace ws-end: entries 3 to 4 were removed from the end of the trail.');
    expect(output).not.toMatch(/entry \d+ entr(y|ies) /);
  });

  it('reports a chain rebuilt with fresh hashes by someone without the app’s secret', async () => {
    await appendSome('ws-rebuilt', 2);
    // Rewrite the first entry and recompute every hash after it, as a database administrator could.
    const { entryHash } = await import('./audit-hash');
    const rows = await database.db.selectFrom('audit_entries').selectAll().where('workspace_id', '=', 'ws-rebuilt').orderBy('seq').execute();
    let previous = rows[0]!.prev_hash;
    for (const row of rows) {
      const details = row.seq === 1 ? JSON.stringify({ format: 'nothing to see' }) : row.details;
      const hash = entryHash({ ...row, details, prev_hash: previous });
      await database.db.updateTable('audit_entries').set({ details, prev_hash: previous, hash }).where('workspace_id', '=', 'ws-rebuilt').where('seq', '=', row.seq).execute();
      previous = hash;
    }
    await database.db.updateTable('audit_chain_heads').set({ hash: previous }).where('workspace_id', '=', 'ws-rebuilt').execute();
    expect((await problemsIn('ws-rebuilt')).map((problem) => problem.problem)).toEqual([
      'has a head whose seal does not match: the chain was rebuilt outside the app, or AUTH_SECRET is not the one that wrote it',
    ]);
  });

  it('never forks a chain when many appends to one workspace race (on PostgreSQL from two connection pools, as two processes)', async () => {
    // SQLite serves one process: its second "process" is the same connection, as in production.
    const second = testDatabase.name === 'postgres' ? openDatabase(testDatabase.target) : database;
    const otherProcess = auditTrail(second, SECRET, createLogger('silent'));
    try {
      await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          (index % 2 === 0 ? trail : otherProcess).append({ workspaceId: 'ws-race', actor, action: 'ai.call', details: { index } }),
        ),
      );
    } finally {
      if (second !== database) await second.close();
    }
    const seqs = (await database.db.selectFrom('audit_entries').select('seq').where('workspace_id', '=', 'ws-race').orderBy('seq').execute()).map((row) => row.seq);
    expect(seqs).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(await problemsIn('ws-race')).toEqual([]);
  });

  it('passes the command on an untouched trail', async () => {
    const fresh = await create();
    const freshDatabase = openDatabase(fresh.target);
    try {
      await migrateToLatest(freshDatabase);
      await auditTrail(freshDatabase, SECRET, createLogger('silent')).append({ workspaceId: 'ws-1', actor, action: 'auth.sign_in' });
      const command = runVerifyCommand(fresh);
      expect(command.output).toContain('Every chain is intact.');
      expect(command.code).toBe(0);
      const otherSecret = runVerifyCommand(fresh, `${SECRET}-rotated`);
      expect(otherSecret.code).toBe(1);
      expect(otherSecret.output).toContain('seal does not match');
    } finally {
      await freshDatabase.close();
      await fresh.drop();
    }
  });
});
