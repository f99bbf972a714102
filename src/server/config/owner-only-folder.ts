import { mkdirSync } from 'node:fs';
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
