import { describe, expect, it } from 'vitest';
import { createInitialJourneyState, type JourneyState } from '../journey-state';
import { idea } from '../journey-reducer-test-support';
import {
  AT as RWW_AT,
  IDEA,
  USER,
  answer,
  answerStage,
  apply,
  journeyWithChosenIdea,
} from '../rww/rww-test-support';
import { type PairwiseRanking, sessionSummarySchema } from './facilitation-results';
import {
  type SessionSummaryInput,
  buildSessionSummary,
  decisionOutcome,
  timePerStep,
} from './session-summary';

const START = '2026-11-26T09:00:00.000Z';
const END = '2026-11-26T10:30:00.000Z';
const at = (minutes: number) => new Date(Date.parse(START) + minutes * 60_000).toISOString();

function input(state: JourneyState, changes: Partial<SessionSummaryInput> = {}): SessionSummaryInput {
  return {
    id: 'session-1',
    facilitator: 'Ana Silva',
    startedAt: START,
    endedAt: END,
    stepLog: [{ step: 'ideate/ideas', at: START }],
    contributions: [],
    state,
    anonymousVotes: false,
    ...changes,
  };
}

const ranking = (when: string): PairwiseRanking => ({
  at: when,
  participants: 3,
  comparisons: 15,
  appeal: [],
  fit: [],
});

describe('timePerStep', () => {
  it('counts each step until the next one or the end, one row per step in first-visit order', () => {
    const steps = timePerStep(
      [
        { step: 'ideate/ideas', at: at(0) },
        { step: 'ideate/evaluate', at: at(20) },
        { step: 'ideate/ideas', at: at(50) },
        { step: 'ideate/select', at: at(60) },
      ],
      END,
    );
    expect(steps).toEqual([
      { step: 'ideate/ideas', label: 'Ideas', ms: 30 * 60_000 },
      { step: 'ideate/evaluate', label: 'Evaluate', ms: 30 * 60_000 },
      { step: 'ideate/select', label: 'Select', ms: 30 * 60_000 },
    ]);
  });

  it('never counts negative time and names a step it does not know', () => {
    expect(timePerStep([{ step: 'somewhere/else', at: END }], START)).toEqual([
      { step: 'somewhere/else', label: 'the journey', ms: 0 },
    ]);
    expect(timePerStep([], END)).toEqual([]);
  });
});

describe('buildSessionSummary', () => {
  it('lists the ideas best team average first, with scorers and votes, and names the chosen idea', () => {
    const ideas = [
      idea('a', { title: 'Unscored idea', votes: 1 }),
      idea('b', {
        title: 'Good idea',
        appealScore: 6,
        fitScore: 8,
        averageScore: 7,
        votes: 2,
        memberScores: { u1: { appeal: 6, fit: 8 } },
      }),
      idea('c', {
        title: 'Best idea',
        appealScore: 9,
        fitScore: 8,
        averageScore: 8.5,
        votes: 3,
        memberScores: { u1: { appeal: 9, fit: 8 }, u2: { appeal: 9, fit: 8 } },
      }),
    ];
    const state = { ...createInitialJourneyState(), ideas, selectedIdea: ideas[2]! };
    const summary = buildSessionSummary(input(state, { anonymousVotes: true }));
    expect(summary.ideas).toEqual([
      { title: 'Best idea', appeal: 9, fit: 8, scorers: 2, votes: 3 },
      { title: 'Good idea', appeal: 6, fit: 8, scorers: 1, votes: 2 },
      { title: 'Unscored idea', appeal: null, fit: null, scorers: 0, votes: 1 },
    ]);
    expect(summary.decision).toEqual({ chosenIdea: 'Best idea', outcome: '' });
    expect(summary).toMatchObject({
      id: 'session-1',
      facilitator: 'Ana Silva',
      startedAt: START,
      endedAt: END,
      anonymousVotes: true,
    });
    expect(summary.steps).toEqual([{ step: 'ideate/ideas', label: 'Ideas', ms: 90 * 60_000 }]);
    expect(sessionSummarySchema.parse(summary)).toEqual(summary);
  });

  it('carries who brought which ideas, anonymous ones included, and leaves out people who brought none', () => {
    const contributions = [
      { name: 'Ana Silva', ideaTitles: ['Pay by voice'] },
      { name: 'Ben Okafor', ideaTitles: [] },
      { name: 'Anonymous', ideaTitles: ['Round-up savings', 'Family wallet'] },
    ];
    const summary = buildSessionSummary(input(createInitialJourneyState(), { contributions }));
    expect(summary.contributions).toEqual([
      { name: 'Ana Silva', ideaTitles: ['Pay by voice'] },
      { name: 'Anonymous', ideaTitles: ['Round-up savings', 'Family wallet'] },
    ]);
    expect(summary.decision).toEqual({ chosenIdea: null, outcome: '' });
  });

  it('takes the pairwise ranking only when this session made it', () => {
    const during = { ...createInitialJourneyState(), pairwiseRanking: ranking(at(40)) };
    expect(buildSessionSummary(input(during)).pairwise).toEqual(ranking(at(40)));
    const earlier = { ...createInitialJourneyState(), pairwiseRanking: ranking('2026-11-20T09:00:00.000Z') };
    expect(buildSessionSummary(input(earlier)).pairwise).toBeNull();
    expect(buildSessionSummary(input(createInitialJourneyState())).pairwise).toBeNull();
  });

  it('cuts overlong texts to what the summary keeps, so it always passes its schema', () => {
    const long = 'x'.repeat(500);
    const state = { ...createInitialJourneyState(), ideas: [idea('a', { title: long })] };
    const summary = buildSessionSummary(
      input(state, { facilitator: long, contributions: [{ name: long, ideaTitles: [long] }] }),
    );
    expect(summary.facilitator).toHaveLength(200);
    expect(sessionSummarySchema.safeParse(summary).success).toBe(true);
  });
});

describe('decisionOutcome', () => {
  it('says nothing before the chosen idea is screened', () => {
    expect(decisionOutcome(journeyWithChosenIdea())).toBe('');
    expect(decisionOutcome(createInitialJourneyState())).toBe('');
  });

  it('says where the chosen idea stands on the screen and what the team decided', () => {
    expect(decisionOutcome(apply([answer('marketNeed', 'yes')]))).toBe('Real-Win-Worth screen: Screening.');
    const passed = apply([
      ...answerStage('real', ['yes']),
      ...answerStage('win', ['yes']),
      ...answerStage('worth', ['yes']),
    ]);
    expect(decisionOutcome(passed)).toBe('Real-Win-Worth screen: Passed all three.');
    const red = apply(answerStage('real', ['no']));
    expect(decisionOutcome(red)).toBe('Real-Win-Worth screen: No at Real; a decision is still needed.');
    const decided = apply(
      [
        {
          type: 'recordRwwDecision',
          ideaId: IDEA,
          stage: 'real',
          kind: 'continue',
          reason: 'Pilot first',
          userId: USER,
          at: RWW_AT,
        },
      ],
      red,
    );
    expect(decisionOutcome(decided)).toBe('Real-Win-Worth screen: No at Real; the team decided: Continue.');
  });
});
