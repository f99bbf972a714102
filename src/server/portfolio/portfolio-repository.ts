import type { Kysely } from 'kysely';
import type { PortfolioEntry, PortfolioResponse } from '../../domain/rww/rww-portfolio';
import { journeyPersonName } from '../db/journey-person-name';
import type { Database } from '../db/schema';
import { PORTFOLIO_COLUMNS, portfolioFactsFromColumns } from './portfolio-columns';

/**
 * The portfolio of one workspace; the route has checked the caller may read it. Every journey, read
 * from the columns each change writes with the state (portfolio-columns.ts): no state is parsed here.
 */
export function portfolioRepository(db: Kysely<Database>) {
  return {
    async forWorkspace(workspaceId: string): Promise<PortfolioResponse> {
      const rows = await db
        .selectFrom('journeys')
        .select(['id', 'name', 'status', 'problem_statement', 'chosen_idea', 'domain', 'subdomain', 'updated_at', 'current_stage', 'user_id', ...PORTFOLIO_COLUMNS])
        .select(journeyPersonName('journeys.user_id', 'owner_name'))
        .where('workspace_id', '=', workspaceId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      const journeys = rows.map(
        (row): PortfolioEntry => ({
          id: row.id,
          name: row.name,
          status: row.status,
          problemStatement: row.problem_statement,
          chosenIdea: row.chosen_idea,
          domain: row.domain,
          subdomain: row.subdomain,
          updatedAt: row.updated_at,
          currentStage: row.current_stage,
          owner: row.user_id && row.owner_name ? { id: row.user_id, name: row.owner_name } : null,
          ...portfolioFactsFromColumns(row),
        }),
      );
      return { journeys };
    },
  };
}
