import { randomUUID } from 'node:crypto';
import type { FacilitationRecord } from '../../domain/facilitation/facilitation-record';
import { FacilitationRefused } from '../../domain/facilitation/facilitation-refused';
import { divertToBlindRound } from '../../domain/facilitation/facilitation-rounds';
import type { SharedJourneyAction } from '../../domain/journey-actions';
import { isMemberOwnAction } from '../../domain/journey-actions';
import type { JourneyChange } from '../../domain/journey-live';
import type { AppDatabase } from '../db/database';
import { ApiError } from '../errors';
import { type ChangeAuthorRef, journeyLog } from '../journeys/journey-log';
import type { JourneyLiveHub } from '../live/journey-live-hub';
import { journeyNotFound } from '../workspaces/workspace-access';
import { type HeldFacilitation, facilitationStore } from './facilitation-store';

export interface FacilitationDecision {
  record: FacilitationRecord;
  /** Applied to the journey in the same transaction, as the person who made the decision. */
  actions?: SharedJourneyAction[];
}

/**
 * Every change to a journey's session: the journey's row and the session's are held together, the
 * decision is made on what they hold, the journey's part is applied through its change log, and
 * everyone with the journey open is told the session moved on (never what it holds).
 */
export function facilitationService(database: AppDatabase, hub: JourneyLiveHub) {
  const store = facilitationStore(database.dialect);

  async function change(journeyId: string, author: ChangeAuthorRef, decide: (held: HeldFacilitation) => FacilitationDecision) {
    const result = await database.db.transaction().execute(async (trx) => {
      const held = await store.hold(trx, journeyId);
      if (!held) throw journeyNotFound();
      const decision = decide(held);
      let journeyChange: JourneyChange | undefined;
      if (decision.actions && decision.actions.length > 0) {
        const outcome = await journeyLog({ db: trx, dialect: database.dialect }).applyActions(journeyId, author, randomUUID(), decision.actions, undefined, { keepStatus: true });
        if (outcome.kind === 'not_found') throw journeyNotFound();
        if (outcome.kind === 'rejected') throw new ApiError(409, 'CHANGE_DOES_NOT_FIT', outcome.rejected.message);
        if (outcome.kind === 'invalid') throw new ApiError(400, 'VALIDATION_FAILED', outcome.message);
        if (outcome.kind === 'applied') journeyChange = outcome.change;
      }
      const version = held.version + 1;
      await store.write(trx, journeyId, decision.record, version);
      return { record: decision.record, version, creatorId: held.journey.creatorId, journeyChange };
    });
    if (result.journeyChange) hub.changed(journeyId, result.journeyChange);
    hub.facilitationChanged(journeyId, result.version);
    return result;
  }

  return {
    read: (journeyId: string) => store.read(database.db, journeyId),
    change,

    /**
     * A person's own scores and votes, sent as journey changes while a blind round is open, are
     * kept in the round instead of on the journey: the rest of the batch goes on as sent.
     */
    async divertMarks(journeyId: string, author: ChangeAuthorRef, actions: SharedJourneyAction[]): Promise<SharedJourneyAction[]> {
      if (!actions.some(isMemberOwnAction)) return actions;
      const { record } = await store.read(database.db, journeyId);
      if (record.session?.round?.kind !== 'blind-scoring') return actions;
      let kept = actions;
      await change(journeyId, author, (held) => {
        if (!held.record.session) return { record: held.record };
        const diverted = divertToBlindRound(held.record.session, author.id, actions);
        kept = diverted.kept;
        return { record: { ...held.record, session: diverted.session } };
      });
      return kept;
    },
  };
}

export type FacilitationService = ReturnType<typeof facilitationService>;

/** A refusal of the session's rules, as the API answers it. */
export function asApiError(error: unknown): unknown {
  return error instanceof FacilitationRefused ? new ApiError(error.status, error.code, error.message) : error;
}
