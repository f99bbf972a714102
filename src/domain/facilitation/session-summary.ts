import type { Idea, JourneyState } from '../journey-state';
import { stepLabel } from '../journey-steps';
import { PORTFOLIO_DECISION_LABELS, RWW_OUTCOME_LABELS, portfolioFacts } from '../rww/rww-portfolio';
import type { SessionSummary } from './facilitation-results';

/**
 * The summary written to the journey when the facilitator ends a session (issue 23): where the time
 * went, who brought which ideas, how the ideas stood, the pairwise ranking, and what was decided.
 * Texts are cut to the summary schema's limits, so a summary always passes it.
 */

export interface SessionStepEntry {
  /** The facilitator's step ('ideate/evaluate') from this moment on. */
  step: string;
  at: string;
}

export interface SessionSummaryInput {
  id: string;
  facilitator: string;
  startedAt: string;
  endedAt: string;
  /** The facilitator's steps in the order they went to them; the first is where the session started. */
  stepLog: readonly SessionStepEntry[];
  /** From the private rounds: each person's ideas, or "Anonymous" for ideas revealed without author. */
  contributions: readonly { name: string; ideaTitles: readonly string[] }[];
  /** The journey as the session left it. */
  state: JourneyState;
  anonymousVotes: boolean;
}

const SHORT = 200;
const OUTCOME_MAX = 2000;
const LIMITS = { steps: 100, contributions: 100, titles: 200, ideas: 200 } as const;

const short = (text: string) => text.slice(0, SHORT);
const time = (iso: string) => Date.parse(iso);

/** Time on each step, until the next entry or the end; a step visited twice is one row, in first-visit order. */
export function timePerStep(stepLog: readonly SessionStepEntry[], endedAt: string): SessionSummary['steps'] {
  const totals = new Map<string, number>();
  stepLog.forEach((entry, index) => {
    const until = stepLog[index + 1]?.at ?? endedAt;
    const ms = Math.max(0, Math.round(time(until) - time(entry.at))) || 0;
    totals.set(entry.step, (totals.get(entry.step) ?? 0) + ms);
  });
  return [...totals]
    .slice(0, LIMITS.steps)
    .map(([step, ms]) => ({ step: step.slice(0, 40), label: short(stepLabel(step)), ms }));
}

/** The team's average the ideas are listed by: the stored average, else the mean of appeal and fit. */
function teamAverage(idea: Idea): number | null {
  if (idea.averageScore !== undefined) return idea.averageScore;
  if (idea.appealScore !== undefined && idea.fitScore !== undefined)
    return (idea.appealScore + idea.fitScore) / 2;
  return null;
}

/** Best team average first; ideas nobody scored last, in the journey's order. */
export function sessionIdeaResults(ideas: readonly Idea[]): SessionSummary['ideas'] {
  return ideas
    .map((idea) => ({ idea, average: teamAverage(idea) }))
    .sort((x, y) => (y.average ?? -1) - (x.average ?? -1))
    .slice(0, LIMITS.ideas)
    .map(({ idea }) => ({
      title: short(idea.title),
      appeal: idea.appealScore ?? null,
      fit: idea.fitScore ?? null,
      scorers: Object.keys(idea.memberScores ?? {}).length,
      votes: idea.votes,
    }));
}

/**
 * The chosen idea's Real-Win-Worth standing in a sentence: "Real-Win-Worth screen: No at Win; the
 * team decided: Continue." (or "; a decision is still needed"). Empty when no idea is chosen or its
 * screen has no answer yet.
 */
export function decisionOutcome(state: JourneyState): string {
  if (!state.selectedIdea) return '';
  const facts = portfolioFacts(state);
  if (facts.outcome === 'not-screened') return '';
  const standing = `Real-Win-Worth screen: ${RWW_OUTCOME_LABELS[facts.outcome]}`;
  const decided =
    facts.decision === 'none'
      ? ''
      : facts.decision === 'needed'
        ? '; a decision is still needed'
        : `; the team decided: ${PORTFOLIO_DECISION_LABELS[facts.decision]}`;
  return `${standing}${decided}.`.slice(0, OUTCOME_MAX);
}

/**
 * The journey's pairwise ranking, when a round of this session made it; an older session's ranking
 * still on the journey is not this session's result. A time that cannot be read is taken as this session's.
 */
function sessionPairwise(state: JourneyState, startedAt: string): SessionSummary['pairwise'] {
  const ranking = state.pairwiseRanking;
  if (!ranking) return null;
  return time(ranking.at) < time(startedAt) ? null : ranking;
}

export function buildSessionSummary(input: SessionSummaryInput): SessionSummary {
  const { state } = input;
  return {
    id: input.id.slice(0, 64),
    facilitator: short(input.facilitator),
    startedAt: input.startedAt.slice(0, 40),
    endedAt: input.endedAt.slice(0, 40),
    steps: timePerStep(input.stepLog, input.endedAt),
    contributions: input.contributions
      .filter((contribution) => contribution.ideaTitles.length > 0)
      .slice(0, LIMITS.contributions)
      .map((contribution) => ({
        name: short(contribution.name),
        ideaTitles: contribution.ideaTitles.slice(0, LIMITS.titles).map(short),
      })),
    ideas: sessionIdeaResults(state.ideas),
    anonymousVotes: input.anonymousVotes,
    pairwise: sessionPairwise(state, input.startedAt),
    decision: {
      chosenIdea: state.selectedIdea ? short(state.selectedIdea.title) : null,
      outcome: decisionOutcome(state),
    },
  };
}
