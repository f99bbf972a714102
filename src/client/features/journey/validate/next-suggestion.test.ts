import { describe, expect, it } from 'vitest';
import { nextSuggestionVariant } from './next-suggestion';

const texts = ['first', 'second', 'third'];
const suggest = (variant: number) => texts[variant % texts.length] ?? '';

describe('nextSuggestionVariant', () => {
  it('moves on from the suggestion shown now, wrapping through the pick', () => {
    expect(nextSuggestionVariant('first', 3, suggest)).toBe(1);
    expect(suggest(nextSuggestionVariant('third', 3, suggest))).toBe('first');
  });

  it("starts from the first suggestion when the field holds the user's own words", () => {
    expect(nextSuggestionVariant('my own user', 3, suggest)).toBe(0);
    expect(nextSuggestionVariant('', 3, suggest)).toBe(0);
  });
});
