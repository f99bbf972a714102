import type { Kysely } from 'kysely';
import { chosenIdeaTitle } from '../../../domain/journey-api';
import type { JourneyState } from '../../../domain/journey-state';

interface JourneyRows {
  journeys: { id: string; state: string; chosen_idea: string };
}

const BATCH_SIZE = 500;

function titleFromStoredState(state: string): string {
  try {
    return chosenIdeaTitle(JSON.parse(state) as JourneyState);
  } catch {
    // A state that cannot be read shows no idea; the journey itself reports the problem when opened.
    return '';
  }
}

/**
 * The dashboard lists each journey's chosen idea: a column copied out of the state like the other
 * listed fields, so the list never reads whole states. Existing journeys are filled in from theirs.
 */
export function journeyChosenIdeaMigration() {
  return {
    async up(schemaDb: Kysely<unknown>) {
      await schemaDb.schema
        .alterTable('journeys')
        .addColumn('chosen_idea', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      const db = schemaDb as unknown as Kysely<JourneyRows>;
      let after = '';
      for (;;) {
        const rows = await db
          .selectFrom('journeys')
          .select(['id', 'state'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH_SIZE)
          .execute();
        for (const row of rows) {
          const title = titleFromStoredState(row.state);
          if (title) await db.updateTable('journeys').set({ chosen_idea: title }).where('id', '=', row.id).execute();
        }
        const last = rows.at(-1);
        if (!last || rows.length < BATCH_SIZE) return;
        after = last.id;
      }
    },
  };
}
