import { Hono } from 'hono';
import { createJourneySchema, renameJourneySchema, updateJourneySchema } from '../../domain/journey-api';
import type { AppEnv } from '../app-env';
import { notFoundError } from '../http/errors';
import { readJson } from '../http/validate';
import type { JourneysRepository } from './journeys-repository';

const journeyNotFound = () => notFoundError('The journey');

export function journeyRoutes(journeys: JourneysRepository) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ journeys: await journeys.listOwned(c.get('user').id) }))
    .post('/', async (c) => {
      const input = await readJson(c, createJourneySchema);
      const name = input.name ?? input.state.journeyName.trim();
      const journey = await journeys.create(c.get('user').id, name, input.state);
      return c.json({ journey }, 201);
    })
    .get('/:id', async (c) => {
      const journey = await journeys.findOwned(c.get('user').id, c.req.param('id'));
      if (!journey) throw journeyNotFound();
      return c.json({ journey });
    })
    .put('/:id', async (c) => {
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
    .patch('/:id', async (c) => {
      const { name } = await readJson(c, renameJourneySchema);
      const journey = await journeys.rename(c.get('user').id, c.req.param('id'), name);
      if (!journey) throw journeyNotFound();
      return c.json({ journey });
    })
    .delete('/:id', async (c) => {
      if (!(await journeys.deleteOwned(c.get('user').id, c.req.param('id')))) throw journeyNotFound();
      return c.body(null, 204);
    });
}

