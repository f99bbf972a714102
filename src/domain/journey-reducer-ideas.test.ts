import { describe, expect, it } from 'vitest';
import { createIdea, journeyReducer } from './journey-reducer';
import { titlesSeenSoFar } from './idea-rounds';
import { idea, round, run } from './journey-reducer-test-support';

describe('rounds of generated ideas', () => {
  const first = [idea('g1'), idea('g2')];
  const second = [idea('g3'), idea('g4')];

  it('makes the first round the working list and remembers the engine and its notice', () => {
    const notice = { kind: 'few_fits' as const, message: 'Only two ideas fit this problem well.' };
    const state = run([round(first, { generatedBy: 'Built-in engine (offline)', notice })]);
    expect(state.generatedIdeas).toEqual(first);
    expect(state.ideas).toEqual(first);
    expect(state.ideasGeneratedBy).toBe('Built-in engine (offline)');
    expect(state.ideasNotice).toEqual(notice);
    expect(state.earlierIdeaRounds).toEqual([]);
  });

  it('replaces the working list and keeps the replaced one, scores and all, as an earlier round', () => {
    const state = run([
      round(first),
      { type: 'setIdeaScores', id: 'g1', scorerId: 'ana', appealScore: 8, fitScore: 6 },
      { type: 'addIdea', id: 'mine', idea: { title: 'Our own idea' } },
      round(second, { archivedRoundId: 'r1', replacedAt: '2026-11-23T11:00:00Z' }),
    ]);
    expect(state.ideas.map((i) => i.id)).toEqual(['g3', 'g4']);
    expect(state.earlierIdeaRounds).toHaveLength(1);
    expect(state.earlierIdeaRounds[0]).toMatchObject({ id: 'r1', replacedAt: '2026-11-23T11:00:00Z', generatedBy: 'Built-in engine' });
    expect(state.earlierIdeaRounds[0]?.ideas.map((i) => [i.id, i.averageScore])).toEqual([
      ['g1', 7],
      ['g2', undefined],
      ['mine', undefined],
    ]);
  });

  it('keeps starred ideas in the working list when a new round arrives', () => {
    const state = run([
      round(first),
      { type: 'setIdeaStar', id: 'g2', starred: true },
      round([idea('g5'), idea('g6', { title: 'Idea g2' })]),
    ]);
    expect(state.ideas.map((i) => i.id)).toEqual(['g2', 'g5']);
    expect(state.ideas[0]?.starred).toBe(true);
  });

  it('remembers every title seen, each once, for the next Regenerate', () => {
    const state = run([
      round(first),
      { type: 'updateIdea', id: 'g1', changes: { title: 'Renamed by the team' } },
      round(second),
    ]);
    expect(state.seenIdeaTitles).toEqual(['Idea g1', 'Renamed by the team', 'Idea g2', 'Idea g3', 'Idea g4']);
    expect(titlesSeenSoFar(run([{ type: 'addIdea', id: 'x', idea: { title: 'IDEA G3' } }], state))).toEqual([
      'Idea g1',
      'Renamed by the team',
      'Idea g2',
      'Idea g4',
      'IDEA G3',
    ]);
  });

  it('keeps at most five earlier rounds, dropping the oldest', () => {
    const rounds = Array.from({ length: 8 }, (_, n) => round([idea(`r${n}`)], { archivedRoundId: `a${n}` }));
    const state = run(rounds);
    expect(state.earlierIdeaRounds.map((r) => r.id)).toEqual(['a3', 'a4', 'a5', 'a6', 'a7']);
    expect(state.earlierIdeaRounds.at(-1)?.ideas.map((i) => i.id)).toEqual(['r6']);
  });

  it('Undo brings the earlier round back and keeps the replaced one in its turn', () => {
    const regenerated = run([
      round(first, { notice: { kind: 'off_topic', message: 'Rephrase' } }),
      { type: 'setIdeaScores', id: 'g1', scorerId: 'ana', appealScore: 9, fitScore: 9 },
      round(second, { archivedRoundId: 'r1' }),
    ]);
    const undone = journeyReducer(regenerated, {
      type: 'restoreIdeaRound',
      roundId: 'r1',
      archivedRoundId: 'r2',
      replacedAt: '2026-11-23T12:00:00Z',
    });
    expect(undone.ideas.map((i) => [i.id, i.averageScore])).toEqual([
      ['g1', 9],
      ['g2', undefined],
    ]);
    expect(undone.ideasNotice).toEqual({ kind: 'off_topic', message: 'Rephrase' });
    expect(undone.earlierIdeaRounds.map((r) => [r.id, r.ideas.map((i) => i.id)])).toEqual([['r2', ['g3', 'g4']]]);
    expect(journeyReducer(undone, { type: 'restoreIdeaRound', roundId: 'r1', archivedRoundId: 'r3', replacedAt: '' })).toBe(undone);
  });

  it('Undo keeps a starred idea at its place in the round it brings back, as it is now', () => {
    const regenerated = run([
      round([idea('g1'), idea('g2'), idea('g3')]),
      { type: 'setIdeaStar', id: 'g2', starred: true },
      round([idea('n1')], { archivedRoundId: 'r1' }),
      { type: 'setIdeaScores', id: 'g2', scorerId: 'ana', appealScore: 6, fitScore: 6 },
    ]);
    expect(regenerated.ideas.map((i) => i.id)).toEqual(['g2', 'n1']);
    const undone = journeyReducer(regenerated, { type: 'restoreIdeaRound', roundId: 'r1', archivedRoundId: 'r2', replacedAt: '' });
    expect(undone.ideas.map((i) => [i.id, i.averageScore])).toEqual([
      ['g1', undefined],
      ['g2', 6],
      ['g3', undefined],
    ]);
  });
});

