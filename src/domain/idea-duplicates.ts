import { pairKey } from './idea-merge';
import type { Idea } from './journey-state';
import { type WeightedWord, embedWeightedWords, weightedWords } from './text-embedding';
import { type Vector as MeaningVector, cosine as vectorCosine } from './vector-math';
import type { WordVectors } from './word-vector-file';
import { contentWordStems, wordStem } from './word-stems';

export interface DuplicatePair {
  first: Idea;
  second: Idea;
  /** 0 to 1: how much the two say the same thing. */
  similarity: number;
}

/**
 * Tuned on real catalogue ideas: over all 17 subdomains (a team of six, three ideas each, two
 * problems) no two distinct patterns of one round reach it (highest 0.436, where two ideas share a
 * persona's stock wording), while a person's restatement of an idea reaches 0.452 and a relabelled
 * one 0.58 or more (idea-duplicates.test.ts). The margin is thin on purpose: a missed pair costs
 * nothing, a false one asks the team a needless question.
 */
export const DUPLICATE_THRESHOLD = 0.44;
/** A title counts twice: it is the idea's name, the description only elaborates it. */
const TITLE_WEIGHT = 2;

type Vector = Map<string, number>;

function termCounts(idea: Pick<Idea, 'title' | 'description'>): Vector {
  const counts: Vector = new Map();
  const add = (stem: string, weight: number) => counts.set(stem, (counts.get(stem) ?? 0) + weight);
  for (const stem of contentWordStems(idea.title)) add(stem, TITLE_WEIGHT);
  for (const stem of contentWordStems(idea.description)) add(stem, 1);
  return counts;
}

/** Words every idea of the list uses (the subdomain's vocabulary) say little about sameness. */
function inverseFrequencies(vectors: readonly Vector[]): (stem: string) => number {
  const documents = new Map<string, number>();
  for (const vector of vectors)
    for (const stem of vector.keys()) documents.set(stem, (documents.get(stem) ?? 0) + 1);
  const total = Math.max(vectors.length, 2);
  return (stem) => Math.log(1 + total / (documents.get(stem) ?? 1));
}

function weighted(vector: Vector, idf: (stem: string) => number): Vector {
  return new Map([...vector].map(([stem, count]) => [stem, Math.sqrt(count) * idf(stem)]));
}

function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  for (const [stem, weight] of a) dot += weight * (b.get(stem) ?? 0);
  const norm = (v: Vector) => Math.sqrt([...v.values()].reduce((sum, w) => sum + w * w, 0));
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot / denominator;
}

interface Profile {
  title: Set<string>;
  text: Vector;
  /** `text` weighted by inverse frequency, computed once per list. */
  weightedText: Vector;
}

/** How much of one idea's name the other idea's text mentions, weighted by how telling each word is. */
function titleCoverage(from: Profile, to: Profile, idf: (stem: string) => number): number {
  let total = 0;
  let found = 0;
  for (const stem of from.title) {
    total += idf(stem);
    if (to.text.has(stem)) found += idf(stem);
  }
  return total === 0 ? 0 : found / total;
}

/** Names weigh most: a person's short restatement of an idea has little text to compare. */
const NAME_SHARE = 0.65;

/** Whole-text likeness, and whether each idea's name turns up in the other. */
function similarity(a: Profile, b: Profile, idf: (stem: string) => number): number {
  const text = cosine(a.weightedText, b.weightedText);
  const names = (titleCoverage(a, b, idf) + titleCoverage(b, a, idf)) / 2;
  return (1 - NAME_SHARE) * text + NAME_SHARE * names;
}

/**
 * With word vectors: the score from which two ideas say the same thing in other words. Chosen on
 * the labelled pairs of idea-duplicate-pairs.fixture.ts (idea-duplicates.test.ts): at it, 7 of 15
 * restatements in other words are found and 1 of 15 pairs that share words but differ is flagged.
 * A missed pair costs nothing, a false one asks the team a needless question, so it errs high.
 */
export const MEANING_DUPLICATE_THRESHOLD = 0.5;
/** Longer first sentences are cut here: it keeps a hundred long ideas to well under a second. */
const FIRST_SENTENCE_WORDS = 40;
/** Pairs whose whole texts are further apart than this are not compared word by word. */
const MEANING_PREFILTER = 0.3;

/**
 * What an idea proposes: its name (twice, as in the word comparison) and its first sentence. The
 * rest of a description says who it is for, how a persona would pilot it, its precedent and risk,
 * which ideas answering one problem share whatever they propose.
 */
