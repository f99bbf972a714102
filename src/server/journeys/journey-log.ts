import type { Transaction } from 'kysely';
import type { JourneyStatus } from '../../domain/journey-api';
import { whyActionDoesNotFit } from '../../domain/journey-action-fit';
import { describeAction } from '../../domain/journey-action-summary';
import type { SharedJourneyAction } from '../../domain/journey-actions';
import type { JourneyChange, RejectedChange } from '../../domain/journey-live';
import { journeyReducer } from '../../domain/journey-reducer';
import type { JourneyState } from '../../domain/journey-state';
import type { AppDatabase } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import type { Database, JourneyChangeKind } from '../db/schema';
import { ideaOfTextKey, textFieldLabel } from '../../domain/journey-text-fields';
import { missingIdeaOf } from '../../domain/journey-action-targets';
import { whoRemovedIdea } from './idea-removal';
import { type RefusedText, type TextMergeResult, mergeJourneyTexts } from './journey-text-merge';
import { journeyTexts } from './journey-texts';
import { columnsFromState, readStoredState } from '../db/journey-columns';
import { type ChangeRow, toJourneyChange } from './stored-journey';

/** Every so many versions an actions entry also keeps the whole state, so history replays little. */
export const SNAPSHOT_EVERY = 50;

export interface ChangeAuthorRef {
  id: string;
  name: string;
}

export type ApplyOutcome =
  | { kind: 'applied'; change: JourneyChange }
  | { kind: 'unchanged'; version: number }
  | { kind: 'rejected'; rejected: RejectedChange }
  /** Typing the server cannot keep as it is (too long, a NUL): kept on the device until it is changed. */
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'not_found' };

interface LockedJourney {
  state: JourneyState;
  version: number;
  status: JourneyStatus;
}

interface NewEntry {
  kind: JourneyChangeKind;
  summary: string[];
  actions?: SharedJourneyAction[];
  batchId?: string;
  state?: JourneyState;
  status?: JourneyStatus;
  texts?: Record<string, string>;
  textUpdates?: Record<string, string>;
}

const jsonOrNull = (value: Record<string, string> | undefined) => (value && Object.keys(value).length > 0 ? JSON.stringify(value) : null);

/**
 * The one way a journey's content changes after it is created: in a transaction that holds the
 * journey's row, writes the new state with its dashboard columns, bumps the version and appends an
 * entry to the change log. The log is what is sent to everyone with the journey open, and what
 * history reads.
 */
