import { randomUUID } from 'node:crypto';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import { type Journey, type JourneyStatus, type JourneySummary, chosenIdeaTitle } from '../../domain/journey-api';
import { type JourneyState, journeyStateSchema } from '../../domain/journey-state';
import type { Database, JourneyTable } from '../db/schema';

const SUMMARY_COLUMNS = [
  'id', 'workspace_id', 'name', 'status', 'current_stage', 'problem_statement', 'domain', 'subdomain', 'chosen_idea',
  'version', 'created_at', 'updated_at',
] as const;

type SummaryRow = Pick<Selectable<JourneyTable>, (typeof SUMMARY_COLUMNS)[number]> & { last_edited_by_name: string | null };

/** Who changed the journey last, by name (or e-mail when they gave no name). */
const lastEditorName = (eb: ExpressionBuilder<Database, 'journeys'>) =>
  eb
    .selectFrom('user')
    .select(sql<string>`coalesce(nullif(trim("user"."name"), ''), "user"."email")`.as('editor'))
    .whereRef('user.id', '=', 'journeys.last_edited_by')
    .as('last_edited_by_name');

function toSummary(row: SummaryRow): JourneySummary {
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

/** A state saved before a field existed is read with that field's default, so old journeys open unchanged. */
function storedState(text: string): JourneyState {
  const raw: unknown = JSON.parse(text);
  const parsed = journeyStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : (raw as JourneyState);
}

function toJourney(row: Selectable<JourneyTable> & { last_edited_by_name: string | null }): Journey {
  return { ...toSummary(row), state: storedState(row.state) };
}

/** The dashboard's columns are copies of fields inside the state, kept in step on every write. */
function columnsFromState(state: JourneyState) {
  return {
    current_stage: state.currentStage,
    problem_statement: state.problemStatement,
    domain: state.selectedDomain,
    subdomain: state.selectedSubdomain,
    chosen_idea: chosenIdeaTitle(state),
    state: JSON.stringify(state),
  };
}

function alreadyStored(current: Journey, change: { state: JourneyState; status?: JourneyStatus }): boolean {
  const sameStatus = (change.status ?? 'in_progress') === current.status;
  return sameStatus && JSON.stringify(current.state) === JSON.stringify(change.state);
}

export type UpdateOutcome = { kind: 'updated'; journey: Journey } | { kind: 'not_found' } | { kind: 'conflict'; current: Journey };

/**
 * Queries by journey id: the routes have checked the caller's role on it first (workspace-access.ts).
 * A write records who made it (last_edited_by).
 */
export function journeysRepository(db: Kysely<Database>) {
  const findById = async (id: string): Promise<Journey | undefined> => {
    const row = await db.selectFrom('journeys').selectAll().select(lastEditorName).where('id', '=', id).executeTakeFirst();
    return row ? toJourney(row) : undefined;
  };

  return {
    findById,

    async listInWorkspace(workspaceId: string): Promise<JourneySummary[]> {
      const rows = await db
        .selectFrom('journeys')
        .select(SUMMARY_COLUMNS)
        .select(lastEditorName)
        .where('workspace_id', '=', workspaceId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toSummary);
    },

    async create(userId: string, workspaceId: string, name: string, state: JourneyState): Promise<Journey> {
      const now = new Date().toISOString();
      const row: Selectable<JourneyTable> = {
        id: randomUUID(),
        workspace_id: workspaceId,
        user_id: userId,
        last_edited_by: userId,
        name,
        status: 'in_progress',
        version: 1,
        created_at: now,
        updated_at: now,
        ...columnsFromState(state),
      };
      await db.insertInto('journeys').values(row).execute();
      return (await findById(row.id))!;
    },

    async update(
      userId: string,
      id: string,
      change: { state: JourneyState; expectedVersion: number; name?: string; status?: JourneyStatus },
    ): Promise<UpdateOutcome> {
      const result = await db
        .updateTable('journeys')
        .set({
          ...columnsFromState(change.state),
          name: change.name ?? change.state.journeyName.trim(),
          // SPEC section 3: a save marks the journey in progress unless it says otherwise, so an
          // edit made while reviewing a completed journey asks for 'Finish Journey' again.
          status: change.status ?? 'in_progress',
          version: change.expectedVersion + 1,
          last_edited_by: userId,
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .where('version', '=', change.expectedVersion)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return { kind: 'updated', journey: (await findById(id))! };
      const current = await findById(id);
      if (!current) return { kind: 'not_found' };
      // A save that lands twice (sent while a page closed, then again from its draft) changes nothing.
      return alreadyStored(current, change) ? { kind: 'updated', journey: current } : { kind: 'conflict', current };
    },

    /** The name lives in the state too (file names, outputs); both change together. */
    async rename(userId: string, id: string, name: string): Promise<Journey | undefined> {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const current = await findById(id);
        if (!current) return undefined;
        const result = await db
          .updateTable('journeys')
          .set({
            name,
            state: JSON.stringify({ ...current.state, journeyName: name }),
            version: current.version + 1,
            last_edited_by: userId,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', id)
          .where('version', '=', current.version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 1) return findById(id);
      }
      throw new Error('The journey kept changing while it was being renamed');
    },

    async deleteById(id: string): Promise<boolean> {
      const result = await db.deleteFrom('journeys').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** Moving is not an edit of the content: the version and "last edited" stay as they were. */
    async moveTo(id: string, workspaceId: string): Promise<Journey | undefined> {
      await db.updateTable('journeys').set({ workspace_id: workspaceId }).where('id', '=', id).execute();
      return findById(id);
    },
  };
}

export type JourneysRepository = ReturnType<typeof journeysRepository>;
