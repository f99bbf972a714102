import { embedText } from '../../../domain/text-embedding';
import { type Vector, dot } from '../../../domain/vector-math';
import type { WordVectors } from '../../../domain/word-vector-file';
import type { CataloguePattern } from './load-idea-catalogue';

/** What a pattern answers, as meaning: its people and pain, and each of its `addresses` phrases. */
export interface PatternMeaning {
  problem: Vector;
  /** What the pattern proposes: its title and mechanism. */
  solution: Vector;
  phrases: ReadonlyArray<{ phrase: string; vector: Vector } | undefined>;
}

/** A problem statement as meaning: the whole, and each clause on its own. */
export interface ProblemMeaning {
  whole: Vector;
  clauses: Vector[];
  known: number;
}

export interface MeaningFit {
  /** Cosine between the problem and what the pattern answers. */
  overall: number;
  /** The best cosine between one of the pattern's phrases and the problem or one of its clauses. */
  part: number;
  /** The pattern's phrases closest to a part of the problem, closest first. */
  closeParts: string[];
}

/** A phrase at least this close to a clause names a part of the problem the pattern answers. */
export const CLOSE_PART = 0.55;
const MAX_PARTS = 3;
const CLAUSE_BREAK = /[.;,:!?()]|\s(?:and|but|because|so|while|who|which|when|although|since|as)\s/i;

/**
 * `segmentOnly`: phrases that only name who the pattern is for ("students"); they shape its
 * meaning, but are never a part of a problem it answers (a problem about students recruited as
 * money mules is not answered by student loans).
 */
export function patternMeaning(
  pattern: CataloguePattern,
  vectors: WordVectors,
  segmentOnly: ReadonlySet<string> = new Set(),
): PatternMeaning {
  const problem = embedText(
    `${pattern.segment}. ${pattern.pain}. ${pattern.addresses.join(', ')}`,
    vectors,
  ).vector;
  const phrases = pattern.addresses.map((phrase) => {
    if (segmentOnly.has(phrase)) return undefined;
    const embedding = embedText(phrase, vectors);
    return embedding.known === 0 ? undefined : { phrase, vector: embedding.vector };
  });
  const solution = embedText(`${pattern.title}. ${pattern.mechanism}`, vectors).vector;
  return { problem, solution, phrases };
}

export function problemMeaning(text: string, vectors: WordVectors): ProblemMeaning {
  const whole = embedText(text, vectors);
  const clauses = text
    .split(CLAUSE_BREAK)
    .map((clause) => embedText(clause, vectors))
    .filter((clause) => clause.known >= 2)
    .map((clause) => clause.vector);
  return { whole: whole.vector, clauses, known: whole.known };
}

export function meaningFit(pattern: PatternMeaning, problem: ProblemMeaning): MeaningFit {
  if (problem.known === 0) return { overall: 0, part: 0, closeParts: [] };
  const scored: Array<{ phrase: string; score: number }> = [];
  for (const entry of pattern.phrases) {
    if (!entry) continue;
    // Text vectors have unit length (or are zero), so their dot product is their cosine.
    let score = dot(entry.vector, problem.whole);
    for (const clause of problem.clauses) score = Math.max(score, dot(entry.vector, clause));
    scored.push({ phrase: entry.phrase, score });
  }
  scored.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));
  return {
    overall: dot(pattern.problem, problem.whole),
    part: scored[0]?.score ?? 0,
    closeParts: scored
      .filter((entry) => entry.score >= CLOSE_PART)
      .slice(0, MAX_PARTS)
      .map((entry) => entry.phrase),
  };
}
