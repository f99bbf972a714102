import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the WAL is copied into the database file, and synced to the disk (docs/decisions.md). */
export const CHECKPOINT_EVERY_MS = 1000;
/** How long close() waits for the last checkpoint before it stops the thread. */
const STOP_WAIT_MS = 5000;

/**
 * The thread's own code, plain JavaScript so that it runs the same under tsx and in a build. Its own
 * connection copies the WAL into the database file without waiting for anyone (PASSIVE), so the
 * fsyncs of a checkpoint happen on this thread, never on the one that answers requests.
 */
const CHECKPOINT_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
// With NORMAL, SQLite syncs the WAL before it copies it and the database file after.
db.pragma('synchronous = NORMAL');
const checkpoint = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint runs) or no room on the disk: the next round tries again.
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  /** A last checkpoint, then the thread ends. */
  stop(): Promise<void>;
}

/**
 * Checkpoints the SQLite file's WAL on a thread of its own, every CHECKPOINT_EVERY_MS. A thread that
 * cannot start or dies leaves the request thread's own automatic checkpoint as the backstop.
 */
export function startWalCheckpointer(file: string, everyMs = CHECKPOINT_EVERY_MS): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  // execArgv: [] keeps the parent's loaders (tsx) out of a thread that needs none.
  const worker = new Worker(CHECKPOINT_THREAD, { eval: true, workerData: { file, driver, everyMs }, execArgv: [] });
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
