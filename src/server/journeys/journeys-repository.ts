import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Journey } from '../../domain/journey-api';
import type { JourneyState } from '../../domain/journey-state';
import type { AppDatabase } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import type { JourneyTable } from '../db/schema';
import { lastEditorName, toSummary } from './journey-list-query';
import { type ChangeAuthorRef, journeyLog } from './journey-log';
import { storedJourneyTexts } from './journey-texts';
import { columnsFromState, readStoredState } from '../db/journey-columns';

function toJourney(row: Selectable<JourneyTable> & { last_edited_by_name: string | null }): Journey {
  return { ...toSummary(row), state: readStoredState(row.state) };
}

/**
 * Queries by journey id: the routes have checked the caller's role on it first (workspace-access.ts).
 * Content changes after creation go through the change log (journey-log.ts).
 */
export function journeysRepository(database: Pick<AppDatabase, 'db' | 'dialect'>) {
  const { db } = database;
  const log = journeyLog(database);
  /** The journey with its fields' shared-text documents, for a screen that will type into it. */
  const findById = async (id: string): Promise<Journey | undefined> => {
    const row = await db.selectFrom('journeys').selectAll().select(lastEditorName).where('id', '=', id).executeTakeFirst();
    return row ? { ...toJourney(row), texts: await storedJourneyTexts(db, id) } : undefined;
  };

  return {
    findById,

    async versionOf(id: string): Promise<number | undefined> {
      const row = await db.selectFrom('journeys').select('version').where('id', '=', id).executeTakeFirst();
      return row?.version;
    },

    /** The journey and the first entry of its change log, together. */
    async create(author: ChangeAuthorRef, workspaceId: string, state: JourneyState): Promise<Journey> {
      const now = new Date().toISOString();
      const id = randomUUID();
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('journeys')
          .values({
            id,
            workspace_id: workspaceId,
            user_id: author.id,
            last_edited_by: author.id,
            status: 'in_progress',
            version: 1,
            created_at: now,
            updated_at: now,
            ...columnsFromState(state),
          })
          .execute();
        await log.recordCreate(trx, id, author, state);
      });
      return (await findById(id))!;
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
