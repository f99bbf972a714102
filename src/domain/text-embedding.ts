import { type Vector, addScaled, frequencyWeight, normalized, withoutComponent } from './vector-math';
import type { WordVectors } from './word-vector-file';

/**
 * A text's meaning as one vector: the average of its words' vectors, each weighted by how rare
 * the word is in general English (smooth inverse frequency) and in our own content (a word most
 * of our texts use, "customers", tells little), less the direction all texts share,
 * at unit length. Two texts that say the same in other words ("scammers" / "fraudsters") end up
 * close; texts that only share common words do not.
 */
export interface TextEmbedding {
  vector: Vector;
  /** Content words found in the vocabulary. */
  known: number;
  /** Content words not found (names, typos, other languages). */
  unknown: number;
}

/** Words that carry grammar, not topic; the frequency weight would nearly silence them anyway. */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each either else ever every few
  for from further had has have having he her here hers him his how i if in into is it its itself
  just let me might more most must my nor now of off on once only or other our ours out over own per
  please same shall she should so some such than that the their theirs them then there these they
  this those through to too until up upon us very via was we were what when where which while who
  whom whose why will with within would yet you your yours it's we're they're`.split(/\s+/),
);

const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function embeddingTokens(text: string): string[] {
  const tokens = text.normalize('NFKC').toLowerCase().replace(/’/g, "'").match(TOKEN) ?? [];
  return tokens.filter((token) => !STOP_WORDS.has(token) && !/^\d+$/.test(token));
}

/** Other spellings of a word the vocabulary may hold: singular, bare stem, without "'s". */
function variants(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith("'s")) out.push(word.slice(0, -2));
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  if (word.endsWith('ing')) out.push(word.slice(0, -3), `${word.slice(0, -3)}e`);
  if (word.endsWith('ed')) out.push(word.slice(0, -2), word.slice(0, -1));
  return out.filter((variant) => variant.length >= 3);
}

/** The vocabulary words a token stands for: itself, a variant, or the parts of a compound. */
export function vocabularyWords(token: string, vectors: WordVectors): string[] {
  if (vectors.vectorOf(token)) return [token];
  const variant = variants(token).find((candidate) => vectors.vectorOf(candidate));
  if (variant) return [variant];
  if (/['-]/.test(token)) {
    return token
      .split(/['-]/)
      .filter((part) => part.length > 1 && !STOP_WORDS.has(part))
      .flatMap((part) =>
        vectors.vectorOf(part)
          ? [part]
          : variants(part)
              .filter((v) => vectors.vectorOf(v))
              .slice(0, 1),
      );
  }
  return [];
}

/** A rank for words outside the vocabulary's rank table: treat them as rare. */
const RARE_RANK = 100_000;

/** One vocabulary word of a text and its weight in the text's meaning. */
export interface WeightedWord {
  word: string;
  weight: number;
}

/** A text's vocabulary words, each with its weight, and how many of its words were known. */
export function weightedWords(text: string, vectors: WordVectors): { words: WeightedWord[]; known: number; unknown: number } {
  const words: WeightedWord[] = [];
  let known = 0;
  let unknown = 0;
  for (const token of embeddingTokens(text)) {
    const parts = vocabularyWords(token, vectors);
    if (parts.length === 0) {
      unknown += 1;
      continue;
    }
    known += 1;
    for (const word of parts) {
      const weight = (vectors.contentWeightOf(word) * frequencyWeight(vectors.rankOf(word) ?? RARE_RANK)) / parts.length;
      words.push({ word, weight });
    }
  }
  return { words, known, unknown };
}

/** The meaning of weighted words (those weighing 0 left out), at unit length. */
export function embedWeightedWords(
  words: readonly WeightedWord[],
  vectors: WordVectors,
  weightOf?: (word: string) => number,
): Vector {
  const sum = new Float32Array(vectors.dimensions);
  let any = false;
  for (const { word, weight } of words) {
    const scale = (weightOf?.(word) ?? 1) * weight;
    if (scale === 0) continue;
    any = true;
    addScaled(sum, vectors.vectorOf(word)!, scale);
  }
  return any ? normalized(withoutComponent(sum, vectors.commonDirection)) : sum;
}

export function embedText(
  text: string,
  vectors: WordVectors,
  weightOf?: (word: string) => number,
): TextEmbedding {
  const { words, known, unknown } = weightedWords(text, vectors);
  const vector = known === 0 ? new Float32Array(vectors.dimensions) : embedWeightedWords(words, vectors, weightOf);
  return { vector, known, unknown };
}
