import { describe, expect, it } from 'vitest';
import type { PairwiseRankedIdea, PairwiseRanking } from '../../../../domain/facilitation/facilitation-results';
import { ordinal, pairwisePlaceText, pairwisePlaces } from './pairwise-place';

const ranked = (ideaId: string, rank: number, sureness: PairwiseRankedIdea['sureness'], rankHigh = rank, rankLow = rank): PairwiseRankedIdea => ({
  ideaId,
  title: ideaId,
  rank,
  strength: 0.25,
  rankHigh,
  rankLow,
  sureness,
  comparisons: 6,
});

describe('ordinal', () => {
  it('names places as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st', '111th']);
  });
});

describe('pairwisePlaceText', () => {
  it('says the place and how sure it is, with the range when not sure', () => {
    expect(pairwisePlaceText(ranked('a', 2, 'high'), 6, 'appeal')).toBe('2nd of 6 for appeal · sure');
    expect(pairwisePlaceText(ranked('a', 2, 'medium', 1, 3), 6, 'fit')).toBe('2nd of 6 for strategic fit · fairly sure (1st to 3rd)');
    expect(pairwisePlaceText(ranked('a', 4, 'low', 2, 6), 6, 'appeal')).toBe('4th of 6 for appeal · not sure yet (2nd to 6th)');
  });
});

describe('pairwisePlaces', () => {
  it('gives an idea’s line for each criterion it was ranked on, none without a ranking', () => {
    const ranking: PairwiseRanking = {
      at: '2026-11-26T10:00:00.000Z',
      participants: 3,
      comparisons: 27,
      appeal: [ranked('x', 1, 'high'), ranked('y', 2, 'high'), ranked('z', 3, 'high')],
      fit: [ranked('y', 1, 'high'), ranked('x', 2, 'medium', 1, 3), ranked('z', 3, 'high')],
    };
    expect(pairwisePlaces(ranking, 'x')).toEqual(['1st of 3 for appeal · sure', '2nd of 3 for strategic fit · fairly sure (1st to 3rd)']);
    expect(pairwisePlaces(ranking, 'unknown')).toEqual([]);
    expect(pairwisePlaces(null, 'x')).toEqual([]);
  });
});
