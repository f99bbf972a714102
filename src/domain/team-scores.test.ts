import { describe, expect, it } from 'vitest';
import { topIdeas } from './ideas';
import { VOTES_PER_MEMBER, votesLeft } from './idea-votes';
import { journeyReducer } from './journey-reducer';
import { idea, round, run } from './journey-reducer-test-support';
import { DISCUSSION_SPREAD, memberScoreOf, teamScore } from './team-scores';

const score = (id: string, scorerId: string, appealScore: number, fitScore: number) =>
  ({ type: 'setIdeaScores', id, scorerId, appealScore, fitScore }) as const;

describe('team scores', () => {
  const base = run([round([idea('a'), idea('b'), idea('c'), idea('d')])]);

  it('with one scorer, the idea reads exactly as that person scored it', () => {
    const state = run([score('a', 'ana', 9, 4)], base);
    expect(state.ideas[0]).toMatchObject({ appealScore: 9, fitScore: 4, averageScore: 6.5 });
    expect(teamScore(state.ideas[0]!)).toEqual({ average: 6.5, scorers: 1, spread: 0, needsDiscussion: false });
  });

  it('keeps each member’s own scores and gives the idea the mean of its scorers', () => {
    const state = run([score('a', 'ana', 8, 6), score('a', 'ben', 4, 4), score('a', 'ana', 10, 8)], base);
    const scored = state.ideas[0]!;
    expect(memberScoreOf(scored, 'ana')).toEqual({ appeal: 10, fit: 8 });
    expect(memberScoreOf(scored, 'ben')).toEqual({ appeal: 4, fit: 4 });
    expect(scored).toMatchObject({ appealScore: 7, fitScore: 6, averageScore: 6.5 });
    expect(teamScore(scored)).toMatchObject({ average: 6.5, scorers: 2, spread: 5 });
  });

  it('marks an idea for discussion when its scorers lie DISCUSSION_SPREAD points apart or more', () => {
    const apart = run([score('a', 'ana', 9, 9), score('a', 'ben', 9 - DISCUSSION_SPREAD, 9 - DISCUSSION_SPREAD)], base);
    const close = run([score('a', 'ana', 9, 9), score('a', 'ben', 8, 7)], base);
    expect(teamScore(apart.ideas[0]!)?.needsDiscussion).toBe(true);
    expect(teamScore(close.ideas[0]!)?.needsDiscussion).toBe(false);
  });

  it('leaves a member who set both sliders back to 0 out of the mean, as the spec leaves them out of the count', () => {
    const state = run([score('a', 'ana', 8, 8), score('a', 'ben', 0, 0)], base);
    expect(state.ideas[0]?.averageScore).toBe(8);
    expect(teamScore(state.ideas[0]!)?.scorers).toBe(1);
    const alone = run([score('b', 'ana', 0, 0)], base);
    expect(alone.ideas[1]).toMatchObject({ appealScore: 0, fitScore: 0, averageScore: 0 });
    expect(teamScore(alone.ideas[1]!)).toBeNull();
  });

  it('ranks Top Rated Ideas by team score', () => {
    const state = run([score('a', 'ana', 10, 10), score('a', 'ben', 2, 2), score('b', 'ana', 7, 7), score('b', 'ben', 7, 7), score('c', 'ben', 5, 5)], base);
    expect(topIdeas(state.ideas).map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps the chosen idea’s copy in step with the team’s scores', () => {
    const state = run([score('a', 'ana', 6, 6), { type: 'selectIdea', id: 'a' }, score('a', 'ben', 10, 10)], base);
    expect(state.selectedIdea?.averageScore).toBe(8);
  });

  it('merging keeps each member’s better score and counts each voter once', () => {
    const state = run(
      [
        score('a', 'ana', 3, 3),
        score('b', 'ana', 9, 9),
        score('b', 'ben', 5, 5),
        { type: 'castVote', id: 'a', voterId: 'ana' },
        { type: 'castVote', id: 'b', voterId: 'ana' },
        { type: 'castVote', id: 'b', voterId: 'ben' },
        { type: 'mergeIdeas', keepId: 'a', mergeId: 'b' },
      ],
      base,
    );
    expect(state.ideas.map((i) => i.id)).toEqual(['a', 'c', 'd']);
    expect(state.ideas[0]).toMatchObject({ memberScores: { ana: { appeal: 9, fit: 9 }, ben: { appeal: 5, fit: 5 } }, averageScore: 7, votes: 2 });
    expect(votesLeft(state, 'ana')).toBe(VOTES_PER_MEMBER - 1);
  });
});

describe('votes', () => {
  const base = run([round([idea('a'), idea('b'), idea('c'), idea('d')])]);
  const vote = (id: string, voterId = 'ana') => ({ type: 'castVote', id, voterId }) as const;

  it('gives each member three votes, one per idea, and returns a vote taken back', () => {
    const three = run([vote('a'), vote('b'), vote('c')], base);
    expect(votesLeft(three, 'ana')).toBe(0);
    expect(journeyReducer(three, vote('d'))).toBe(three);
    const back = journeyReducer(three, { type: 'withdrawVote', id: 'b', voterId: 'ana' });
    expect(votesLeft(back, 'ana')).toBe(1);
    expect(run([vote('d')], back).ideas.map((i) => i.votes)).toEqual([1, 0, 1, 1]);
    expect(votesLeft(three, 'ben')).toBe(VOTES_PER_MEMBER);
  });

  it('gives a member their votes back when a new round replaces the ideas they voted for', () => {
    const state = run([vote('a'), vote('b'), round([idea('x')])], base);
    expect(votesLeft(state, 'ana')).toBe(VOTES_PER_MEMBER);
  });
});
