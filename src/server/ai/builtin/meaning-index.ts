import { cosine } from '../../../domain/vector-math';
import { type TextEmbedding, embedText } from '../../../domain/text-embedding';
import type { WordVectors } from '../../../domain/word-vector-file';
import { type Searchable, createSearchIndex } from './rank';

export interface MeaningResult<T> {
  entry: T;
  /** What the results are ranked by: meaning, plus a bounded share for shared words. */
  score: number;
  /** Cosine (-1 to 1) between the query's meaning and the entry's (its headline and its whole text). */
  meaning: number;
  /** BM25F score of the query's words in the entry (0 when none is shared). */
  lexical: number;
  inHeadline: boolean;
}

export interface MeaningIndex<T> {
  /** The best `k` entries for the query, best first, those scoring below `minScore` left out. */
  search(query: string, options?: { k?: number; minScore?: number }): MeaningResult<T>[];
  embed(text: string): TextEmbedding;
}

/** Shared words can add at most this much to a meaning score (cosines of close texts are 0.4-0.8). */
export const LEXICAL_WEIGHT = 0.3;
/** The BM25 score at which shared words add half of LEXICAL_WEIGHT. */
const LEXICAL_HALF = 6;

/** Bounded contribution of a BM25 score: repeating words cannot outweigh meaning. */
export function lexicalShare(bm25: number): number {
  return bm25 <= 0 ? 0 : (LEXICAL_WEIGHT * bm25) / (bm25 + LEXICAL_HALF);
}

/**
 * Ranks entries by meaning (word-vector averages) and by shared words (BM25F over title, keywords
 * and body), both: a paraphrase is found without a shared word, and an exact term still counts.
 * Deterministic; entries are embedded once, here.
 */
export function createMeaningIndex<T extends Searchable>(
  entries: readonly T[],
  vectors: WordVectors,
): MeaningIndex<T> {
  const lexical = createSearchIndex(entries);
  const embedded = entries.map((entry) => ({
    entry,
    head: embedText(`${entry.title}. ${entry.keywords.join(', ')}`, vectors).vector,
    whole: embedText(`${entry.title}. ${entry.keywords.join(', ')}. ${entry.body}`, vectors).vector,
  }));
  return {
    embed: (text) => embedText(text, vectors),
    search(query, { k = 3, minScore = Number.NEGATIVE_INFINITY } = {}) {
      const words = new Map(
        lexical.search(query, entries.length).map((result) => [result.entry, result] as const),
      );
      const { vector, known } = embedText(query, vectors);
      return embedded
        .map(({ entry, head, whole }) => {
          const meaning = known === 0 ? 0 : (cosine(vector, head) + cosine(vector, whole)) / 2;
          const hit = words.get(entry);
          const bm25 = hit?.score ?? 0;
          return {
            entry,
            meaning,
            lexical: bm25,
            score: meaning + lexicalShare(bm25),
            inHeadline: hit?.inHeadline ?? false,
          };
        })
        .filter((result) => result.score >= minScore)
        .sort((a, b) => b.score - a.score)
        .slice(0, Math.max(0, k));
    },
  };
}
