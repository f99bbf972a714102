import { describe, expect, it } from 'vitest';
import type { Rating } from './journey-state';
import { calculateWorthScore, shouldAdvanceToPitch, WORTH_ADVANCE_THRESHOLD } from './worth-score';

describe('calculateWorthScore', () => {
  it.each<[Rating, Rating, number]>([
    ['High', 'High', 10],
    ['High', 'Medium', 8],
    ['High', 'Low', 6],
    ['Medium', 'High', 8],
    ['Medium', 'Medium', 6],
    ['Medium', 'Low', 4],
    ['Low', 'High', 6],
    ['Low', 'Medium', 4],
    ['Low', 'Low', 2],
  ])('scores return %s and relevance %s as %i', (expectedReturn, strategicRelevance, score) => {
    expect(calculateWorthScore({ expectedReturn, strategicRelevance })).toBe(score);
  });

  it('is null while either rating is missing', () => {
    expect(calculateWorthScore({ expectedReturn: '', strategicRelevance: 'High' })).toBeNull();
    expect(calculateWorthScore({ expectedReturn: 'High', strategicRelevance: '' })).toBeNull();
    expect(calculateWorthScore({ expectedReturn: '', strategicRelevance: '' })).toBeNull();
  });
});

describe('shouldAdvanceToPitch', () => {
  it('advances at 7 or more only', () => {
    expect(WORTH_ADVANCE_THRESHOLD).toBe(7);
    expect(shouldAdvanceToPitch(7)).toBe(true);
    expect(shouldAdvanceToPitch(10)).toBe(true);
    expect(shouldAdvanceToPitch(6)).toBe(false);
    expect(shouldAdvanceToPitch(null)).toBe(false);
  });

  it('advances on High with Medium but not on Medium with Medium', () => {
    expect(
      shouldAdvanceToPitch(calculateWorthScore({ expectedReturn: 'High', strategicRelevance: 'Medium' })),
    ).toBe(true);
    expect(
      shouldAdvanceToPitch(calculateWorthScore({ expectedReturn: 'Medium', strategicRelevance: 'Medium' })),
    ).toBe(false);
  });
});
