import { RWW_ANSWERS, RWW_ITEM_IDS, type RwwAnswer, type RwwItemId } from '../../domain/rww/rww-items';
import {
  PORTFOLIO_DECISIONS,
  type PortfolioDecision,
  type PortfolioFacts,
  RWW_OUTCOMES,
  type RwwOutcome,
} from '../../domain/rww/rww-portfolio';
import type { PortfolioRow } from '../db/journey-columns';

export { PORTFOLIO_COLUMNS, portfolioColumns } from '../db/journey-columns';

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
