import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own: a
 * repository's several writes then join a larger change (and its audit entry) when there is one.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
