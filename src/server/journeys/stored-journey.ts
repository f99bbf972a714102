import type { Selectable } from 'kysely';
import { chosenIdeaTitle } from '../../domain/journey-api';
import type { JourneyChange } from '../../domain/journey-live';
import { type JourneyState, createInitialJourneyState, journeyStateSchema } from '../../domain/journey-state';
import { journeyRowTitle, searchableText } from '../../domain/journey-list';
import type { JourneyChangeTable } from '../db/schema';
import { portfolioColumns } from '../portfolio/portfolio-columns';

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

export type ChangeRow = Selectable<JourneyChangeTable> & { author_name: string | null };

export function toJourneyChange(row: ChangeRow): JourneyChange {
  const base = {
    version: row.version,
    at: row.created_at,
    by: row.user_id && row.author_name !== null ? { id: row.user_id, name: row.author_name } : null,
    summary: JSON.parse(row.summary) as string[],
  };
  const textUpdates = row.text_updates ? { textUpdates: JSON.parse(row.text_updates) as Record<string, string> } : {};
  if (row.kind === 'actions') {
    const texts = row.texts ? { texts: JSON.parse(row.texts) as Record<string, string> } : {};
    return { ...base, kind: 'actions', batchId: row.batch_id, actions: JSON.parse(row.actions ?? '[]'), ...texts, ...textUpdates };
  }
  if (row.kind === 'status') return { ...base, kind: 'status', status: row.status === 'completed' ? 'completed' : 'in_progress' };
  return { ...base, kind: row.kind, state: readStoredState(row.state ?? '{}'), ...textUpdates };
}