export function journeyLog({ db, dialect }: Pick<AppDatabase, 'db' | 'dialect'>) {
  async function lock(trx: Transaction<Database>, journeyId: string): Promise<LockedJourney | undefined> {
    const row = await trx
      .selectFrom('journeys')
      .select(['state', 'version', 'status'])
      .where('id', '=', journeyId)
      // SQLite runs one write transaction at a time; PostgreSQL needs the row held until commit.
      .$if(dialect === 'postgres', (query) => query.forUpdate())
      .executeTakeFirst();
    return row ? { state: readStoredState(row.state), version: row.version, status: row.status } : undefined;
  }

  async function append(
    trx: Transaction<Database>,
    journeyId: string,
    author: ChangeAuthorRef,
    version: number,
    entry: NewEntry,
  ): Promise<JourneyChange> {
    const row: ChangeRow = {
      journey_id: journeyId,
      version,
      kind: entry.kind,
      user_id: author.id,
      batch_id: entry.batchId ?? null,
      actions: entry.actions ? JSON.stringify(entry.actions) : null,
      summary: JSON.stringify(entry.summary),
      state: entry.state ? JSON.stringify(entry.state) : null,
      status: entry.status ?? null,
      created_at: new Date().toISOString(),
      texts: jsonOrNull(entry.texts),
      text_updates: jsonOrNull(entry.textUpdates),
      author_name: author.name,
    };
    const { author_name: _name, ...stored } = row;
    await trx.insertInto('journey_changes').values(stored).execute();
    return toJourneyChange(row);
  }

  async function writeJourney(
    trx: Transaction<Database>,
    journeyId: string,
    author: ChangeAuthorRef,
    version: number,
    state: JourneyState,
    status: JourneyStatus = 'in_progress',
  ) {
    await trx
      .updateTable('journeys')
      .set({
        ...columnsFromState(state),
        // SPEC section 3: a saved journey is in progress; 'Finish Journey' marks it completed again.
        status,
        version,
        last_edited_by: author.id,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', journeyId)
      .execute();
  }

  async function batchAlreadyApplied(trx: Transaction<Database>, journeyId: string, batchId: string): Promise<number | undefined> {
    const row = await trx
      .selectFrom('journey_changes')
      .select('version')
      .where('journey_id', '=', journeyId)
      .where('batch_id', '=', batchId)
      .executeTakeFirst();
    return row?.version;
  }

  const texts = journeyTexts();

  /** The text side of a change, with the journey's row held; see journey-text-merge.ts. */
  const mergeTexts = (trx: Transaction<Database>, journeyId: string, before: JourneyState, after: JourneyState, sent?: Record<string, string>) =>
    mergeJourneyTexts({ before, after, sent, loadDocs: (keys) => texts.load(trx, journeyId, keys) });

  async function refusal(trx: Transaction<Database>, journeyId: string, refused: RefusedText): Promise<ApplyOutcome> {
    if (!refused.gone) return { kind: 'invalid', field: refused.key, message: refused.message };
    const ideaId = ideaOfTextKey(refused.key);
    const removed = ideaId ? await whoRemovedIdea(trx, journeyId, ideaId) : undefined;
    return { kind: 'rejected', rejected: { index: null, textKey: refused.key, message: refused.message, ...(removed ? { removed } : {}) } };
  }

  async function actionRefusal(trx: Transaction<Database>, journeyId: string, state: JourneyState, index: number, action: SharedJourneyAction, message: string): Promise<ApplyOutcome> {
    const ideaId = missingIdeaOf(state, action);
    const removed = ideaId ? await whoRemovedIdea(trx, journeyId, ideaId) : undefined;
    return { kind: 'rejected', rejected: { index, message, ...(removed ? { removed } : {}) } };
  }

  const textSummary = (state: JourneyState, merged: TextMergeResult) => Object.keys(merged.textUpdates).map((key) => `edited ${textFieldLabel(state, key)}`);

  return {
    /** The first entry of a new journey's log, in the transaction that inserts the journey. */
    recordCreate: (trx: Transaction<Database>, journeyId: string, author: ChangeAuthorRef, state: JourneyState) =>
      append(trx, journeyId, author, 1, { kind: 'create', summary: ['created the journey'], state }),

    /**
     * Applies a batch of actions in order, each checked against the journey as the ones before it
     * left it, then the batch's typing. One that does not fit refuses the whole batch, so nothing is
     * half applied. `keepStatus`: a change that is not work on the journey (a rename from the
     * dashboard) leaves a finished journey finished.
     */
    applyActions(
      journeyId: string,
      author: ChangeAuthorRef,
      batchId: string,
      actions: SharedJourneyAction[],
      text?: Record<string, string>,
      options: { keepStatus?: boolean } = {},
    ): Promise<ApplyOutcome> {
      // Joins the caller's transaction when there is one (a facilitated round's close, say).
      return inTransaction(db, async (trx): Promise<ApplyOutcome> => {
        const journey = await lock(trx, journeyId);
        if (!journey) return { kind: 'not_found' };
        const earlier = await batchAlreadyApplied(trx, journeyId, batchId);
        if (earlier !== undefined) return { kind: 'unchanged', version: journey.version };
        let state = journey.state;
        const summary: string[] = [];
        for (const [index, action] of actions.entries()) {
          const message = whyActionDoesNotFit(state, action);
          if (message) return actionRefusal(trx, journeyId, state, index, action, message);
          summary.push(describeAction(state, action));
          state = journeyReducer(state, action);
        }
        const merged = await mergeTexts(trx, journeyId, journey.state, state, text);
        if ('message' in merged) return refusal(trx, journeyId, merged);
        if (JSON.stringify(merged.state) === JSON.stringify(journey.state) && Object.keys(merged.textUpdates).length === 0) {
          return { kind: 'unchanged', version: journey.version };
        }
        const version = journey.version + 1;
        await texts.save(trx, journeyId, merged.docs);
        await writeJourney(trx, journeyId, author, version, merged.state, options.keepStatus ? journey.status : 'in_progress');
        const snapshot = version % SNAPSHOT_EVERY === 0 ? merged.state : undefined;
        const lines = [...new Set([...summary, ...textSummary(merged.state, merged)])];
        const entry = { kind: 'actions' as const, summary: lines, actions, batchId, state: snapshot, texts: merged.texts, textUpdates: merged.textUpdates };
        return { kind: 'applied', change: await append(trx, journeyId, author, version, entry) };
      });
    },

    /**
     * A whole state from a client that does not send actions (the older save), or an earlier
     * version brought back: kept whole in the log, so history and live clients follow it exactly.
     */
    replaceState(
      journeyId: string,
      author: ChangeAuthorRef,
      state: JourneyState,
      options: { kind: 'replace' | 'restore'; summary: string; expectedVersion?: number; status?: JourneyStatus },
    ): Promise<JourneyChange | 'not_found' | 'conflict'> {
      return db.transaction().execute(async (trx) => {
        const journey = await lock(trx, journeyId);
        if (!journey) return 'not_found';
        if (options.expectedVersion !== undefined && options.expectedVersion !== journey.version) return 'conflict';
        const merged = await mergeTexts(trx, journeyId, journey.state, state);
        // A whole state is the server's own: a text it cannot keep is refused before it gets here.
        if ('message' in merged) throw new Error(`A whole journey state held a text that cannot be kept: ${merged.message}`);
        const version = journey.version + 1;
        await texts.save(trx, journeyId, merged.docs);
        await writeJourney(trx, journeyId, author, version, merged.state);
        if (options.status && options.status !== 'in_progress') {
          await trx.updateTable('journeys').set({ status: options.status }).where('id', '=', journeyId).execute();
        }
        const entry = { kind: options.kind, summary: [options.summary], state: merged.state, status: options.status, textUpdates: merged.textUpdates };
        return append(trx, journeyId, author, version, entry);
      });
    },

    /** 'Finish Journey', or an edit reopening it: the status is part of the record, not of the state. */
    setStatus(journeyId: string, author: ChangeAuthorRef, status: JourneyStatus): Promise<JourneyChange | 'not_found' | 'unchanged'> {
      return inTransaction(db, async (trx) => {
        const journey = await lock(trx, journeyId);
        if (!journey) return 'not_found';
        if (journey.status === status) return 'unchanged';
        const version = journey.version + 1;
        await trx
          .updateTable('journeys')
          .set({ status, version, last_edited_by: author.id, updated_at: new Date().toISOString() })
          .where('id', '=', journeyId)
          .execute();
        const summary = status === 'completed' ? 'finished the journey' : 'reopened the journey';
        return append(trx, journeyId, author, version, { kind: 'status', summary: [summary], status });
      });
    },
  };
}

export type JourneyLog = ReturnType<typeof journeyLog>;
