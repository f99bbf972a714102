import type { StorageWatch } from '../db/storage-full';
import type { Logger } from '../logger';

/** One line when the database's storage fills up, naming the cause, and one when writes work again. */
export function logStorageChanges(storage: StorageWatch, logger: Logger): void {
  storage.onChange((full) => {
    if (full) {
      logger.error(
        { cause: full },
        `the database cannot write: its storage is full (${full.code ?? 'no code'}: ${full.message}). Writes answer 507 until space is freed; reads go on.`,
      );
    } else {
      logger.info('the database writes again: its storage has room');
    }
  });
}
