import type { Selectable } from 'kysely';
import { RWW_ANSWERS, RWW_ITEM_IDS, type RwwAnswer, type RwwItemId } from '../../domain/rww/rww-items';
import {
  PORTFOLIO_DECISIONS,
  type PortfolioDecision,
  type PortfolioFacts,
  RWW_OUTCOMES,
  type RwwOutcome,
  portfolioFacts,
} from '../../domain/rww/rww-portfolio';
import type { JourneyState } from '../../domain/journey-state';
import type { JourneyTable } from '../db/schema';

export const PORTFOLIO_COLUMNS = [
  'rww_outcome', 'rww_decision', 'real_score', 'win_score', 'worth_score', 'market_newness', 'product_newness', 'rww_answers', 'open_questions',
] as const;

type PortfolioRow = Pick<Selectable<JourneyTable>, (typeof PORTFOLIO_COLUMNS)[number]>;

/** The portfolio's facts of a state as columns: written with the state, so the portfolio never reads states. */
export function portfolioColumns(state: JourneyState): PortfolioRow {
  const facts = portfolioFacts(state);
  return {
    rww_outcome: facts.outcome,
    rww_decision: facts.decision,
    real_score: facts.scores.real,
    win_score: facts.scores.win,
    worth_score: facts.scores.worth,
    market_newness: facts.risk.marketNewness,
    product_newness: facts.risk.productNewness,
    rww_answers: JSON.stringify(facts.answers),
    open_questions: facts.openQuestions,
  };
}

const oneOf = <T extends string>(allowed: readonly T[], value: string, fallback: T): T => allowed.find((option) => option === value) ?? fallback;

/** Only item ids and answers the screen knows: a column is read as strictly as a request. */
function answersFrom(text: string): Partial<Record<RwwItemId, RwwAnswer>> {
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return {};
  }
  const answers: Partial<Record<RwwItemId, RwwAnswer>> = {};
  if (typeof stored !== 'object' || stored === null) return answers;
  for (const id of RWW_ITEM_IDS) {
    const answer = (stored as Record<string, unknown>)[id];
    if (RWW_ANSWERS.includes(answer as RwwAnswer)) answers[id] = answer as RwwAnswer;
  }
  return answers;
}

export function portfolioFactsFromColumns(row: PortfolioRow): PortfolioFacts {
  return {
    scores: { real: row.real_score, win: row.win_score, worth: row.worth_score },
    outcome: oneOf<RwwOutcome>(RWW_OUTCOMES, row.rww_outcome, 'not-screened'),
    decision: oneOf<PortfolioDecision>(PORTFOLIO_DECISIONS, row.rww_decision, 'none'),
    risk: { marketNewness: row.market_newness, productNewness: row.product_newness },
    answers: answersFrom(row.rww_answers),
    openQuestions: row.open_questions,
  };
}
