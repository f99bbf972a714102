import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type RwwDraftsRequest, type RwwDraftsResponse, rwwDraftsRequestSchema } from '../../domain/rww/rww-drafts-api';
import type { AiEnv } from './governance/governed-ai';
import { ApiError } from '../errors';
import { readJson } from '../http/validate';
import type { Logger } from '../logger';
import { type AiErrorCode, logEngineFailure } from './engine';

const STATUS_BY_CODE: Record<AiErrorCode, ContentfulStatusCode> = {
  AI_TIMEOUT: 504,
  AI_INVALID_RESPONSE: 502,
  AI_UNAVAILABLE: 502,
  AI_ENDPOINT_REDIRECT: 502,
  AI_CANCELLED: 400,
};

/** What went to the engine, for the audit trail (kept there only when prompt recording is on). */
function requestText(request: RwwDraftsRequest): string {
  const entered = [...Object.values(request.userPersona), ...Object.values(request.viability), request.feasibility.internalCapabilities];
  return [request.problemStatement, `${request.idea.title}: ${request.idea.description}`, ...entered.filter((text) => typeof text === 'string' && text)].join('\n');
}

/** Drafts only: the client shows them beside the items, and a person confirms or changes each one. */
export function rwwDraftsRoutes(logger: Logger) {
  return new Hono<AiEnv>().post('/', async (c) => {
    const request = await readJson(c, rwwDraftsRequestSchema);
    const scope = c.get('aiScope');
    const input = requestText(request);
    try {
      const result = await scope.engine.draftRwwAnswers(request, c.req.raw.signal);
      const body: RwwDraftsResponse = { ...result, engine: scope.engine.describe() };
      const output = result.drafts.map((draft) => `${draft.itemId}: ${draft.answer}. ${draft.reason}`).join('\n');
      await scope.complete({ outcome: 'ok', input, output, engine: body.engine });
      return c.json(body);
    } catch (error) {
      const failure = logEngineFailure(logger, error, { route: 'rww-drafts' });
      await scope.complete({ outcome: failure.code === 'AI_CANCELLED' ? 'cancelled' : 'failed', errorCode: failure.code, input, output: '' });
      throw new ApiError(STATUS_BY_CODE[failure.code], failure.code, failure.message);
    }
  });
}