describe('editing ideas', () => {
  const base = run([round([idea('a'), idea('b'), idea('c')]), { type: 'selectIdea', id: 'b' }]);

  it('edits the title, description and type of one idea and of its selected copy', () => {
    const state = journeyReducer(base, {
      type: 'updateIdea',
      id: 'b',
      changes: { title: 'Instant dispute refunds', description: 'Refund first, investigate after.', type: 'Process' },
    });
    expect(state.ideas[1]).toMatchObject({ id: 'b', title: 'Instant dispute refunds', type: 'Process', description: 'Refund first, investigate after.' });
    expect(state.selectedIdea?.title).toBe('Instant dispute refunds');
    expect(state.ideas[0]).toEqual(base.ideas[0]);
  });

  it('falls back to the default title and type when they are emptied', () => {
    const state = journeyReducer(base, { type: 'updateIdea', id: 'a', changes: { title: '  ', type: '' } });
    expect(state.ideas[0]).toMatchObject({ title: 'Untitled Idea', type: 'Innovation', description: 'd' });
  });

  it('undoes a delete by putting the idea back where it was', () => {
    const removed = journeyReducer(base, { type: 'removeIdea', id: 'b' });
    expect(removed.ideas.map((i) => i.id)).toEqual(['a', 'c']);
    const restored = journeyReducer(removed, { type: 'restoreIdea', idea: base.ideas[1]!, index: 1 });
    expect(restored.ideas).toEqual(base.ideas);
    expect(journeyReducer(restored, { type: 'restoreIdea', idea: base.ideas[1]!, index: 0 })).toBe(restored);
  });

  it('stars and unstars an idea', () => {
    const starred = journeyReducer(base, { type: 'setIdeaStar', id: 'c', starred: true });
    expect(starred.ideas[2]?.starred).toBe(true);
    expect(journeyReducer(starred, { type: 'setIdeaStar', id: 'c', starred: false }).ideas[2]).toEqual(base.ideas[2]);
  });
});

