import { describe, expect, it } from 'vitest';
import type { PairwiseRanking } from '../../../../domain/facilitation/facilitation-results';
import { ideaResultLine, rankingLine, stepTimeLine } from './summary-lines';

describe('summary lines', () => {
  it('says an idea’s team scores and votes, or that nobody scored it', () => {
    expect(ideaResultLine({ title: 'Tap-to-Split', appeal: 8.5, fit: 7, scorers: 2, votes: 3 })).toBe(
      'Tap-to-Split: appeal 8.5, fit 7.0 · 2 people scored · 3 votes',
    );
    expect(ideaResultLine({ title: 'Pause', appeal: null, fit: null, scorers: 0, votes: 1 })).toBe('Pause: not scored · 1 vote');
  });

  it('says time on a step in minutes', () => {
    expect(stepTimeLine({ step: 'ideate/ideas', label: 'Ideas', ms: 12 * 60_000 })).toBe('Ideas: 12 minutes');
  });

  it('lists a ranking best first', () => {
    const entry = (title: string, rank: number) => ({ ideaId: title, title, rank, strength: 0.3, rankHigh: rank, rankLow: rank, sureness: 'high' as const, comparisons: 4 });
    const ranking: PairwiseRanking = { at: '', participants: 3, comparisons: 12, appeal: [entry('B', 2), entry('A', 1), entry('C', 3)], fit: [] };
    expect(rankingLine(ranking, 'appeal')).toBe('1st A, 2nd B, 3rd C');
  });
});