function ideaText(idea: Pick<Idea, 'title' | 'description'>): string {
  const first = idea.description.split(/(?<=[.!?])\s+/)[0] ?? '';
  // A description without full stops is all one "sentence"; its opening words say what it proposes.
  const opening = first.split(/\s+/).slice(0, FIRST_SENTENCE_WORDS).join(' ');
  return `${idea.title}. ${idea.title}. ${opening}`;
}

/** What a comparison by meaning needs of one idea, computed once per list. */
interface MeaningText {
  words: WeightedWord[];
  /** The stems of those words. */
  stems: Set<string>;
  whole: MeaningVector;
}

function meaningTextOf(idea: Pick<Idea, 'title' | 'description'>, vectors: WordVectors): MeaningText {
  const { words } = weightedWords(ideaText(idea), vectors);
  return { words, stems: new Set(words.map(({ word }) => wordStem(word))), whole: embedWeightedWords(words, vectors) };
}

function meaningLikeness(a: MeaningText, b: MeaningText, vectors: WordVectors): number {
  const notShared = (word: string) => {
    const stem = wordStem(word);
    return a.stems.has(stem) && b.stems.has(stem) ? 0 : 1;
  };
  const rest = vectorCosine(embedWeightedWords(a.words, vectors, notShared), embedWeightedWords(b.words, vectors, notShared));
  return (vectorCosine(a.whole, b.whole) + rest) / 2;
}

/**
 * Meaning likeness of two ideas: the average of their whole texts' likeness and of the likeness
 * of what is left when the words they share are taken out. Two ideas that only share words
 * ("Mortgage Overpayment Tracker", "Mortgage Broker Portal") have little left in common; a
 * restatement in other words ("Round-Up Savings", "Spare Change Saver") keeps its meaning.
 */
export function meaningSimilarity(
  a: Pick<Idea, 'title' | 'description'>,
  b: Pick<Idea, 'title' | 'description'>,
  vectors: WordVectors,
): number {
  return meaningLikeness(meaningTextOf(a, vectors), meaningTextOf(b, vectors), vectors);
}

/** A title as `distinctTitles` holds it: trimmed, lower case, single spaces. */
export const normalTitle = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Ideas that say the same thing, most similar first, each idea in at most one pair, leaving out
 * pairs the team chose to keep apart. Pure and offline: normalised word-stem overlap, and, when
 * word vectors are given, likeness of meaning (a restatement in other words). `distinctTitles`
 * (normalised) names ideas known to differ from one another, the built-in catalogue's patterns:
 * two ideas under two different ones are compared by their words only.
 */
export function findDuplicateIdeas(
  ideas: readonly Idea[],
  keptApart: readonly (readonly [string, string])[] = [],
  vectors?: WordVectors,
  distinctTitles: ReadonlySet<string> = new Set(),
): DuplicatePair[] {
  const catalogued = ideas.map((idea) => distinctTitles.has(normalTitle(idea.title)));
  const apart = new Set(keptApart.map(([a, b]) => pairKey(a, b)));
  const texts = ideas.map(termCounts);
  const idf = inverseFrequencies(texts);
  const profiles: Profile[] = ideas.map((idea, i) => ({
    title: new Set(contentWordStems(idea.title)),
    text: texts[i]!,
    weightedText: weighted(texts[i]!, idf),
  }));
  const meaningTexts = vectors ? ideas.map((idea) => meaningTextOf(idea, vectors)) : [];
  const candidates: DuplicatePair[] = [];
  ideas.forEach((first, i) => {
    for (let j = i + 1; j < ideas.length; j += 1) {
      const second = ideas[j]!;
      if (apart.has(pairKey(first.id, second.id))) continue;
      const score = similarity(profiles[i]!, profiles[j]!, idf);
      if (score >= DUPLICATE_THRESHOLD) {
        candidates.push({ first, second, similarity: score });
        continue;
      }
      if (!vectors) continue;
      // Two of the catalogue's patterns are different ideas by design, however alike they read.
      if (catalogued[i] && catalogued[j] && normalTitle(first.title) !== normalTitle(second.title)) continue;
      if (vectorCosine(meaningTexts[i]!.whole, meaningTexts[j]!.whole) < MEANING_PREFILTER) continue;
      const meaning = meaningLikeness(meaningTexts[i]!, meaningTexts[j]!, vectors);
      if (meaning >= MEANING_DUPLICATE_THRESHOLD) candidates.push({ first, second, similarity: meaning });
    }
  });
  candidates.sort((a, b) => b.similarity - a.similarity);
  const paired = new Set<string>();
  return candidates.filter(({ first, second }) => {
    if (paired.has(first.id) || paired.has(second.id)) return false;
    paired.add(first.id).add(second.id);
    return true;
  });
}
