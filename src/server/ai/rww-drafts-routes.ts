import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type RwwDraftsResponse, rwwDraftsRequestSchema } from '../../domain/rww/rww-drafts-api';
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

/** Drafts only: the client shows them beside the items, and a person confirms or changes each one. */
export function rwwDraftsRoutes(engine: AiEngine, logger: Logger) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const request = await readJson(c, rwwDraftsRequestSchema);
    try {
      const result = await engine.draftRwwAnswers(request, c.req.raw.signal);
      const body: RwwDraftsResponse = { ...result, engine: engine.describe() };
      return c.json(body);
    } catch (error) {
      const failure = logEngineFailure(logger, error, { route: 'rww-drafts' });
      throw new ApiError(STATUS_BY_CODE[failure.code], failure.code, failure.message);
    }
  });
}
