import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { StorageWatch } from './storage-full';

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/** SQLite rolls a transaction back by itself after some failures (a full disk is one), and then says this to ours. */
const NOTHING_TO_ROLL_BACK = /cannot rollback - no transaction is active/;

/** One connection's statements, each one's outcome told to the storage watch. */
class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  wroteInTransaction = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly watch: StorageWatch,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      const result = await this.inner.executeQuery<R>(query);
      if (WRITE_KINDS.has(query.query.kind)) {
        // Inside a transaction a write has reached the disk only once its commit has.
        if (this.inTransaction) this.wroteInTransaction = true;
        else this.watch.wrote();
      }
      return result;
    } catch (error) {
      this.watch.failed(error);
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const watched = (connection: DatabaseConnection) => connection as WatchedConnection;

/**
 * The dialect's own driver, with every statement's outcome told to the storage watch, and a rollback
 * that SQLite has already done by itself not reported as a failure of its own: that would hide the
 * error that caused it (a full disk answered "cannot rollback").
 */
class WatchedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly watch: StorageWatch,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.watch);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.inner.beginTransaction(connection, settings);
    watched(connection).inTransaction = true;
    watched(connection).wroteInTransaction = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(connection);
    const { wroteInTransaction } = watched(connection);
    watched(connection).inTransaction = false;
    if (wroteInTransaction) this.watch.wrote();
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    watched(connection).inTransaction = false;
    try {
      await this.inner.rollbackTransaction(connection);
    } catch (error) {
      if (!NOTHING_TO_ROLL_BACK.test(String((error as Error).message))) throw error;
    }
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.savepoint!(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.rollbackToSavepoint!(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.inner.releaseSavepoint!(connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(watched(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** A dialect whose driver tells the storage watch whether writes reach the disk. */
export function watchedDialect(inner: Dialect, watch: StorageWatch): Dialect {
  return {
    createDriver: () => new WatchedDriver(inner.createDriver(), watch),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createAdapter: () => inner.createAdapter(),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own signature takes Kysely<any>
    createIntrospector: (db: Kysely<any>) => inner.createIntrospector(db),
  };
}
