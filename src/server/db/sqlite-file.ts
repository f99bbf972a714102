import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from '../config-error';

/** The database holds session tokens and password hashes: only the server's own user may read it. */
export const OWNER_ONLY_FOLDER_MODE = 0o700;
export const OWNER_ONLY_FILE_MODE = 0o600;

/** Creates the folder (and its parents) for the owner only; a failure names DATABASE_URL, which chose it. */
export function createOwnerOnlyFolder(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true, mode: OWNER_ONLY_FOLDER_MODE });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const partIsAFile = code === 'ENOTDIR' || code === 'EEXIST';
    const reason = partIsAFile ? 'part of that path is a file' : message;
    throw new ConfigError(`DATABASE_URL: cannot create the folder ${folder} for the database (${reason}).`);
  }
}

/**
 * Makes sure the SQLite file is a regular file that only its owner can read, before SQLite opens
 * it: created here with mode 0600 when missing (SQLite then gives its -wal and -shm files the same
 * mode), and an existing one, with its -wal and -shm, narrowed to 0600.
 */
export function prepareSqliteFile(file: string): void {
  createOwnerOnlyFolder(dirname(file));
  if (existsSync(file) && !statSync(file).isFile()) {
    throw new ConfigError(
      `DATABASE_URL: ${file} is not a regular file; name a database file (it is created if missing).`,
    );
  }
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, OWNER_ONLY_FILE_MODE);
  }
}