describe('duplicate pairs', () => {
  const base = run([
    round([
      idea('a', { title: 'Instant refunds', description: 'Refund disputed card payments at once.', votes: 1, appealScore: 4, fitScore: 4, averageScore: 4 }),
      idea('b', { title: 'Refund straight away', description: 'Give the money back while we investigate.', votes: 2, appealScore: 9, fitScore: 7, averageScore: 8 }),
      idea('c'),
    ]),
    { type: 'setIdeaStar', id: 'b', starred: true },
    { type: 'selectIdea', id: 'b' },
  ]);

  it('merges into the kept idea: both texts, summed votes, the better scores and the star', () => {
    const state = journeyReducer(base, { type: 'mergeIdeas', keepId: 'a', mergeId: 'b' });
    expect(state.ideas.map((i) => i.id)).toEqual(['a', 'c']);
    expect(state.ideas[0]).toEqual({
      ...base.ideas[0],
      description: 'Refund disputed card payments at once.\n\nMerged from "Refund straight away": Give the money back while we investigate.',
      votes: 3,
      appealScore: 9,
      fitScore: 7,
      averageScore: 8,
      starred: true,
    });
    expect(state.selectedIdea?.id).toBe('a');
  });

  it('ignores a merge of an idea with itself or with one that is gone', () => {
    expect(journeyReducer(base, { type: 'mergeIdeas', keepId: 'a', mergeId: 'a' })).toBe(base);
    expect(journeyReducer(base, { type: 'mergeIdeas', keepId: 'a', mergeId: 'zz' })).toBe(base);
  });

  it('remembers "Keep both" once per pair, in either order', () => {
    const kept = journeyReducer(base, { type: 'keepIdeasApart', ids: ['b', 'a'] });
    expect(kept.keptApartIdeaPairs).toEqual([['a', 'b']]);
    expect(journeyReducer(kept, { type: 'keepIdeasApart', ids: ['a', 'b'] })).toBe(kept);
  });
});

describe('ideas', () => {
  it('adds an idea with a new id, zero votes and the defaults', () => {
    const state = run([{ type: 'addIdea', id: 'i1' }]);
    expect(state.ideas).toEqual([
      { id: 'i1', title: 'Untitled Idea', description: '', votes: 0, type: 'Innovation', personaSource: '' },
    ]);
  });

  it('keeps what the draft provides but never its votes', () => {
    const added = createIdea('i2', { title: 'Pay-by-bank rent', type: 'Incremental', personaSource: 'AI' });
    expect(added).toMatchObject({ id: 'i2', title: 'Pay-by-bank rent', type: 'Incremental', votes: 0 });
    expect(createIdea('i3', { title: '   ', type: '' })).toMatchObject({
      title: 'Untitled Idea',
      type: 'Innovation',
    });
  });

  it('removes an idea by id', () => {
    const state = run([
      { type: 'addIdea', id: 'a' },
      { type: 'addIdea', id: 'b' },
      { type: 'removeIdea', id: 'a' },
    ]);
    expect(state.ideas.map((i) => i.id)).toEqual(['b']);
  });

  it('adds one vote per member, to that idea only, and takes it back', () => {
    const state = run([
      { type: 'addIdea', id: 'a' },
      { type: 'addIdea', id: 'b' },
      { type: 'castVote', id: 'a', voterId: 'ana' },
      { type: 'castVote', id: 'a', voterId: 'ben' },
      { type: 'castVote', id: 'a', voterId: 'ben' },
    ]);
    expect(state.ideas.map((i) => i.votes)).toEqual([2, 0]);
    expect(state.ideas[0]?.voterIds).toEqual(['ana', 'ben']);
    const withdrawn = journeyReducer(state, { type: 'withdrawVote', id: 'a', voterId: 'ana' });
    expect(withdrawn.ideas[0]).toMatchObject({ votes: 1, voterIds: ['ben'] });
  });

  it('stores appeal and fit and computes their mean', () => {
    const state = run([
      { type: 'addIdea', id: 'a' },
      { type: 'setIdeaScores', id: 'a', scorerId: 'ana', appealScore: 9, fitScore: 4 },
    ]);
    expect(state.ideas[0]).toMatchObject({ appealScore: 9, fitScore: 4, averageScore: 6.5 });
  });

  it('ignores scores outside the integers 0 to 10', () => {
    const state = run([{ type: 'addIdea', id: 'a' }]);
    for (const [appealScore, fitScore] of [
      [11, 5],
      [5, -1],
      [4.5, 5],
    ] as const) {
      expect(journeyReducer(state, { type: 'setIdeaScores', id: 'a', scorerId: 'ana', appealScore, fitScore })).toBe(state);
    }
  });

  it('selects an idea from the list by id, and clears the selection with null', () => {
    const state = run([
      { type: 'addIdea', id: 'a', idea: { title: 'Chosen' } },
      { type: 'selectIdea', id: 'a' },
    ]);
    expect(state.selectedIdea?.title).toBe('Chosen');
    expect(journeyReducer(state, { type: 'selectIdea', id: 'missing' })).toBe(state);
    expect(journeyReducer(state, { type: 'selectIdea', id: null }).selectedIdea).toBeNull();
  });
});
