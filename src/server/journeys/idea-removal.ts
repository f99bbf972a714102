import { type Transaction, sql } from 'kysely';
import type { SharedJourneyAction } from '../../domain/journey-actions';
import type { Database } from '../db/schema';

/** How far back the log is searched for the change that removed an idea. */
const RECENT_CHANGES = 500;

const removes = (action: SharedJourneyAction, ideaId: string) =>
  (action.type === 'removeIdea' && action.id === ideaId) || (action.type === 'mergeIdeas' && action.mergeId === ideaId);

/**
 * Who removed an idea from the journey and when, from the change log: a deletion, a merge into
 * another idea, or a restore of a version without it. Undefined when the log no longer says.
 */
export async function whoRemovedIdea(
  trx: Transaction<Database>,
  journeyId: string,
  ideaId: string,
): Promise<{ by: string | null; at: string } | undefined> {
  const rows = await trx
    .selectFrom('journey_changes')
    .leftJoin('user', 'user.id', 'journey_changes.user_id')
    .select(['journey_changes.kind', 'journey_changes.actions', 'journey_changes.created_at'])
    .select(sql<string | null>`coalesce(nullif(trim("user"."name"), ''), "user"."email")`.as('author'))
    .where('journey_changes.journey_id', '=', journeyId)
    .where((eb) => eb.or([eb('journey_changes.kind', 'in', ['restore', 'replace']), eb('journey_changes.actions', 'like', `%${ideaId}%`)]))
    .orderBy('journey_changes.version', 'desc')
    .limit(RECENT_CHANGES)
    .execute();
  for (const row of rows) {
    const actions = row.kind === 'actions' ? (JSON.parse(row.actions ?? '[]') as SharedJourneyAction[]) : [];
    if (row.kind !== 'actions' || actions.some((action) => removes(action, ideaId))) return { by: row.author, at: row.created_at };
  }
  return undefined;
}
