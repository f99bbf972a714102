import { describe, expect, it } from 'vitest';
import { createInitialJourneyState, type Idea, type JourneyState } from './journey-state';
import {
  canSelectPersona,
  createIdea,
  isPersonaSelected,
  journeyReducer,
  type JourneyAction,
} from './journey-reducer';
import { getPersona } from './personas';
import type { Persona } from './persona';

function persona(id: string): Persona {
  const found = getPersona(id);
  if (!found) throw new Error(`test persona ${id} missing`);
  return found;
}

function run(actions: JourneyAction[], state: JourneyState = createInitialJourneyState()): JourneyState {
  return actions.reduce(journeyReducer, state);
}

function idea(id: string, extra: Partial<Idea> = {}): Idea {
  return {
    id,
    title: `Idea ${id}`,
    description: 'd',
    votes: 0,
    type: 'Innovation',
    personaSource: 'X',
    ...extra,
  };
}

const toggle = (id: string): JourneyAction => ({
  type: 'togglePersona',
  persona: persona(id),
  memberId: `m-${id}`,
});

describe('stage', () => {
  it('sets a stage from 0 to 4 and ignores anything else', () => {
    expect(run([{ type: 'setStage', stage: 4 }]).currentStage).toBe(4);
    const atTwo = run([{ type: 'setStage', stage: 2 }]);
    expect(journeyReducer(atTwo, { type: 'setStage', stage: 5 }).currentStage).toBe(2);
    expect(journeyReducer(atTwo, { type: 'setStage', stage: -1 }).currentStage).toBe(2);
    expect(journeyReducer(atTwo, { type: 'setStage', stage: 1.5 }).currentStage).toBe(2);
  });
});

describe('team members', () => {
  it('adds a member from a persona with the given id', () => {
    const state = run([{ type: 'addTeamMember', persona: persona('t1'), id: 'member-1' }]);
    expect(state.teamMembers).toEqual([
      {
        id: 'member-1',
        personaId: 't1',
        name: 'Mei Lin Chen',
        role: persona('t1').role,
        category: 'technologist',
        domainFocus: persona('t1').domainFocus,
      },
    ]);
  });

  it('does not add the same persona twice or beyond the category limit', () => {
    const twice = run([
      { type: 'addTeamMember', persona: persona('c1'), id: 'a' },
      { type: 'addTeamMember', persona: persona('c1'), id: 'b' },
    ]);
    expect(twice.teamMembers.map((m) => m.id)).toEqual(['a']);
    const full = run([toggle('c1'), toggle('c2')]);
    expect(journeyReducer(full, { type: 'addTeamMember', persona: persona('c3'), id: 'c' })).toBe(full);
  });

  it('removes a member by id and leaves the others', () => {
    const state = run([toggle('c1'), toggle('t2'), { type: 'removeTeamMember', id: 'm-c1' }]);
    expect(state.teamMembers.map((m) => m.id)).toEqual(['m-t2']);
    expect(journeyReducer(state, { type: 'removeTeamMember', id: 'nobody' }).teamMembers).toHaveLength(1);
  });

  it('updates a member partially by id, never its id', () => {
    const state = run([
      toggle('b1'),
      toggle('b2'),
      { type: 'updateTeamMember', id: 'm-b2', changes: { role: 'Acting CRO', domainFocus: undefined } },
    ]);
    const [first, second] = state.teamMembers;
    expect(second).toMatchObject({ id: 'm-b2', personaId: 'b2', role: 'Acting CRO' });
    expect(second?.domainFocus).toBe(persona('b2').domainFocus);
    expect(first?.role).toBe(persona('b1').role);
    const sneaky = {
      type: 'updateTeamMember',
      id: 'm-b1',
      changes: { id: 'hijacked' },
    } as unknown as JourneyAction;
    expect(journeyReducer(state, sneaky).teamMembers[0]?.id).toBe('m-b1');
  });
});

describe('togglePersona and canSelectPersona', () => {
  it('selects and then deselects a persona', () => {
    const selected = run([toggle('t3')]);
    expect(isPersonaSelected(selected, 't3')).toBe(true);
    expect(run([toggle('t3')], selected).teamMembers).toEqual([]);
  });

  it('blocks a third persona of a category and returns the same state', () => {
    const two = run([toggle('t1'), toggle('t2')]);
    expect(canSelectPersona(two, persona('t3'))).toBe(false);
    expect(journeyReducer(two, toggle('t3'))).toBe(two);
  });

  it('counts each category separately and always allows deselecting', () => {
    const two = run([toggle('t1'), toggle('t2')]);
    expect(canSelectPersona(two, persona('b1'))).toBe(true);
    expect(canSelectPersona(two, persona('t1'))).toBe(true);
    expect(run([toggle('b1'), toggle('c1')], two).teamMembers).toHaveLength(4);
    expect(run([toggle('t1'), toggle('t3')], two).teamMembers.map((m) => m.personaId)).toEqual(['t2', 't3']);
  });
});

