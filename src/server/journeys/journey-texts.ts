import type { Kysely, Transaction } from 'kysely';
import { SERVER_TEXT_CLIENT_ID, type SharedText, encodeSharedText, loadSharedText } from '../../domain/shared-text';
import type { Database } from '../db/schema';

/**
 * The stored shared-text documents of a journey's fields, one row a field that has been typed into
 * (or written by the server). Read and written inside the transaction that holds the journey's row.
 */
export function journeyTexts() {
  return {
    /**
     * The stored documents of these fields, opened as the server's writer (SERVER_TEXT_CLIENT_ID):
     * the journey's row is held, so this transaction's writes continue the server's earlier ones.
     */
    async load(trx: Transaction<Database>, journeyId: string, keys: readonly string[]): Promise<Map<string, SharedText>> {
      const docs = new Map<string, SharedText>();
      if (keys.length === 0) return docs;
      const rows = await trx
        .selectFrom('journey_texts')
        .select(['field_key', 'doc'])
        .where('journey_id', '=', journeyId)
        .where('field_key', 'in', [...keys])
        .execute();
      for (const row of rows) docs.set(row.field_key, loadSharedText(row.doc, SERVER_TEXT_CLIENT_ID));
      return docs;
    },

    async save(trx: Transaction<Database>, journeyId: string, docs: ReadonlyMap<string, SharedText>): Promise<void> {
      const updatedAt = new Date().toISOString();
      for (const [key, doc] of docs) {
        const encoded = encodeSharedText(doc);
        await trx
          .insertInto('journey_texts')
          .values({ journey_id: journeyId, field_key: key, doc: encoded, updated_at: updatedAt })
          .onConflict((conflict) => conflict.columns(['journey_id', 'field_key']).doUpdateSet({ doc: encoded, updated_at: updatedAt }))
          .execute();
      }
    },
  };
}

/** Every stored document of a journey, for a screen that opens it. */
export async function storedJourneyTexts(db: Kysely<Database>, journeyId: string): Promise<Record<string, string>> {
  const rows = await db.selectFrom('journey_texts').select(['field_key', 'doc']).where('journey_id', '=', journeyId).execute();
  return Object.fromEntries(rows.map((row) => [row.field_key, row.doc]));
}

export type JourneyTexts = ReturnType<typeof journeyTexts>;
