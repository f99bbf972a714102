import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { type HistoryEntry, type JourneyChange, applyChange } from '../../domain/journey-live';
import type { JourneyState } from '../../domain/journey-state';
import type { Database } from '../db/schema';
import { readStoredState } from '../db/journey-columns';
import { type ChangeRow, toJourneyChange } from './stored-journey';

/** More changes than this since a client's version: it reads the whole journey instead. */
export const MAX_CATCH_UP = 500;

const authorName = (eb: ExpressionBuilder<Database, 'journey_changes'>) =>
  eb
    .selectFrom('user')
    .select(sql<string>`coalesce(nullif(trim("user"."name"), ''), "user"."email")`.as('author'))
    .whereRef('user.id', '=', 'journey_changes.user_id')
    .as('author_name');

/** The fields a change only typed into, from its shared-text updates (keyed by field). */
function typedFields(kind: string, typedUpdates: string | null): Pick<HistoryEntry, 'typed'> {
  if (kind !== 'actions' || !typedUpdates) return {};
  const keys = Object.keys(JSON.parse(typedUpdates) as Record<string, string>);
  return keys.length > 0 ? { typed: keys } : {};
}

/** Reading a journey's change log: catching a client up, the activity list, and earlier versions. */
export function journeyHistory(db: Kysely<Database>) {
  const changes = () => db.selectFrom('journey_changes').selectAll().select(authorName);

  return {
    /** The changes after `version`, oldest first; null when there are too many to send. */
    async changesSince(journeyId: string, version: number): Promise<JourneyChange[] | null> {
      const rows = await changes()
        .where('journey_id', '=', journeyId)
        .where('version', '>', version)
        .orderBy('version')
        .limit(MAX_CATCH_UP + 1)
        .execute();
      return rows.length > MAX_CATCH_UP ? null : (rows as ChangeRow[]).map(toJourneyChange);
    },

    /** The activity list, newest first, a page at a time (before a version, when given). */
    async activity(journeyId: string, options: { before?: number; limit: number }): Promise<HistoryEntry[]> {
      const rows = await db
        .selectFrom('journey_changes')
        .select(['version', 'created_at', 'kind', 'summary'])
        .select(authorName)
        // Only a change that typed and did nothing else needs its fields named (and its updates are small).
        .select(sql<string | null>`case when actions = '[]' then text_updates else null end`.as('typed_updates'))
        .where('journey_id', '=', journeyId)
        .where('kind', '!=', 'snapshot')
        .$if(options.before !== undefined, (query) => query.where('version', '<', options.before!))
        .orderBy('version', 'desc')
        .limit(options.limit)
        .execute();
      return rows.map((row) => ({
        version: row.version,
        at: row.created_at,
        by: row.author_name,
        kind: row.kind === 'snapshot' ? 'replace' : row.kind,
        summary: JSON.parse(row.summary) as string[],
        ...typedFields(row.kind, row.typed_updates),
      }));
    },

    /**
     * The journey as it was right after `version`: the nearest whole state at or before it, with
     * the actions after it replayed. Undefined for a version before the log began.
     */
    async stateAt(journeyId: string, version: number): Promise<JourneyState | undefined> {
      const base = await db
        .selectFrom('journey_changes')
        .select(['version', 'state'])
        .where('journey_id', '=', journeyId)
        .where('version', '<=', version)
        .where('state', 'is not', null)
        .orderBy('version', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!base?.state) return undefined;
      const later = await changes()
        .where('journey_id', '=', journeyId)
        .where('version', '>', base.version)
        .where('version', '<=', version)
        .orderBy('version')
        .execute();
      return (later as ChangeRow[]).map(toJourneyChange).reduce(applyChange, readStoredState(base.state));
    },

    /** Whether the log holds this version (history can show it). */
    async hasVersion(journeyId: string, version: number): Promise<boolean> {
      const row = await db
        .selectFrom('journey_changes')
        .select('version')
        .where('journey_id', '=', journeyId)
        .where('version', '=', version)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type JourneyHistory = ReturnType<typeof journeyHistory>;
