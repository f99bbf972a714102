import { describe, expect, it } from 'vitest';
import { createInitialJourneyState } from './journey-state';
import { type JourneyAction, canSelectPersona, isPersonaSelected, journeyReducer } from './journey-reducer';
import { idea, persona, run, toggle } from './journey-reducer-test-support';

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
    { type: 'receiveIdeaRound', ideas: [idea('g1')], generatedBy: 'Built-in engine', notice: null, archivedRoundId: 'r0', replacedAt: '2026-11-23T10:00:00Z' },
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
