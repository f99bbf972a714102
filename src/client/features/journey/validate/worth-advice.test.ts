import { describe, expect, it } from 'vitest';
import { worthAdvice } from './worth-advice';

describe('worthAdvice', () => {
  it('says nothing while incomplete or once the score reaches 7', () => {
    expect(worthAdvice({ expectedReturn: '', strategicRelevance: 'Low' })).toBeNull();
    expect(worthAdvice({ expectedReturn: 'High', strategicRelevance: 'Medium' })).toBeNull();
  });

  it('names the smallest single raise that reaches 7', () => {
    expect(worthAdvice({ expectedReturn: 'High', strategicRelevance: 'Low' })).toBe(
      'Raising Strategic Relevance to Medium would make the score 8.',
    );
    expect(worthAdvice({ expectedReturn: 'Medium', strategicRelevance: 'Medium' })).toBe(
      'Raising Expected Return to High would make the score 8.',
    );
    expect(worthAdvice({ expectedReturn: 'Medium', strategicRelevance: 'Low' })).toBe(
      'Raising Strategic Relevance to High would make the score 8.',
    );
  });

  it('asks for both when no single raise is enough', () => {
    expect(worthAdvice({ expectedReturn: 'Low', strategicRelevance: 'Low' })).toBe(
      'Both answers need to rise: one to High and the other to at least Medium.',
    );
  });
});
