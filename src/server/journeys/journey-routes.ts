import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { createJourneySchema, renameJourneySchema, updateJourneySchema } from '../../domain/journey-api';
import { WORKSPACE_MESSAGES, moveJourneySchema } from '../../domain/workspace-api';
import type { Database } from '../db/schema';
import { readJson } from '../http/validate';
import {
  type JourneyEnv,
  forbidden,
  journeyAccess,
  journeyNotFound,
  requireJourneyEditor,
} from '../workspaces/workspace-access';
import type { WorkspacesRepository } from '../workspaces/workspaces-repository';
import type { JourneysRepository } from './journeys-repository';
import { workspaceForJourneys } from './workspace-for-journeys';

export function journeyRoutes(db: Kysely<Database>, journeys: JourneysRepository, workspaces: WorkspacesRepository) {
  const findWorkspace = workspaceForJourneys(workspaces);
  return new Hono<JourneyEnv>()
    .get('/', async (c) => {
      const { id } = await findWorkspace(c.get('user').id, c.req.query('workspaceId'), 'read');
      return c.json({ journeys: await journeys.listInWorkspace(id) });
    })
    .post('/', async (c) => {
      const input = await readJson(c, createJourneySchema);
      const { id: workspaceId } = await findWorkspace(c.get('user').id, input.workspaceId, 'write');
      const name = input.name ?? input.state.journeyName.trim();
      const journey = await journeys.create(c.get('user').id, workspaceId, name, input.state);
      return c.json({ journey }, 201);
    })
    .use('/:id', journeyAccess(db))
    .use('/:id/*', journeyAccess(db))
    .get('/:id', async (c) => {
      const journey = await journeys.findById(c.req.param('id'));
      if (!journey) throw journeyNotFound();
      return c.json({ journey, role: c.get('journeyAccess').role });
    })
    .put('/:id', requireJourneyEditor, async (c) => {
      const input = await readJson(c, updateJourneySchema);
      const outcome = await journeys.update(c.get('user').id, c.req.param('id'), {
        state: input.state,
        expectedVersion: input.version,
        name: input.name,
        status: input.status,
      });
      if (outcome.kind === 'not_found') throw journeyNotFound();
      if (outcome.kind === 'conflict') {
        return c.json(
          {
            error: { code: 'VERSION_CONFLICT', message: 'This journey was changed elsewhere since you opened it.' },
            journey: outcome.current,
          },
          409,
        );
      }
      return c.json({ journey: outcome.journey });
    })
    .patch('/:id', requireJourneyEditor, async (c) => {
      const { name } = await readJson(c, renameJourneySchema);
      const journey = await journeys.rename(c.get('user').id, c.req.param('id'), name);
      if (!journey) throw journeyNotFound();
      return c.json({ journey });
    })
    .delete('/:id', requireJourneyEditor, async (c) => {
      if (!(await journeys.deleteById(c.req.param('id')))) throw journeyNotFound();
      return c.body(null, 204);
    })
    .post('/:id/move', async (c) => {
      // Moving takes the journey away from everyone else in its workspace: an owner's decision.
      if (c.get('journeyAccess').role !== 'owner') throw forbidden(WORKSPACE_MESSAGES.moveOwnerOnly);
      const { workspaceId } = await readJson(c, moveJourneySchema);
      await findWorkspace(c.get('user').id, workspaceId, 'write');
      const journey = await journeys.moveTo(c.req.param('id'), workspaceId);
      if (!journey) throw journeyNotFound();
      return c.json({ journey });
    });
}

