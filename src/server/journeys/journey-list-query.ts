import { type Kysely, type Selectable, sql } from 'kysely';
import type { JourneySummary } from '../../domain/journey-api';
import {
  type JourneyCounts,
  type JourneyListPage,
  type JourneySort,
  encodeJourneyCursor,
  searchWords,
} from '../../domain/journey-list';
import type { JourneyListQuery } from '../../domain/journey-list-query';
import { journeyPersonName } from '../db/journey-person-name';
import type { Database, JourneyTable } from '../db/schema';

const SUMMARY_COLUMNS = [
  'id', 'workspace_id', 'name', 'status', 'current_stage', 'problem_statement', 'domain', 'subdomain', 'chosen_idea',
  'version', 'created_at', 'updated_at',
] as const;

type SummaryRow = Pick<Selectable<JourneyTable>, (typeof SUMMARY_COLUMNS)[number]> & { last_edited_by_name: string | null };

/** Who changed the journey last. */
export const lastEditorName = journeyPersonName('journeys.last_edited_by', 'last_edited_by_name');

export function toSummary(row: SummaryRow): JourneySummary {
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    lastEditedBy: row.last_edited_by_name,
    name: row.name,
    status: row.status,
    currentStage: row.current_stage,
    problemStatement: row.problem_statement,
    domain: row.domain,
    subdomain: row.subdomain,
    chosenIdea: row.chosen_idea,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Each order's key column and direction; ties go by id, so every row has one place. */
const ORDERS: Record<JourneySort, { column: 'updated_at' | 'created_at' | 'sort_title'; direction: 'asc' | 'desc' }> = {
  updated: { column: 'updated_at', direction: 'desc' },
  created: { column: 'created_at', direction: 'desc' },
  name: { column: 'sort_title', direction: 'asc' },
};

/** A search word as a LIKE pattern that finds it anywhere, its own % and _ taken literally. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The dashboard's lists, a page at a time: filtered, searched and ordered by the database, reading
 * only the listed columns. Pages follow a cursor (the last row's sort key and id), so a journey
 * saved while someone pages is neither shown twice nor skipped among the ones that did not move.
 */
export function journeyListQuery(db: Kysely<Database>) {
  const filtered = (workspaceId: string, query: JourneyListQuery) => {
    let select = db.selectFrom('journeys').where('workspace_id', '=', workspaceId);
    if (query.status) select = select.where('status', '=', query.status);
    if (query.domain) select = select.where('domain', '=', query.domain);
    if (query.updatedAfter) select = select.where('updated_at', '>=', query.updatedAfter);
    for (const word of searchWords(query.q ?? '')) {
      select = select.where(sql<boolean>`${sql.ref('search_text')} like ${containing(word)} escape '\\'`);
    }
    return select;
  };

  async function counts(workspaceId: string): Promise<JourneyCounts> {
    const rows = await db
      .selectFrom('journeys')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('workspace_id', '=', workspaceId)
      .groupBy('status')
      .execute();
    const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    return { inProgress: of('in_progress'), completed: of('completed') };
  }

  /** Without a search or a filter beyond the status, the counts already say how many match. */
  async function matchingCount(workspaceId: string, query: JourneyListQuery, workspaceCounts: JourneyCounts): Promise<number> {
    if (!query.domain && !query.updatedAfter && searchWords(query.q ?? '').length === 0) {
      if (query.status === 'in_progress') return workspaceCounts.inProgress;
      if (query.status === 'completed') return workspaceCounts.completed;
      return workspaceCounts.inProgress + workspaceCounts.completed;
    }
    const row = await filtered(workspaceId, query)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  return {
    async page(workspaceId: string, query: JourneyListQuery): Promise<JourneyListPage> {
      const { column, direction } = ORDERS[query.sort];
      const { cursor } = query;
      const rows = await filtered(workspaceId, query)
        .select(SUMMARY_COLUMNS)
        .select(lastEditorName)
        .select(sql<string>`${sql.ref(column)}`.as('sort_key'))
        .$if(cursor !== undefined, (select) =>
          select.where((eb) =>
            eb.or([eb(column, direction === 'desc' ? '<' : '>', cursor!.key), eb.and([eb(column, '=', cursor!.key), eb('id', '>', cursor!.id)])]),
          ),
        )
        .orderBy(column, direction)
        .orderBy('id')
        .limit(query.limit + 1)
        .execute();
      const shown = rows.slice(0, query.limit);
      const last = shown.at(-1);
      const workspaceCounts = await counts(workspaceId);
      return {
        journeys: shown.map(toSummary),
        nextCursor: rows.length > query.limit && last ? encodeJourneyCursor({ key: last.sort_key, id: last.id }) : null,
        matching: await matchingCount(workspaceId, query, workspaceCounts),
        counts: workspaceCounts,
      };
    },
  };
}

export type JourneyListQueryRunner = ReturnType<typeof journeyListQuery>;
