import { type Kysely, sql } from 'kysely';

async function createChangeLog(db: Kysely<unknown>) {
  await db.schema
    .createTable('journey_changes')
    .addColumn('journey_id', 'text', (col) => col.notNull().references('journeys.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('batch_id', 'text')
    .addColumn('actions', 'text')
    .addColumn('summary', 'text', (col) => col.notNull())
    // The whole journey after this change, kept every so often so history need not replay from the start.
    .addColumn('state', 'text')
    .addColumn('status', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('journey_changes_pk', ['journey_id', 'version'])
    .execute();
  // A batch sent twice (its answer lost on the way) is applied once.
  await db.schema.createIndex('journey_changes_batch_idx').on('journey_changes').columns(['journey_id', 'batch_id']).unique().execute();
  await db.schema.createIndex('journey_changes_user_idx').on('journey_changes').column('user_id').execute();
}

async function createComments(db: Kysely<unknown>) {
  await db.schema
    .createTable('journey_comments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('journey_id', 'text', (col) => col.notNull().references('journeys.id').onDelete('cascade'))
    /** 'idea:<idea id>' or 'page:real' | 'page:win' | 'page:worth'. */
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('author_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('journey_comments_journey_idx').on('journey_comments').columns(['journey_id', 'created_at']).execute();
  await db.schema.createIndex('journey_comments_author_idx').on('journey_comments').column('author_id').execute();
}

type StoredIdea = { appealScore?: number; fitScore?: number; memberScores?: Record<string, { appeal: number; fit: number }> };

/** Scores given before team scoring were the journey creator's own: they become that member's. */
function attributeScores(ideas: unknown, creatorId: string): void {
  if (!Array.isArray(ideas)) return;
  for (const idea of ideas as StoredIdea[]) {
    if (!idea || idea.memberScores || (idea.appealScore === undefined && idea.fitScore === undefined)) continue;
    idea.memberScores = { [creatorId]: { appeal: Math.round(idea.appealScore ?? 0), fit: Math.round(idea.fitScore ?? 0) } };
  }
}

function withAttributedScores(stateText: string, creatorId: string | null): string {
  if (!creatorId) return stateText;
  try {
    const state = JSON.parse(stateText) as { ideas?: unknown; selectedIdea?: unknown; earlierIdeaRounds?: Array<{ ideas?: unknown }> };
    attributeScores(state.ideas, creatorId);
    if (state.selectedIdea) attributeScores([state.selectedIdea], creatorId);
    for (const round of state.earlierIdeaRounds ?? []) attributeScores(round?.ideas, creatorId);
    return JSON.stringify(state);
  } catch {
    return stateText;
  }
}

/**
 * Every existing journey starts its history at its current version, with its whole state as the
 * first entry, and its scores become its creator's own.
 */
async function startHistory(db: Kysely<unknown>) {
  const journeys = await sql<{ id: string; user_id: string | null; state: string; version: number; status: string; updated_at: string }>`
    select id, user_id, state, version, status, updated_at from journeys`.execute(db);
  for (const journey of journeys.rows) {
    const state = withAttributedScores(journey.state, journey.user_id);
    if (state !== journey.state) await sql`update journeys set state = ${state} where id = ${journey.id}`.execute(db);
    await sql`insert into journey_changes (journey_id, version, kind, user_id, summary, state, status, created_at)
      values (${journey.id}, ${journey.version}, 'snapshot', null, '[]', ${state}, ${journey.status}, ${journey.updated_at})`.execute(db);
  }
}

/** Live co-editing (issue 12): the journey's changes as an append-only log, and comments. */
export function journeyChangesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await createChangeLog(db);
      await createComments(db);
      await startHistory(db);
    },
  };
}
