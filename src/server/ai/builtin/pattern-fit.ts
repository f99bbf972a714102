import type { CataloguePattern } from './load-idea-catalogue';
import { widenedStems } from './synonyms';
import { contentStems } from './text';

/** A problem statement as the ranking reads it: its words (with synonyms) and its word pairs. */
export interface ProblemProfile {
  stems: ReadonlySet<string>;
  pairs: ReadonlySet<string>;
}

/** A pattern with its texts reduced to stems once, when the catalogue is loaded. */
export interface IndexedPattern {
  pattern: CataloguePattern;
  /** `aboutSegment`: the phrase only names who the pattern is for ("small firms"), not what hurts them. */
  addresses: ReadonlyArray<{ phrase: string; stems: readonly string[]; aboutSegment: boolean }>;
  segment: ReadonlySet<string>;
  pain: ReadonlySet<string>;
  mechanism: ReadonlySet<string>;
  /** Adjacent word pairs of the segment and pain ("deposit guarantee"), which say more than words. */
  pairs: readonly string[];
}

/** How well one pattern answers one problem, and in which of the pattern's own words. */
export interface PatternFit {
  score: number;
  /** The pattern's `addresses` phrases the problem speaks of, most specific first. */
  matched: string[];
  /** The problem names the people the pattern is for. */
  segmentMatch: boolean;
}

/** A matched `addresses` phrase is the strongest sign that the pattern answers the problem. */
const PHRASE_WEIGHT = 3;
const MULTI_WORD_BONUS = 1;
const PARTIAL_PHRASE_WEIGHT = 1;
/** Word weight by the share of patterns that use the word: common words say nothing. */
const SPECIFICITY_STEPS: ReadonlyArray<[maxShare: number, weight: number]> = [
  [0.02, 1],
  [0.06, 0.7],
  [0.15, 0.35],
];
const FIELD_WEIGHTS = { segment: 1, pain: 1, mechanism: 0.5 } as const;
const PAIR_WEIGHT = 1.5;
const PAIR_SPECIFICITY = 0.35;

function pairsOf(stems: readonly string[]): string[] {
  return stems.slice(1).map((second, i) => `${stems[i]} ${second}`);
}

export function problemProfile(text: string): ProblemProfile {
  return { stems: widenedStems(text), pairs: new Set(pairsOf(contentStems(text))) };
}

export function indexPattern(pattern: CataloguePattern): IndexedPattern {
  const segment = new Set(contentStems(pattern.segment));
  return {
    pattern,
    addresses: pattern.addresses.map((phrase) => {
      const stems = [...new Set(contentStems(phrase))];
      return { phrase, stems, aboutSegment: stems.length > 0 && stems.every((stem) => segment.has(stem)) };
    }),
    segment,
    pain: new Set(contentStems(pattern.pain)),
    mechanism: new Set(contentStems(pattern.mechanism)),
    pairs: [...new Set([...pairsOf(contentStems(pattern.segment)), ...pairsOf(contentStems(pattern.pain))])],
  };
}

/** How specific each word is across the whole catalogue (0 for words many patterns use). */
export function specificityOf(indexed: readonly IndexedPattern[]): (stem: string) => number {
  const frequency = new Map<string, number>();
  for (const entry of indexed) {
    const words = new Set([
      ...entry.segment,
      ...entry.pain,
      ...entry.mechanism,
      ...entry.addresses.flatMap((a) => a.stems),
    ]);
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const total = Math.max(1, indexed.length);
  const weights = new Map<string, number>();
  for (const [word, count] of frequency) {
    weights.set(word, SPECIFICITY_STEPS.find(([maxShare]) => count / total <= maxShare)?.[1] ?? 0);
  }
  // A word no pattern uses cannot match one, so its weight never matters.
  return (stem) => weights.get(stem) ?? 1;
}

function phraseScore(
  entry: IndexedPattern,
  problem: ReadonlySet<string>,
  specificity: (stem: string) => number,
) {
  const matched: Array<{ phrase: string; weight: number }> = [];
  let score = 0;
  for (const { phrase, stems, aboutSegment } of entry.addresses) {
    const present = stems.filter((s) => problem.has(s));
    if (stems.length > 0 && present.length === stems.length) {
      const weight = PHRASE_WEIGHT + (stems.length > 1 ? MULTI_WORD_BONUS : 0);
      // Naming the pattern's customers ("small firms") ranks it, but is not a part of the problem
      // it answers: such a phrase is never cited as one (the description says who it is for).
      if (!aboutSegment) matched.push({ phrase, weight: weight + stems.length / 10 });
      score += weight;
    } else if (present.some((s) => specificity(s) >= 0.7)) {
      score += PARTIAL_PHRASE_WEIGHT;
    }
  }
  matched.sort((a, b) => b.weight - a.weight || a.phrase.localeCompare(b.phrase));
  return { score, matched: matched.map((m) => m.phrase) };
}

/** Score of a pattern for a problem; deterministic, no I/O. */
export function fitOf(
  entry: IndexedPattern,
  profile: ProblemProfile,
  specificity: (stem: string) => number,
): PatternFit {
  const problem = profile.stems;
  const phrases = phraseScore(entry, problem, specificity);
  const pairs = entry.pairs.filter(
    (pair) =>
      profile.pairs.has(pair) && pair.split(' ').some((word) => specificity(word) >= PAIR_SPECIFICITY),
  ).length;
  const counted = new Set<string>();
  let words = 0;
  let segmentWords = 0;
  for (const field of ['segment', 'pain', 'mechanism'] as const) {
    for (const word of entry[field]) {
      if (counted.has(word) || !problem.has(word)) continue;
      counted.add(word);
      const weight = specificity(word) * FIELD_WEIGHTS[field];
      words += weight;
      if (field === 'segment' && weight >= PAIR_SPECIFICITY) segmentWords += 1;
    }
  }
  return {
    score: phrases.score + words + pairs * PAIR_WEIGHT,
    matched: phrases.matched,
    segmentMatch: segmentWords > 0,
  };
}
