import type { Kysely, Transaction } from 'kysely';
import { type FacilitationRecord, emptyFacilitation } from '../../domain/facilitation/facilitation-record';
import type { JourneyState } from '../../domain/journey-state';
import type { DialectName } from '../db/database';
import { readStoredState } from '../db/journey-columns';
import type { Database } from '../db/schema';

export interface HeldFacilitation {
  record: FacilitationRecord;
  version: number;
  /** The journey as it is, with its row held until the transaction ends. */
  journey: { state: JourneyState; creatorId: string | null };
}

/**
 * journey_facilitations: one row per journey that has had a session. The journey's row and its own are
 * held, in that order, by every change to a session, so a round's marks and the journey's move together.
 */
export function facilitationStore(dialect: DialectName) {
  const locked = <Q extends { forUpdate(): Q }>(query: Q) => (dialect === 'postgres' ? query.forUpdate() : query);

  return {
    async read(db: Kysely<Database>, journeyId: string): Promise<{ record: FacilitationRecord; version: number }> {
      const row = await db.selectFrom('journey_facilitations').select(['record', 'version']).where('journey_id', '=', journeyId).executeTakeFirst();
      return row ? { record: JSON.parse(row.record) as FacilitationRecord, version: row.version } : { record: emptyFacilitation(), version: 0 };
    },

    async hold(trx: Transaction<Database>, journeyId: string): Promise<HeldFacilitation | undefined> {
      const journey = await locked(trx.selectFrom('journeys').select(['state', 'user_id']).where('id', '=', journeyId)).executeTakeFirst();
      if (!journey) return undefined;
      // The row must exist to be held; the first session of a journey makes it.
      await trx
        .insertInto('journey_facilitations')
        .values({ journey_id: journeyId, version: 0, record: JSON.stringify(emptyFacilitation()), updated_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column('journey_id').doNothing())
        .execute();
      const row = await locked(trx.selectFrom('journey_facilitations').select(['record', 'version']).where('journey_id', '=', journeyId)).executeTakeFirst();
      if (!row) return undefined;
      return {
        record: JSON.parse(row.record) as FacilitationRecord,
        version: row.version,
        journey: { state: readStoredState(journey.state), creatorId: journey.user_id },
      };
    },

    async write(trx: Transaction<Database>, journeyId: string, record: FacilitationRecord, version: number): Promise<void> {
      await trx
        .updateTable('journey_facilitations')
        .set({ record: JSON.stringify(record), version, updated_at: new Date().toISOString() })
        .where('journey_id', '=', journeyId)
        .execute();
    },
  };
}
