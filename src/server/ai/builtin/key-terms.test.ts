import { describe, expect, it } from 'vitest';
import { extractKeyTerms } from './key-terms';

describe('extractKeyTerms', () => {
  it('finds the telling phrases of a problem statement and drops stop words', () => {
    const terms = extractKeyTerms(
      'Our customers abandon account opening because it requires branch visits and paper forms',
    );
    expect(terms).toContain('account opening');
    expect(terms).toContain('branch visits');
    expect(terms.length).toBeGreaterThanOrEqual(2);
    expect(terms.length).toBeLessThanOrEqual(4);
    for (const stopWord of ['our', 'because', 'it', 'and']) {
      expect(terms.flatMap((term) => term.split(' '))).not.toContain(stopWord);
    }
  });

  it('keeps only words that occur in the text, lower-cased', () => {
    const text = 'SME clients wait weeks for a credit decision and must provide personal guarantees';
    const words = text.toLowerCase().split(/\s+/);
    for (const term of extractKeyTerms(text)) {
      for (const word of term.split(' ')) expect(words).toContain(word);
    }
  });

  it('prefers a word the statement repeats', () => {
    const terms = extractKeyTerms(
      'Fraud is rising. Card fraud and scam fraud cost us a lot, and fraud checks slow down everyday payments.',
    );
    expect(terms[0]).toBe('fraud');
    expect(terms.length).toBeLessThanOrEqual(4);
  });

  it('does not pair a word with itself or let vague words crowd out specific ones', () => {
    const terms = extractKeyTerms('Customers customers customers struggle with mortgage paperwork');
    expect(terms).not.toContain('customers customers');
    expect(terms[0]).toBe('mortgage paperwork');
  });

  it('copes with short, empty, punctuation-only and non-English input', () => {
    expect(extractKeyTerms('slow onboarding')).toEqual(['onboarding']);
    expect(extractKeyTerms('')).toEqual([]);
    expect(extractKeyTerms('  !!! ??? ...  ')).toEqual([]);
    expect(extractKeyTerms('2024 2025')).toEqual([]);
    const german = extractKeyTerms(
      'Kunden brechen die Kontoeröffnung ab, weil sie eine Filiale besuchen müssen',
    );
    expect(german.join(' ')).toContain('kontoeröffnung');
    expect(german.flatMap((term) => term.split(' '))).not.toContain('die');
    expect(extractKeyTerms('客户开户流程太慢')).toEqual(['客户开户流程太慢']);
  });

  it('is deterministic and bounded for very long text', () => {
    const long = 'Merchants wait for settlement while reconciliation stays manual. '.repeat(400);
    const terms = extractKeyTerms(long);
    expect(terms.length).toBeLessThanOrEqual(4);
    expect(extractKeyTerms(long)).toEqual(terms);
    expect(terms.every((term) => term.length <= 40)).toBe(true);
  });
});
