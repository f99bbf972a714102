import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the thread looks at the WAL: syncs it to the disk, or copies it into the database file. */
export const CHECKPOINT_EVERY_MS = 1000;
/** From this size (1,000 pages of 4 kB, SQLite's own default) the WAL is copied into the database file. */
export const CHECKPOINT_FROM_BYTES = 4 * 1024 * 1024;
/** How long close() waits for the last checkpoint before it stops the thread. */
const STOP_WAIT_MS = 5000;

/**
 * The thread's own code, plain JavaScript so that it runs the same under tsx and in a build. Every
 * round it makes what was committed since the last round durable: a WAL of CHECKPOINT_FROM_BYTES or
 * more is copied into the database file by its own connection without waiting for anyone (PASSIVE;
 * with NORMAL, SQLite syncs the WAL before it copies and the database file after); a smaller one
 * that changed is synced as it is. The fsyncs thus happen here, never on the thread that answers
 * requests. The WAL file is only opened to sync it: SQLite keeps no locks on it (they are on the
 * database and -shm files, which this code never opens or closes itself).
 */
const CHECKPOINT_THREAD = `
const { closeSync, fdatasyncSync, openSync, statSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('synchronous = NORMAL');
const wal = workerData.file + '-wal';
let synced = '';
const syncWal = () => {
  const fd = openSync(wal, 'r');
  try {
    fdatasyncSync(fd);
  } finally {
    closeSync(fd);
  }
};
const round = () => {
  try {
    const { size, mtimeMs } = statSync(wal);
    const seen = size + ':' + mtimeMs;
    if (seen === synced) return;
    if (size >= workerData.checkpointFromBytes) db.pragma('wal_checkpoint(PASSIVE)');
    else syncWal();
    synced = seen;
  } catch {
    // No WAL yet, another checkpoint running, or no room on the disk: the next round tries again.
  }
};
const timer = setInterval(round, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  round();
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** A last checkpoint, then the thread ends. */
  stop(): Promise<void>;
}

/**
 * Syncs and checkpoints the SQLite file's WAL on a thread of its own, every CHECKPOINT_EVERY_MS. A
 * thread that cannot start or dies leaves the request thread's own automatic checkpoint as the
 * backstop (database.ts).
 */
export function startWalCheckpointer(file: string, everyMs = CHECKPOINT_EVERY_MS): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  // execArgv: [] keeps the parent's loaders (tsx) out of a thread that needs none.
  const worker = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { file, driver, everyMs, checkpointFromBytes: CHECKPOINT_FROM_BYTES }, execArgv: [] });
  worker.on('error', () => undefined);
  // The thread never keeps the process alive on its own.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      worker.postMessage('stop');
      const timer = setTimeout(() => void worker.terminate(), STOP_WAIT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
