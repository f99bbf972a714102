import type { Selectable } from 'kysely';
import { chosenIdeaTitle } from '../../domain/journey-api';
import { journeyRowTitle, searchableText } from '../../domain/journey-list';
import { type JourneyState, createInitialJourneyState, journeyStateSchema } from '../../domain/journey-state';
import { portfolioFacts } from '../../domain/rww/rww-portfolio';
import type { JourneyTable } from './schema';

// What the journeys table keeps beside each state: the state as text, and the columns the lists and
// the portfolio read instead of it. Written with every state, and by the migrations that added them.

function parseOrEmpty(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // SPEC section 4: what cannot be read is treated as empty rather than failing the journey.
    return {};
  }
}

/**
 * A stored state as the reducer needs it: fields added since it was written get their defaults.
 * A state the schema no longer accepts (written by an older release) is still opened, over the
 * defaults, rather than made unreadable.
 */
export function readStoredState(text: string): JourneyState {
  const raw = parseOrEmpty(text);
  const parsed = journeyStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : { ...createInitialJourneyState(), ...(raw as Partial<JourneyState>) };
}

/** What the dashboard's search and name order read, from the listed columns: it sorts by the title each row shows. */
export function listColumns(row: { name: string; problem_statement: string; chosen_idea: string; domain: string; subdomain: string }) {
  const title = journeyRowTitle({ name: row.name, problemStatement: row.problem_statement, domain: row.domain, subdomain: row.subdomain });
  return {
    search_text: searchableText([row.name, title, row.problem_statement, row.chosen_idea].join('\n')),
    sort_title: searchableText(title),
  };
}

/**
 * The dashboard's and the portfolio's columns are copies of, or facts from, fields inside the
 * state, kept in step on every write: the lists and the portfolio never read whole states.
 */
export function columnsFromState(state: JourneyState) {
  const shown = {
    name: state.journeyName.trim(),
    problem_statement: state.problemStatement,
    chosen_idea: chosenIdeaTitle(state),
    domain: state.selectedDomain,
    subdomain: state.selectedSubdomain,
  };
  return {
    ...shown,
    current_stage: state.currentStage,
    state: JSON.stringify(state),
    ...listColumns(shown),
    ...portfolioColumns(state),
  };
}

export const PORTFOLIO_COLUMNS = [
  'rww_outcome', 'rww_decision', 'real_score', 'win_score', 'worth_score', 'market_newness', 'product_newness', 'rww_answers', 'open_questions',
] as const;

export type PortfolioRow = Pick<Selectable<JourneyTable>, (typeof PORTFOLIO_COLUMNS)[number]>;

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
