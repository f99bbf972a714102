import { chmodSync, closeSync, existsSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError } from '../config-error';
import { OWNER_ONLY_FILE_MODE, createOwnerOnlyFolder } from '../config/owner-only-folder';

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
