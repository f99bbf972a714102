import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { DatabaseTarget } from '../config/index';
import type { Database } from './schema';
import { prepareSqliteFile } from './sqlite-file';
import { type StorageWatch, storageWatch } from './storage-full';
import { startWalCheckpointer } from './wal-checkpointer';
import { watchedDialect } from './watched-dialect';

export type DialectName = 'sqlite' | 'postgres';

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Whether writes reach the disk, as the last of them said (a full disk refuses them). */
  storage: StorageWatch;
  /** A SQLite file's reads on a connection of their own (see committedReads); none on PostgreSQL or in memory. */
  committedReads?: CommittedReads;
  close(): Promise<void>;
}

export interface CommittedReads {
  /** The first row of a read-only query, as committed now: never what another request's open transaction has written. */
  get<Row>(sqlText: string, ...parameters: unknown[]): Row | undefined;
  close(): void;
}

/**
 * Kysely runs every query of the process on one SQLite connection, where a request's transaction
 * stays open across its awaits; a read on that connection meanwhile would see what may yet be
 * rolled back. This second, read-only connection sees only what is committed, by this process or
 * another, and answers at once (WAL readers wait for no writer). Opened on first use, after the
 * migrations.
 */
function committedReads(file: string): CommittedReads {
  let connection: ReturnType<typeof withStatementCache> | undefined;
  return {
    get<Row>(sqlText: string, ...parameters: unknown[]) {
      connection ??= withStatementCache(new SqliteDatabase(file, { readonly: true, fileMustExist: true }));
      return connection.prepare(sqlText).get(...parameters) as Row | undefined;
    },
    close() {
      connection?.close();
      connection = undefined;
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;
/**
 * The request thread checkpoints the WAL itself only if it has grown past this many pages (16 MB),
 * which happens only when the checkpoint thread is not keeping up or not running.
 */
const BACKSTOP_CHECKPOINT_PAGES = 4000;
/** After a checkpoint has emptied it, the WAL file is cut back to this size. */
const WAL_SIZE_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * Kysely asks better-sqlite3 to prepare every query anew, which compiles its SQL each time (a tenth
 * of an authenticated request's CPU). The same SQL text gets its compiled statement back instead.
 */
function withStatementCache(connection: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => connection.close(),
    prepare(sqlText: string) {
      const cached = statements.get(sqlText);
      if (cached) return cached;
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      const statement = connection.prepare(sqlText);
      statements.set(sqlText, statement);
      return statement;
    },
  };
}

function openSqlite(file: string): AppDatabase {
  if (file !== ':memory:') prepareSqliteFile(file);
  const connection = new SqliteDatabase(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  // A commit writes the WAL and waits for no disk: what that keeps and what a power cut can take
  // is in docs/decisions.md (2026-11-26, "writes wait for no disk"). The fsyncs happen in the
  // checkpoint thread.
  connection.pragma('synchronous = NORMAL');
  connection.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  connection.pragma(`journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  const checkpointer = file === ':memory:' ? undefined : startWalCheckpointer(file);
  const storage = storageWatch();
  const db = new Kysely<Database>({ dialect: watchedDialect(new SqliteDialect({ database: withStatementCache(connection) }), storage) });
  const reads = file === ':memory:' ? undefined : committedReads(file);
  return {
    db,
    dialect: 'sqlite',
    storage,
    committedReads: reads,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      reads?.close();
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/** The PostgreSQL driver is loaded when the first query needs a connection: SQLite installations never load it. */
async function openPostgresPool(url: string) {
  const { default: pg } = await import('pg');
  // A connection whose network silently drops packets would hang a query without these: TCP
  // keep-alive notices the loss, and no query waits more than 15 s for its answer.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, keepAlive: true, query_timeout: 15_000 });
  // A dropped connection must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  return pool;
}

function openPostgres(url: string): AppDatabase {
  const pool = () => openPostgresPool(url);
  const storage = storageWatch();
  const db = new Kysely<Database>({ dialect: watchedDialect(new PostgresDialect({ pool }), storage) });
  return {
    db,
    dialect: 'postgres',
    storage,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

export function openDatabase(target: DatabaseTarget): AppDatabase {
  return target.kind === 'sqlite' ? openSqlite(target.file) : openPostgres(target.url);
}
