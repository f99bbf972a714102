import { Migrator } from 'kysely';
import type { AppDatabase } from './database';
import { migrationProvider } from './migrations';

export async function migrateToLatest(database: AppDatabase): Promise<string[]> {
  const migrator = new Migrator({ db: database.db, provider: migrationProvider(database.dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
