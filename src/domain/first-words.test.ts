import { describe, expect, it } from 'vitest';
import { firstWords } from './first-words';

describe('firstWords', () => {
  it('keeps the opening words and marks that more follows', () => {
    expect(firstWords('Card fraud disputes take our customers up to three weeks', 4)).toBe(
      'Card fraud disputes take…',
    );
  });

  it('gives a short text whole, with its spacing tidied', () => {
    expect(firstWords('  Split   the bill  ', 6)).toBe('Split the bill');
  });
});
