import { describe, expect, it } from 'vitest';
import { RWW_STAGES } from './rww-items';
import { scoreExplanation, worthAnswersLine, worthAnswersScore } from './rww-scores';
import { AT, IDEA, answer, answerStage, apply } from './rww-test-support';
import { calculateWorthScore } from '../worth-score';

describe('Day’s Worth score (issue 22, item 4)', () => {
  it('comes from the four confirmed answers the way Real and Win do, once all four are in', () => {
    expect(worthAnswersScore(apply([]))).toBeNull();
    expect(worthAnswersScore(apply(answerStage('worth', ['yes']).slice(0, 3)))).toBeNull();
    expect(worthAnswersScore(apply(answerStage('worth', ['yes'])))).toBe(10);
    // 2 + 1 + 0 + 2 = 5 of 8
    expect(worthAnswersScore(apply(answerStage('worth', ['yes', 'maybe', 'no', 'yes'])))).toBe(6.3);
  });

  it('counts drafts for nothing, and leaves the spec’s Worth score (the two ratings) as it is', () => {
    const state = apply([
      ...answerStage('worth', ['yes']).slice(0, 3),
      { type: 'receiveRwwDrafts', ideaId: IDEA, at: AT, engine: 'Built-in', drafts: [{ itemId: 'leadershipSupport', answer: 'yes', reason: 'A sponsor.' }] },
    ]);
    expect(worthAnswersScore(state)).toBeNull();
    const answered = apply([answer('leadershipSupport', 'no')], state);
    expect(worthAnswersScore(answered)).toBe(7.5);
    expect(calculateWorthScore({ ...answered.viability, expectedReturn: 'High', strategicRelevance: 'Low' })).toBe(6);
  });

  it('is explained in one sentence on each page, the Worth line naming both scores', () => {
    for (const stage of RWW_STAGES) {
      for (const basis of ['fields', 'answers'] as const) {
        const line = scoreExplanation(stage, basis);
        expect(line.split(/\.\s+(?=[A-Z])/)).toHaveLength(1);
        expect(line.endsWith('.')).toBe(true);
      }
    }
    const worth = scoreExplanation('worth');
    expect(worth).toContain('The Score above adds Expected Return and Strategic Relevance (High 5, Medium 3, Low 1 each)');
    expect(worth).toContain('Day’s Worth score is Yes 2, Maybe 1, No 0 for each of the 4 confirmed answers, scaled to 10');
  });
});

describe('the Worth page’s line for Day’s Worth score', () => {
  it('says how many answers are still missing, then the score, never in the words of the spec’s "Score:"', () => {
    const partial = worthAnswersLine(apply(answerStage('worth', ['yes']).slice(0, 1)));
    expect(partial).toBe('Worth score from Day’s items: when all 4 have a confirmed answer (1 of 4 so far)');
    const complete = worthAnswersLine(apply(answerStage('worth', ['yes', 'maybe', 'no', 'yes'])));
    expect(complete).toBe('Worth score from Day’s items: 6.3 of 10 (from the 4 confirmed answers)');
    expect(complete).not.toMatch(/score: \d/i);
  });
});
