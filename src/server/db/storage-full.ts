/** SQLite's result code for a write that found no space, as better-sqlite3 names it. */
const SQLITE_FULL = 'SQLITE_FULL';
/** PostgreSQL's disk_full SQLSTATE. */
const POSTGRES_DISK_FULL = '53100';

function describesFullStorage(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return (
    code === SQLITE_FULL ||
    code === POSTGRES_DISK_FULL ||
    code === 'ENOSPC' ||
    /database or disk is full/i.test(message)
  );
}

/**
 * Whether a failure means the database had no room to write, on SQLite or PostgreSQL. Libraries wrap
 * the driver's error (better-auth keeps it as `cause`), so the chain is searched.
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (describesFullStorage(error)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isStorageFull(inner, depth + 1))) return true;
  return 'cause' in error && isStorageFull(error.cause, depth + 1);
}

/** What the first failure said, for the one log line that names the cause. */
export interface StorageFullCause {
  code: string | null;
  message: string;
}

function causeOf(error: unknown): StorageFullCause {
  const described = error as { code?: unknown; message?: unknown };
  return {
    code: typeof described.code === 'string' ? described.code : null,
    message: typeof described.message === 'string' ? described.message : String(error),
  };
}

export type StorageListener = (full: StorageFullCause | null) => void;

/**
 * Whether the database can write, as its writes last said: full from a write refused for want of
 * space until one succeeds. Nothing is probed: the answer costs nothing and is never older than the
 * last write (docs/decisions.md).
 */
export function storageWatch() {
  let full: (StorageFullCause & { since: string }) | null = null;
  const listeners = new Set<StorageListener>();
  return {
    /** Null while writes succeed; what the failing write said, and when, otherwise. */
    get full() {
      return full;
    },
    failed(error: unknown): void {
      if (full || !isStorageFull(error)) return;
      full = { ...causeOf(error), since: new Date().toISOString() };
      for (const listener of listeners) listener(full);
    },
    wrote(): void {
      if (!full) return;
      full = null;
      for (const listener of listeners) listener(null);
    },
    /** Told when the storage becomes full (with the cause) and when writes work again (null). */
    onChange(listener: StorageListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type StorageWatch = ReturnType<typeof storageWatch>;
