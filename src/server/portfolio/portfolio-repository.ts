import type { Kysely } from 'kysely';
import { PORTFOLIO_LIMIT, type PortfolioEntry, type PortfolioResponse, portfolioFacts } from '../../domain/rww/rww-portfolio';
import type { Database } from '../db/schema';
import { readStoredState } from '../journeys/stored-journey';

/** The portfolio of one workspace; the route has checked the caller may read it. */
export function portfolioRepository(db: Kysely<Database>) {
  return {
    async forWorkspace(workspaceId: string): Promise<PortfolioResponse> {
      const rows = await db
        .selectFrom('journeys')
        .select(['id', 'name', 'status', 'problem_statement', 'chosen_idea', 'domain', 'subdomain', 'updated_at', 'state'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .limit(PORTFOLIO_LIMIT + 1)
        .execute();
      const journeys = rows.slice(0, PORTFOLIO_LIMIT).map(
        (row): PortfolioEntry => ({
          id: row.id,
          name: row.name,
          status: row.status,
          problemStatement: row.problem_statement,
          chosenIdea: row.chosen_idea,
          domain: row.domain,
          subdomain: row.subdomain,
          updatedAt: row.updated_at,
          ...portfolioFacts(readStoredState(row.state)),
        }),
      );
      return { journeys, truncated: rows.length > PORTFOLIO_LIMIT };
    },
  };
}
