import type { Kysely } from 'kysely';
import { listColumns, portfolioColumns, readStoredState } from '../journey-columns';
import type { Database } from '../schema';

const BATCH_SIZE = 500;

/**
 * Issue 20, reads: the dashboard pages, searches and sorts its lists on the server, and the
 * portfolio reads its facts from columns written with every change, never whole states. Existing
 * journeys get their columns from their stored state here, a batch at a time.
 */
export function journeyListColumnsMigration() {
  return {
    async up(schemaDb: Kysely<unknown>) {
      const text = (name: string, fallback: string) =>
        schemaDb.schema.alterTable('journeys').addColumn(name, 'text', (col) => col.notNull().defaultTo(fallback)).execute();
      const nullable = (name: string, type: 'double precision' | 'integer') => schemaDb.schema.alterTable('journeys').addColumn(name, type).execute();
      await text('search_text', '');
      await text('sort_title', '');
      await text('rww_outcome', 'not-screened');
      await text('rww_decision', 'none');
      for (const score of ['real_score', 'win_score', 'worth_score']) await nullable(score, 'double precision');
      for (const risk of ['market_newness', 'product_newness']) await nullable(risk, 'integer');
      await text('rww_answers', '{}');
      await schemaDb.schema.alterTable('journeys').addColumn('open_questions', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await schemaDb.schema.createIndex('journeys_workspace_status_updated_idx').on('journeys').columns(['workspace_id', 'status', 'updated_at']).execute();

      const db = schemaDb as unknown as Kysely<Database>;
      let after = '';
      for (;;) {
        const rows = await db
          .selectFrom('journeys')
          .select(['id', 'name', 'problem_statement', 'chosen_idea', 'domain', 'subdomain', 'state'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH_SIZE)
          .execute();
        for (const row of rows) {
          const columns = { ...listColumns(row), ...portfolioColumns(readStoredState(row.state)) };
          await db.updateTable('journeys').set(columns).where('id', '=', row.id).execute();
        }
        const last = rows.at(-1);
        if (!last || rows.length < BATCH_SIZE) return;
        after = last.id;
      }
    },
  };
}
