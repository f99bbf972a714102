import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../src/server/config/index';

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  target: DatabaseTarget;
  drop(): Promise<void>;
}

export async function createSqliteTestDatabase(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'innovation-studio-test-'));
  return {
    name: 'sqlite',
    target: { kind: 'sqlite', file: join(dir, 'test.db') },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh PostgreSQL database per suite, made from TEST_DATABASE_URL and dropped afterwards. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const databaseName = `is_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  return {
    name: 'postgres',
    target: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (as in CI). */
export function testDatabaseKinds(): Array<{ name: 'sqlite' | 'postgres'; create: () => Promise<TestDatabase> }> {
  const kinds: Array<{ name: 'sqlite' | 'postgres'; create: () => Promise<TestDatabase> }> = [
    { name: 'sqlite', create: createSqliteTestDatabase },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) kinds.push({ name: 'postgres', create: () => createPostgresTestDatabase(adminUrl) });
  return kinds;
}
