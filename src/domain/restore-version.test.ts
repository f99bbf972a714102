import { describe, expect, it } from 'vitest';
import { VOTES_PER_MEMBER, votesUsed } from './idea-votes';
import type { JourneyAction } from './journey-reducer';
import { idea, round, run } from './journey-reducer-test-support';
import type { JourneyState } from './journey-state';
import { restoreVersion } from './restore-version';
import { teamScore } from './team-scores';

const score = (id: string, scorerId: string, appealScore: number, fitScore: number): JourneyAction => ({
  type: 'setIdeaScores',
  id,
  scorerId,
  appealScore,
  fitScore,
});
const vote = (id: string, voterId: string): JourneyAction => ({ type: 'castVote', id, voterId });
const ideaIn = (state: JourneyState, id: string) => state.ideas.find((candidate) => candidate.id === id);
const noLosses = { votesOnGoneIdeas: 0, scorersOnGoneIdeas: 0, goneIdeasWithMarks: 0, votesOverLimit: 0 };

describe('restoring a version keeps people’s own scores and votes', () => {
  const base = run([round([idea('a'), idea('b'), idea('c'), idea('d')])]);
  const then = run([{ type: 'setProblemStatement', problemStatement: 'The wording then.' }, score('a', 'ana', 8, 8)], base);

  it('brings the content back and keeps the votes and scores made since on ideas the version has', () => {
    const now = run(
      [
        { type: 'setProblemStatement', problemStatement: 'A rewrite nobody liked.' },
        { type: 'updateIdea', id: 'b', changes: { title: 'Renamed since' } },
        score('a', 'ben', 4, 2),
        score('b', 'vic', 6, 6),
        vote('a', 'ben'),
        vote('a', 'vic'),
        vote('b', 'ben'),
      ],
      then,
    );
    const { state, losses } = restoreVersion(now, then);
    expect(state.problemStatement).toBe('The wording then.');
    expect(ideaIn(state, 'b')?.title).toBe('Idea b');
    expect(ideaIn(state, 'a')).toMatchObject({ votes: 2, voterIds: ['ben', 'vic'], memberScores: { ana: { appeal: 8, fit: 8 }, ben: { appeal: 4, fit: 2 } } });
    expect(ideaIn(state, 'b')).toMatchObject({ votes: 1, voterIds: ['ben'], memberScores: { vic: { appeal: 6, fit: 6 } } });
    expect(losses).toEqual(noLosses);
  });

  it('recomputes the team’s means from the kept scores as the reducer does', () => {
    const now = run([score('a', 'ben', 4, 2), score('c', 'ben', 7, 5)], then);
    const { state } = restoreVersion(now, then);
    expect(ideaIn(state, 'a')).toMatchObject({ appealScore: 6, fitScore: 5, averageScore: 5.5 });
    expect(ideaIn(state, 'a')?.averageScore).toBe(teamScore(ideaIn(state, 'a')!)?.average);
    expect(ideaIn(state, 'c')).toEqual(ideaIn(now, 'c'));
  });

  it('gives a member’s score now precedence over the one they gave then: it is their latest', () => {
    const now = run([score('a', 'ana', 2, 4)], then);
    expect(ideaIn(restoreVersion(now, then).state, 'a')).toMatchObject({ memberScores: { ana: { appeal: 2, fit: 4 } }, averageScore: 3 });
  });

  it('keeps a score from then that the journey lost since, beside the scores made since', () => {
    const lost = { ...then, ideas: then.ideas.map(({ memberScores: _scores, appealScore: _a, fitScore: _f, averageScore: _m, ...rest }) => rest) };
    const now = run([score('a', 'ben', 4, 4)], lost);
    expect(ideaIn(restoreVersion(now, then).state, 'a')).toMatchObject({
      memberScores: { ana: { appeal: 8, fit: 8 }, ben: { appeal: 4, fit: 4 } },
      averageScore: 6,
    });
  });

  it('leaves a vote taken back since taken back', () => {
    const votedThen = run([vote('c', 'ben')], then);
    const now = run([{ type: 'withdrawVote', id: 'c', voterId: 'ben' }, vote('d', 'ben')], votedThen);
    const { state } = restoreVersion(now, votedThen);
    expect(ideaIn(state, 'c')).toMatchObject({ votes: 0, voterIds: [] });
    expect(ideaIn(state, 'd')).toMatchObject({ votes: 1, voterIds: ['ben'] });
  });

  it('removes and counts the votes and scores of ideas the version does not have', () => {
    const now = run(
      [
        { type: 'addIdea', id: 'e', idea: { title: 'Added since' } },
        { type: 'addIdea', id: 'f', idea: { title: 'Also added since' } },
        { type: 'addIdea', id: 'g', idea: { title: 'Added, never marked' } },
        vote('e', 'ben'),
        vote('f', 'vic'),
        score('e', 'ben', 7, 7),
        score('f', 'ben', 5, 3),
        score('f', 'ana', 0, 0),
        vote('a', 'vic'),
      ],
      then,
    );
    const { state, losses } = restoreVersion(now, then);
    expect(state.ideas.map((kept) => kept.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(ideaIn(state, 'a')).toMatchObject({ votes: 1, voterIds: ['vic'] });
    expect(losses).toEqual({ votesOnGoneIdeas: 2, scorersOnGoneIdeas: 1, goneIdeasWithMarks: 2, votesOverLimit: 0 });
  });

  it('never leaves a member with more than three votes: votes standing now win over those an idea brings back', () => {
    const votedThen = run([vote('d', 'ben'), vote('d', 'vic')], then);
    const now = run([{ type: 'removeIdea', id: 'd' }, vote('a', 'ben'), vote('b', 'ben'), vote('c', 'ben'), vote('a', 'vic')], votedThen);
    const { state, losses } = restoreVersion(now, votedThen);
    expect(ideaIn(state, 'd')).toMatchObject({ votes: 1, voterIds: ['vic'] });
    expect(['a', 'b', 'c'].map((id) => ideaIn(state, id)?.voterIds)).toEqual([['ben', 'vic'], ['ben'], ['ben']]);
    expect(votesUsed(state, 'ben')).toBe(VOTES_PER_MEMBER);
    expect(losses).toEqual({ ...noLosses, votesOverLimit: 1 });
  });

  it('brings back an idea deleted since with the scores and votes it had then', () => {
    const now = run([{ type: 'removeIdea', id: 'a' }], then);
    const { state, losses } = restoreVersion(now, then);
    expect(ideaIn(state, 'a')).toEqual(ideaIn(then, 'a'));
    expect(losses).toEqual(noLosses);
  });

  it('gives the chosen idea the kept scores and votes too', () => {
    const chosenThen = run([{ type: 'selectIdea', id: 'a' }], then);
    const now = run([score('a', 'ben', 2, 2), vote('a', 'ben')], chosenThen);
    const { state } = restoreVersion(now, chosenThen);
    expect(state.selectedIdea).toEqual(ideaIn(state, 'a'));
    expect(state.selectedIdea).toMatchObject({ votes: 1, averageScore: 5 });
  });

  it('keeps the scores from before team scoring as they stand now', () => {
    const legacy = run([round([idea('x', { appealScore: 6, fitScore: 4, averageScore: 5, votes: 2 })])]);
    const now = { ...legacy, ideas: [{ ...legacy.ideas[0]!, appealScore: 8, fitScore: 8, averageScore: 8 }] };
    expect(restoreVersion(now, legacy).state.ideas[0]).toEqual({ ...idea('x'), appealScore: 8, fitScore: 8, averageScore: 8, votes: 2 });
  });

  it('changes nothing when the version is the journey as it is', () => {
    const now = run([score('b', 'ben', 3, 9), vote('b', 'ben'), { type: 'selectIdea', id: 'b' }], then);
    expect(restoreVersion(now, now)).toEqual({ state: now, losses: noLosses });
  });
});
