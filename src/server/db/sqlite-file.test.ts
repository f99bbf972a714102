import { chmodSync, existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Migrating writes, so SQLite has made its -wal and -shm files by the time this answers. */
async function openAndMigrate(file: string) {
  const database = openDatabase({ kind: 'sqlite', file });
  await migrateToLatest(database);
  return database;
}

describe('the SQLite database on disk', () => {
  it('is created in a folder and files only its owner can read: 0700 and 0600, -wal and -shm included', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'sqlite-modes-')), 'data');
    const file = join(folder, 'app.db');
    const database = await openAndMigrate(file);
    try {
      expect(modeOf(folder).toString(8)).toBe('700');
      for (const path of [file, `${file}-wal`, `${file}-shm`]) {
        expect(existsSync(path), path).toBe(true);
        expect(modeOf(path).toString(8), path).toBe('600');
      }
    } finally {
      await database.close();
    }
  });

  it('narrows a database file that others could read to its owner on open', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sqlite-modes-')), 'app.db');
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    const database = await openAndMigrate(file);
    try {
      for (const path of [file, `${file}-wal`, `${file}-shm`])
        expect(modeOf(path).toString(8), path).toBe('600');
    } finally {
      await database.close();
    }
  });
});