describe('domain and subdomain', () => {
  const chosen = run([
    { type: 'setDomain', domainId: 'retail_banking' },
    { type: 'setSubdomain', subdomainId: 'insurance' },
  ]);

  it('stores the chosen ids', () => {
    expect(chosen.selectedDomain).toBe('retail_banking');
    expect(chosen.selectedSubdomain).toBe('insurance');
  });

  it('clears the subdomain when the domain is cleared', () => {
    const cleared = journeyReducer(chosen, { type: 'setDomain', domainId: '' });
    expect(cleared.selectedDomain).toBe('');
    expect(cleared.selectedSubdomain).toBe('');
  });

  it('clears the subdomain when it does not belong to the new domain', () => {
    const moved = journeyReducer(chosen, { type: 'setDomain', domainId: 'wealth_management' });
    expect(moved.selectedDomain).toBe('wealth_management');
    expect(moved.selectedSubdomain).toBe('');
  });

  it('keeps the subdomain when the same domain is chosen again', () => {
    expect(journeyReducer(chosen, { type: 'setDomain', domainId: 'retail_banking' }).selectedSubdomain).toBe(
      'insurance',
    );
  });
});

describe('texts', () => {
  it('sets the problem statement and the journey name as typed', () => {
    const state = run([
      { type: 'setProblemStatement', problemStatement: '  SMEs wait weeks for credit  ' },
      { type: 'setJourneyName', journeyName: 'Faster SME credit' },
    ]);
    expect(state.problemStatement).toBe('  SMEs wait weeks for credit  ');
    expect(state.journeyName).toBe('Faster SME credit');
  });
});

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

describe('validation sections', () => {
  it('updates the user persona, feasibility and viability partially', () => {
    const state = run([
      { type: 'updateUserPersona', changes: { averageUser: 'Salaried renter' } },
      { type: 'updateUserPersona', changes: { primaryNeeds: 'A deposit', averageUser: undefined } },
      {
        type: 'updateFeasibility',
        changes: { techReadiness: true, internalCapabilities: 'Open banking team' },
      },
      { type: 'updateViability', changes: { expectedReturn: 'High' } },
    ]);
    expect(state.userPersona).toMatchObject({
      averageUser: 'Salaried renter',
      primaryNeeds: 'A deposit',
      extremeUser: '',
    });
    expect(state.feasibility).toMatchObject({ techReadiness: true, talentReadiness: false });
    expect(state.feasibility.internalCapabilities).toBe('Open banking team');
    expect(state.viability).toMatchObject({ expectedReturn: 'High', strategicRelevance: '' });
  });

  it('sets the Real, Win and Worth scores and rejects out-of-range ones', () => {
    const state = run([{ type: 'setScores', scores: { isRealScore: 8, isWorthScore: 10 } }]);
    expect([state.isRealScore, state.canWinScore, state.isWorthScore]).toEqual([8, null, 10]);
    expect(journeyReducer(state, { type: 'setScores', scores: { canWinScore: 6 } }).isRealScore).toBe(8);
    expect(
      journeyReducer(state, { type: 'setScores', scores: { isRealScore: null } }).isRealScore,
    ).toBeNull();
    expect(journeyReducer(state, { type: 'setScores', scores: { canWinScore: 12 } })).toBe(state);
  });
});

describe('reset and load', () => {
  const busy = run([
    toggle('c1'),
    { type: 'setStage', stage: 3 },
    { type: 'setDomain', domainId: 'wealth_management' },
    { type: 'setSubdomain', subdomainId: 'investments' },
    { type: 'setProblemStatement', problemStatement: 'Advisers drown in admin work' },
    { type: 'setGeneratedIdeas', ideas: [idea('g1')] },
    { type: 'updateFeasibility', changes: { talentReadiness: true } },
    { type: 'setScores', scores: { isRealScore: 7, canWinScore: 6, isWorthScore: 8 } },
  ]);

  it('reset empties everything: stage 0, flags false, scores null', () => {
    const state = journeyReducer(busy, { type: 'reset' });
    expect(state).toEqual(createInitialJourneyState());
    expect(state.feasibility.talentReadiness).toBe(false);
    expect(state.isWorthScore).toBeNull();
  });

  it('load overwrites only the parts present', () => {
    const state = journeyReducer(busy, {
      type: 'load',
      data: { problemStatement: 'Loaded', journeyName: 'Saved' },
    });
    expect(state.problemStatement).toBe('Loaded');
    expect(state.journeyName).toBe('Saved');
    expect(state.selectedDomain).toBe('wealth_management');
    expect(state.teamMembers).toEqual(busy.teamMembers);
    expect(state.currentStage).toBe(3);
  });

  it('load applies a score only when it is not null', () => {
    const state = journeyReducer(busy, {
      type: 'load',
      data: { isRealScore: null, canWinScore: 2, isWorthScore: undefined },
    });
    expect([state.isRealScore, state.canWinScore, state.isWorthScore]).toEqual([7, 2, 8]);
  });

  it('load initialises empty ideas from the loaded generated ideas', () => {
    const state = journeyReducer(createInitialJourneyState(), {
      type: 'load',
      data: { generatedIdeas: [idea('saved')], ideas: [] },
    });
    expect(state.ideas.map((i) => i.id)).toEqual(['saved']);
  });

  it('does not mutate the previous state', () => {
    const snapshot = structuredClone(busy);
    journeyReducer(busy, { type: 'load', data: { isRealScore: null, problemStatement: 'x' } });
    journeyReducer(busy, { type: 'reset' });
    journeyReducer(busy, toggle('c1'));
    expect(busy).toEqual(snapshot);
  });
});
