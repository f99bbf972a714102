import { describe, expect, it } from 'vitest';
import { contentWordStems, wordStem } from './word-stems';

describe('word stems', () => {
  it('brings the forms of one word together', () => {
    expect(new Set(['dispute', 'disputes', 'disputed', 'disputing'].map(wordStem)).size).toBe(1);
    expect(wordStem('payments')).toBe(wordStem('payment'));
    expect(wordStem('policies')).toBe('policy');
  });

  it('keeps short words whole and leaves out stop words, digits and accents', () => {
    expect(wordStem('fees')).toBe('fees');
    expect(contentWordStems('The café pays 30 invoices for the SMEs')).toEqual(['cafe', 'pays', 'invoic', 'smes']);
  });
});
