import { Hono } from 'hono';
import { type DuplicateIdeasResponse, duplicateIdeasRequestSchema } from '../../domain/duplicate-ideas-api';
import { findDuplicateIdeas } from '../../domain/idea-duplicates';
import { readJson } from '../http/validate';
import { bundledWordVectors } from './builtin/word-vectors';
import type { JourneyEnv } from '../workspaces/workspace-access';

/**
 * /api/journeys/:id/duplicate-ideas: likely duplicates among the ideas, by meaning as well as by
 * shared words. It lives on the server because the word vectors do (3 MB); it changes nothing, so
 * every member, viewers too, may ask. It runs the bundled vectors whatever engine the workspace
 * chose: nothing leaves the server and no AI budget is spent. Two of the catalogue's patterns
 * (`distinctTitles`) are compared by their words only: they are different ideas by design.
 */
export function duplicateIdeasRoutes(distinctTitles: ReadonlySet<string>) {
  return new Hono<JourneyEnv>().post('/', async (c) => {
    const { ideas, keptApart } = await readJson(c, duplicateIdeasRequestSchema);
    const asIdeas = ideas.map((idea) => ({ ...idea, votes: 0, type: '', personaSource: '' }));
    const pairs = findDuplicateIdeas(asIdeas, keptApart, bundledWordVectors(), distinctTitles);
    const body: DuplicateIdeasResponse = {
      pairs: pairs.map(({ first, second, similarity }) => ({
        firstId: first.id,
        secondId: second.id,
        similarity: Math.round(similarity * 1000) / 1000,
      })),
    };
    return c.json(body);
  });
}
