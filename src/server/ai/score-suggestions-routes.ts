import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ScoreSuggestionsResponse, scoreSuggestionsRequestSchema } from '../../domain/score-suggestions';
import type { AppEnv } from '../app-env';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';
import type { Logger } from '../logger';
import { type AiEngine, type AiErrorCode, logEngineFailure } from './engine';

const STATUS_BY_CODE: Record<AiErrorCode, ContentfulStatusCode> = {
  AI_TIMEOUT: 504,
  AI_INVALID_RESPONSE: 502,
  AI_UNAVAILABLE: 502,
  AI_CANCELLED: 400,
};

/** Suggestions only: the client shows them beside the sliders and a person applies them. */
export function scoreSuggestionsRoutes(engine: AiEngine, logger: Logger) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const request = await readJson(c, scoreSuggestionsRequestSchema);
    try {
      const suggestions = await engine.suggestScores(request, c.req.raw.signal);
      const body: ScoreSuggestionsResponse = { suggestions, engine: engine.describe() };
      return c.json(body);
    } catch (error) {
      const failure = logEngineFailure(logger, error, { route: 'score-suggestions' });
      throw new ApiError(STATUS_BY_CODE[failure.code], failure.code, failure.message);
    }
  });
}
