import { describe, expect, it } from 'vitest';
import { idea, run, toggle } from './journey-reducer-test-support';
import { reachedStage, resumePath, stageOfPath, STAGE } from './journey-progress';
import { createInitialJourneyState, type JourneyState } from './journey-state';

const withTeam = (): JourneyState => run([toggle('c1'), toggle('t1'), toggle('b1')]);

const withProblem = (): JourneyState => ({
  ...withTeam(),
  selectedDomain: 'retail_banking',
  selectedSubdomain: 'cards_payments',
  problemStatement: 'Shared bills are paid back late and by hand.',
});

const scored = (id: string, score: number) =>
  idea(id, { appealScore: score, fitScore: score, averageScore: score });

const withSelectedIdea = (): JourneyState => {
  const ideas = [scored('a', 9), scored('b', 7), scored('c', 5)];
  return { ...withProblem(), ideas, generatedIdeas: ideas, selectedIdea: ideas[0] ?? null };
};

const validated = (worth: number): JourneyState => {
  const state = withSelectedIdea();
  return {
    ...state,
    userPersona: { ...state.userPersona, averageUser: 'A renter', primaryNeeds: 'Split bills' },
    feasibility: {
      ...state.feasibility,
      internalCapabilities: 'Card platform',
      externalAssets: 'Scheme partner',
    },
    isRealScore: 4,
    canWinScore: 4,
    isWorthScore: worth,
  };
};

describe('stageOfPath', () => {
  it('puts the three team screens in Team and the others in their section', () => {
    expect(stageOfPath('/define/bankers')).toBe(STAGE.team);
    expect(stageOfPath('/define/problem')).toBe(STAGE.define);
    expect(stageOfPath('/ideate/select')).toBe(STAGE.ideate);
    expect(stageOfPath('/validate/worth')).toBe(STAGE.validate);
    expect(stageOfPath('/output/infographic')).toBe(STAGE.output);
  });
});

describe('reachedStage', () => {
  it('stays at Team until every kind of persona is chosen', () => {
    expect(reachedStage(createInitialJourneyState())).toBe(STAGE.team);
    expect(reachedStage(run([toggle('c1'), toggle('t1')]))).toBe(STAGE.team);
    expect(reachedStage(withTeam())).toBe(STAGE.define);
  });

  it('opens Ideate once the focus area and a long enough problem are defined', () => {
    expect(reachedStage({ ...withProblem(), problemStatement: 'too short' })).toBe(STAGE.define);
    expect(reachedStage({ ...withProblem(), selectedSubdomain: '' })).toBe(STAGE.define);
    expect(reachedStage(withProblem())).toBe(STAGE.ideate);
  });

  it('opens Validate with a selected idea and Output only with a Worth score of 7 or more', () => {
    expect(reachedStage(withSelectedIdea())).toBe(STAGE.validate);
    expect(reachedStage(validated(6))).toBe(STAGE.validate);
    expect(reachedStage(validated(8))).toBe(STAGE.output);
  });

  it('ignores a stage number the address once set: the data decides', () => {
    const state: JourneyState = { ...withTeam(), currentStage: STAGE.output };
    expect(reachedStage(state)).toBe(STAGE.define);
  });

  it('does not skip a gap: a selected idea without a team is still at Team', () => {
    expect(reachedStage({ ...withSelectedIdea(), teamMembers: [] })).toBe(STAGE.team);
  });
});

describe('resumePath', () => {
  it('opens the first team screen still missing a choice', () => {
    expect(resumePath(createInitialJourneyState())).toBe('/define/team');
    expect(resumePath(run([toggle('c1')]))).toBe('/define/technologists');
    expect(resumePath(run([toggle('c1'), toggle('t1')]))).toBe('/define/bankers');
  });

  it('opens the domain, then the problem, until both are defined', () => {
    expect(resumePath(withTeam())).toBe('/define/domain');
    expect(resumePath({ ...withProblem(), problemStatement: '' })).toBe('/define/problem');
    expect(resumePath(withProblem())).toBe('/define/problem');
  });

  it('follows the ideas through scoring to the choice', () => {
    const ideas = [idea('a'), idea('b'), idea('c')];
    expect(resumePath({ ...withProblem(), generatedIdeas: ideas })).toBe('/ideate/ideas');
    expect(resumePath({ ...withProblem(), ideas: [scored('a', 5), ...ideas.slice(1)] })).toBe(
      '/ideate/evaluate',
    );
    expect(resumePath({ ...withProblem(), ideas: [scored('a', 5), scored('b', 4), scored('c', 3)] })).toBe(
      '/ideate/select',
    );
  });

  it('walks Real, Win and Worth in turn, then the pitch', () => {
    expect(resumePath(withSelectedIdea())).toBe('/validate/real');
    expect(resumePath({ ...validated(5), canWinScore: null })).toBe('/validate/win');
    expect(resumePath(validated(5))).toBe('/validate/worth');
    expect(resumePath(validated(10))).toBe('/output/pitch');
  });

  it('keeps the journey on Real while a required answer is blank again', () => {
    const state = validated(5);
    expect(resumePath({ ...state, userPersona: { ...state.userPersona, primaryNeeds: ' ' } })).toBe(
      '/validate/real',
    );
  });
});
