import { describe, expect, it } from 'vitest';
import { createIdea, journeyReducer } from './journey-reducer';
import { idea, run } from './journey-reducer-test-support';

describe('generated ideas', () => {
  const first = [idea('g1'), idea('g2')];
  const second = [idea('g3')];

  it('initialises an empty ideas list from the generated ideas', () => {
    const state = run([{ type: 'setGeneratedIdeas', ideas: first }]);
    expect(state.generatedIdeas).toEqual(first);
    expect(state.ideas).toEqual(first);
  });

  it('remembers which engine generated them', () => {
    const state = run([{ type: 'setGeneratedIdeas', ideas: first, generatedBy: 'Built-in engine' }]);
    expect(state.ideasGeneratedBy).toBe('Built-in engine');
  });

  it('keeps the working ideas when generated ideas arrive again without regenerating', () => {
    const worked = run([
      { type: 'setGeneratedIdeas', ideas: first },
      { type: 'setIdeaScores', id: 'g1', appealScore: 8, fitScore: 6 },
      { type: 'setGeneratedIdeas', ideas: second },
    ]);
    expect(worked.generatedIdeas).toEqual(second);
    expect(worked.ideas.map((i) => i.id)).toEqual(['g1', 'g2']);
    expect(worked.ideas[0]?.averageScore).toBe(7);
  });

  it('replaces both lists when regenerating', () => {
    const state = run([
      { type: 'setGeneratedIdeas', ideas: first },
      { type: 'addIdea', id: 'mine' },
      { type: 'setGeneratedIdeas', ideas: second, regenerate: true },
    ]);
    expect(state.generatedIdeas).toEqual(second);
    expect(state.ideas).toEqual(second);
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

  it('adds one vote per vote, to that idea only', () => {
    const state = run([
      { type: 'addIdea', id: 'a' },
      { type: 'addIdea', id: 'b' },
      { type: 'voteIdea', id: 'a' },
      { type: 'voteIdea', id: 'a' },
    ]);
    expect(state.ideas.map((i) => i.votes)).toEqual([2, 0]);
  });

  it('stores appeal and fit and computes their mean', () => {
    const state = run([
      { type: 'addIdea', id: 'a' },
      { type: 'setIdeaScores', id: 'a', appealScore: 9, fitScore: 4 },
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
      expect(journeyReducer(state, { type: 'setIdeaScores', id: 'a', appealScore, fitScore })).toBe(state);
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
