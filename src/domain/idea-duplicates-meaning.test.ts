import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DIFFERENT_IDEA_PAIRS, type IdeaText, SAME_IDEA_PAIRS } from './idea-duplicate-pairs.fixture';
import { MEANING_DUPLICATE_THRESHOLD, findDuplicateIdeas, meaningSimilarity } from './idea-duplicates';
import type { Idea } from './journey-state';
import { decodeWordVectors } from './word-vector-file';

const vectors = decodeWordVectors(readFileSync(new URL('../../content/word-vectors.bin', import.meta.url)));

let counter = 0;
const asIdea = ({ title, description }: IdeaText): Idea => {
  counter += 1;
  return { id: `pair-${counter}`, title, description, type: 'Service', personaSource: 'You', votes: 0 };
};
const flagged = ([a, b]: readonly [IdeaText, IdeaText]) =>
  findDuplicateIdeas([asIdea(a), asIdea(b)], [], vectors).length > 0;

describe('duplicates by meaning, on the labelled pairs', () => {
  it('finds restatements in other words that word overlap misses', () => {
    const byWords = SAME_IDEA_PAIRS.filter(([a, b]) => findDuplicateIdeas([asIdea(a), asIdea(b)]).length > 0);
    const byMeaning = SAME_IDEA_PAIRS.filter(flagged);
    expect(byWords.length).toBe(0);
    // The threshold errs high: about a quarter of restatements, and none of the look-alikes below.
    expect(byMeaning.length).toBeGreaterThanOrEqual(4);
  });

  it('flags no pair that shares words but proposes something different', () => {
    expect(DIFFERENT_IDEA_PAIRS.filter(flagged).map(([a, b]) => `${a.title} / ${b.title}`)).toEqual([]);
  });

  it('puts the threshold between the two sets: above every look-alike pair', () => {
    const highestLookAlike = Math.max(
      ...DIFFERENT_IDEA_PAIRS.map(([a, b]) => meaningSimilarity(a, b, vectors)),
    );
    expect(highestLookAlike).toBeLessThan(MEANING_DUPLICATE_THRESHOLD);
    const meanSame =
      SAME_IDEA_PAIRS.reduce((sum, [a, b]) => sum + meaningSimilarity(a, b, vectors), 0) /
      SAME_IDEA_PAIRS.length;
    const meanDifferent =
      DIFFERENT_IDEA_PAIRS.reduce((sum, [a, b]) => sum + meaningSimilarity(a, b, vectors), 0) /
      DIFFERENT_IDEA_PAIRS.length;
    expect(meanSame).toBeGreaterThan(meanDifferent + 0.1);
  });

  it('leaves "Confirmation of Payee" and "free coffee in branches" far apart', () => {
    const [payee, coffee] = DIFFERENT_IDEA_PAIRS[0]!;
    expect(meaningSimilarity(payee, coffee, vectors)).toBeLessThan(0.15);
  });

  it('still keeps pairs the team kept apart apart', () => {
    const [a, b] = SAME_IDEA_PAIRS.find(flagged)!.map(asIdea);
    expect(findDuplicateIdeas([a!, b!], [[a!.id, b!.id]], vectors)).toEqual([]);
  });
});
