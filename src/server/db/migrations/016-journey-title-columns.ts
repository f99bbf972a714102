import type { Kysely } from 'kysely';
import { listColumns } from '../journey-columns';
import type { Database } from '../schema';

const BATCH_SIZE = 500;

/**
 * Issue 22: a journey nobody named is listed, searched and sorted by a name read from its problem
 * statement rather than by the statement itself. Only the derived search and sort columns are
 * written again; what people typed is left as it is.
 */
export function journeyTitleColumnsMigration() {
  return {
    async up(schemaDb: Kysely<unknown>) {
      const db = schemaDb as unknown as Kysely<Database>;
      let after = '';
      for (;;) {
        const rows = await db
          .selectFrom('journeys')
          .select(['id', 'name', 'problem_statement', 'chosen_idea', 'domain', 'subdomain'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH_SIZE)
          .execute();
        for (const row of rows)
          await db.updateTable('journeys').set(listColumns(row)).where('id', '=', row.id).execute();
        const last = rows.at(-1);
        if (!last || rows.length < BATCH_SIZE) return;
        after = last.id;
      }
    },
  };
}
