import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { ChainProblem } from './chain-problem';

const PAGE = 1000;
/** The migration that started the trail: journeys made before it were never recorded. */
const TRAIL_MIGRATION = '010-audit-trail';

async function trailStartedAt(db: Kysely<Database>): Promise<string | undefined> {
  const { rows } = await sql<{ timestamp: string }>`select "timestamp" from "kysely_migration" where "name" = ${TRAIL_MIGRATION}`.execute(db);
  return rows[0]?.timestamp;
}

/**
 * Every journey made since the trail began has its "journey.created" entry (written in the
 * transaction that creates it), on the trail of the workspace it was created in, which may not be
 * the one it is in now. `created` holds the journey ids those entries name, gathered while the
 * chains were walked, so this costs one pass over the journeys and none over the entries.
 */
export async function journeysWithoutCreation(db: Kysely<Database>, created: ReadonlySet<string>): Promise<{ checked: number; problems: ChainProblem[] }> {
  const since = await trailStartedAt(db);
  const problems: ChainProblem[] = [];
  let checked = 0;
  if (since === undefined) return { checked, problems };
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('journeys')
      .select(['id', 'workspace_id'])
      .where('created_at', '>=', since)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    checked += page.length;
    for (const journey of page) {
      if (created.has(journey.id)) continue;
      problems.push({
        workspaceId: journey.workspace_id,
        seq: null,
        journeyId: journey.id,
        problem: 'exists, but no trail has its "journey.created" entry: it was created without being recorded',
      });
    }
    if (page.length < PAGE) return { checked, problems };
    after = page.at(-1)!.id;
  }
}
