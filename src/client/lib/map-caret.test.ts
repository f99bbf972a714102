import { describe, expect, it } from 'vitest';
import { mapCaret } from './map-caret';

describe('keeping the caret where the person was typing', () => {
  it('moves it by what others typed before it, and not by what they typed after it', () => {
    expect(mapCaret('The problem.', 'one The problem.', 12)).toBe(16);
    expect(mapCaret('one The problem.', 'one The problem. alpha', 4)).toBe(4);
  });

  it('keeps it before text inserted right at it', () => {
    expect(mapCaret('abcdef', 'abcXYZdef', 3)).toBe(3);
  });

  it('puts it where a removed stretch around it was', () => {
    expect(mapCaret('abc def ghi', 'abc ghi', 6)).toBe(4);
    expect(mapCaret('abc def ghi', 'abc ghi', 11)).toBe(7);
  });
});
