import type { JourneyStatus } from '../journey-api';
import type { JourneyState } from '../journey-state';
import { RWW_ITEM_IDS, type RwwAnswer, type RwwItemId } from './rww-items';
import { allStageGates, confirmedAnswer, openQuestions } from './rww-gates';
import { type RwwRisk, chosenIdeaScreen } from './rww-state';

/** Where a journey's chosen idea stands on the screen, in the order a board reads it. */
export const RWW_OUTCOMES = ['not-screened', 'screening', 'no-at-real', 'no-at-win', 'no-at-worth', 'passed'] as const;
export type RwwOutcome = (typeof RWW_OUTCOMES)[number];

export const RWW_OUTCOME_LABELS: Readonly<Record<RwwOutcome, string>> = {
  'not-screened': 'Not screened yet',
  screening: 'Screening',
  'no-at-real': 'No at Real',
  'no-at-win': 'No at Win',
  'no-at-worth': 'No at Worth',
  passed: 'Passed all three',
};

/** What the team decided about its Nos: "needed" while a red gate waits for a decision. */
export const PORTFOLIO_DECISIONS = ['none', 'needed', 'continue', 'pivot', 'stop'] as const;
export type PortfolioDecision = (typeof PORTFOLIO_DECISIONS)[number];

export const PORTFOLIO_DECISION_LABELS: Readonly<Record<PortfolioDecision, string>> = {
  none: 'No decision needed',
  needed: 'Decision needed',
  continue: 'Continue',
  pivot: 'Go back to another idea',
  stop: 'Stop',
};

export interface PortfolioOwner {
  id: string;
  /** Their name, or their e-mail address when they gave no name. */
  name: string;
}

/** One row of the portfolio: the summary columns and what the screen says, never the whole state. */
export interface PortfolioEntry {
  id: string;
  name: string;
  status: JourneyStatus;
  problemStatement: string;
  chosenIdea: string;
  domain: string;
  subdomain: string;
  updatedAt: string;
  /** The stage the journey is at, 0 (Team) to 4 (Output). */
  currentStage: number;
  /** Who started the journey; null once that account is gone. */
  owner: PortfolioOwner | null;
  scores: { real: number | null; win: number | null; worth: number | null };
  outcome: RwwOutcome;
  decision: PortfolioDecision;
  risk: RwwRisk;
  /** Confirmed answers of the chosen idea's screen. */
  answers: Partial<Record<RwwItemId, RwwAnswer>>;
  openQuestions: number;
}

export type PortfolioFacts = Pick<PortfolioEntry, 'scores' | 'outcome' | 'decision' | 'risk' | 'answers' | 'openQuestions'>;

const SEVERITY: readonly PortfolioDecision[] = ['stop', 'pivot', 'continue'];

export function portfolioFacts(state: JourneyState): PortfolioFacts {
  const screen = chosenIdeaScreen(state);
  const gates = allStageGates(screen);
  const answers: PortfolioFacts['answers'] = {};
  for (const id of RWW_ITEM_IDS) {
    const answer = confirmedAnswer(screen, id);
    if (answer) answers[id] = answer;
  }
  const firstNo = gates.find((gate) => gate.noItems.length > 0);
  const answered = Object.keys(answers).length;
  let outcome: RwwOutcome = answered === 0 ? 'not-screened' : 'screening';
  if (firstNo) outcome = `no-at-${firstNo.stage}`;
  else if (gates.every((gate) => gate.status === 'passed')) outcome = 'passed';
  const inForce = gates.filter((gate) => gate.status === 'decided').map((gate) => gate.decision!.kind as PortfolioDecision);
  const decision = gates.some((gate) => gate.status === 'red') ? 'needed' : (SEVERITY.find((kind) => inForce.includes(kind)) ?? 'none');
  return {
    scores: { real: state.isRealScore, win: state.canWinScore, worth: state.isWorthScore },
    outcome,
    decision,
    risk: screen.risk,
    answers,
    openQuestions: openQuestions(screen).filter((question) => !question.done).length,
  };
}

/** `GET /api/portfolio?workspaceId=`: every journey of the workspace, most recently changed first. */
export interface PortfolioResponse {
  journeys: PortfolioEntry[];
}
