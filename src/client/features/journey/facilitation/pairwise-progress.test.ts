import { describe, expect, it } from 'vitest';
import { nextPairIndex } from './pairwise-progress';

describe('nextPairIndex', () => {
  it('answers the first comparison without a choice, in order', () => {
    expect(nextPairIndex(3, {})).toBe(0);
    expect(nextPairIndex(3, { 0: { appeal: 'a', fit: 'b' } })).toBe(1);
    expect(nextPairIndex(3, { 0: { appeal: 'a', fit: 'b' }, 2: { appeal: 'c', fit: 'c' } })).toBe(1);
  });

  it('answers null once every comparison has a choice', () => {
    expect(nextPairIndex(2, { 0: {}, 1: {} })).toBeNull();
    expect(nextPairIndex(0, {})).toBeNull();
  });
});
