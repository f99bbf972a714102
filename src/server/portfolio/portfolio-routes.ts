import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/schema';
import type { WorkspaceAnswers } from '../http/workspace-answers';
import { journeysCaller, workspaceForJourneys } from '../workspaces/workspace-for-journeys';
import { workspacesRepository } from '../workspaces/workspaces-repository';
import { portfolioRepository } from './portfolio-repository';

/**
 * /api/portfolio: the Real-Win-Worth standing of a workspace's journeys, for the dashboard's
 * portfolio and compare views. The same workspace rule as the journey list: a workspace the caller
 * is not a member of does not exist (404); without one named, the caller's personal workspace.
 */
export function portfolioRoutes(db: Kysely<Database>, answers: WorkspaceAnswers) {
  const findWorkspace = workspaceForJourneys(workspacesRepository(db));
  const portfolio = portfolioRepository(db);
  return new Hono<AppEnv>().get('/', async (c) => {
    const { id } = await findWorkspace(journeysCaller(c), c.req.query('workspaceId'), 'read');
    return answers.respond(c, id, 'portfolio', () => portfolio.forWorkspace(id));
  });
}
