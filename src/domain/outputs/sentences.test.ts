import { describe, expect, it } from 'vitest';
import { asSentence, clause, firstSentence, quantifiedSentence } from './sentences';

describe('clause', () => {
  it("drops the user's closing punctuation so ours is not doubled", () => {
    expect(clause('Fraud on shared payments.')).toBe('Fraud on shared payments');
    expect(clause('Low uptake?!  ')).toBe('Low uptake');
    expect(clause('EUR 1.5m')).toBe('EUR 1.5m');
  });
});

describe('asSentence', () => {
  it('ends a sentence with exactly one full stop', () => {
    expect(asSentence('Round card purchases up')).toBe('Round card purchases up.');
    expect(asSentence('Round card purchases up.')).toBe('Round card purchases up.');
    expect(asSentence('Round card purchases up..')).toBe('Round card purchases up.');
    expect(asSentence('Would they pay?')).toBe('Would they pay?');
    expect(asSentence('  ')).toBe('');
  });
});

describe('firstSentence and quantifiedSentence', () => {
  const problem = 'Owners turn to costlier lenders. They wait up to four weeks for a decision. It hurts.';

  it('takes the first sentence without its full stop', () => {
    expect(firstSentence(problem)).toBe('Owners turn to costlier lenders');
  });

  it('finds the sentence that states a figure, in words or digits', () => {
    expect(quantifiedSentence(problem)).toBe('They wait up to four weeks for a decision');
    expect(quantifiedSentence('Disputes take 21 days. Customers call often.')).toBe('Disputes take 21 days');
    expect(quantifiedSentence('Customers feel our advice is generic.')).toBe('');
  });
});
