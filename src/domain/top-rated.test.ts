import { describe, expect, it } from 'vitest';
import type { Idea } from './journey-state';
import { withMemberScore } from './team-scores';
import { rankingScore, topRatedExplanation, topRatedIdeas } from './top-rated';

const idea = (id: string): Idea => ({ id, title: id, description: '', votes: 0, type: 'Product', personaSource: '' });
const scored = (id: string, marks: Record<string, [number, number]>) =>
  Object.entries(marks).reduce((current, [userId, [appeal, fit]]) => withMemberScore(current, userId, { appeal, fit }), idea(id));

describe('Top Rated Ideas', () => {
  it('in a team, rank by the team score the cards show, not by one member’s own scores', () => {
    // Ana likes A best (9 against 2); with Ben's scores the team likes B best (6 against 5).
    const ideas = [scored('A', { ana: [9, 9], ben: [1, 1] }), scored('B', { ana: [2, 2], ben: [10, 10] }), scored('C', { ana: [4, 4] })];
    const top = topRatedIdeas(ideas, true);
    expect(top.map((entry) => entry.idea.id)).toEqual(['B', 'A', 'C']);
    expect(top.map((entry) => entry.score)).toEqual([6, 5, 4]);
  });

  it('in a team, leave out an idea nobody has scored, as its card says, even with a stored average', () => {
    const legacy: Idea = { ...idea('old'), appealScore: 9, fitScore: 9, averageScore: 9 };
    const allZero = scored('zero', { ana: [0, 0] });
    expect(rankingScore(legacy, true)).toBeUndefined();
    expect(rankingScore(allZero, true)).toBeUndefined();
    expect(topRatedIdeas([legacy, allZero, scored('A', { ana: [3, 5] })], true).map((entry) => entry.idea.id)).toEqual(['A']);
  });

  it('alone, rank by the spec’s average score, three at most, ties in list order', () => {
    const ideas = [
      { ...idea('a'), appealScore: 7, fitScore: 7, averageScore: 7 },
      { ...idea('b'), appealScore: 9, fitScore: 8 },
      { ...idea('c'), appealScore: 7, fitScore: 7, averageScore: 7 },
      { ...idea('d'), appealScore: 2, fitScore: 2, averageScore: 2 },
      idea('unscored'),
    ];
    expect(topRatedIdeas(ideas, false).map((entry) => [entry.idea.id, entry.score])).toEqual([
      ['b', 8.5],
      ['a', 7],
      ['c', 7],
    ]);
  });

  it('says what it ranks by', () => {
    expect(topRatedExplanation(true)).toContain('team score each card shows');
    expect(topRatedExplanation(false)).toContain('Appeal Score and Strategic Fit');
  });
});
