import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ScoreSuggestionsRequest, type ScoreSuggestionsResponse, scoreSuggestionsRequestSchema } from '../../domain/score-suggestions';
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

/** Suggestions only: the client shows them beside the sliders and a person applies them. */
/** The problem and ideas that went to the engine, for the audit trail. */
function requestText(request: ScoreSuggestionsRequest): string {
  const ideas = request.ideas.map((idea) => `${idea.title}: ${idea.description}`);
  return [request.problemStatement, ...ideas].join('\n');
}

export function scoreSuggestionsRoutes(logger: Logger) {
  return new Hono<AiEnv>().post('/', async (c) => {
    const request = await readJson(c, scoreSuggestionsRequestSchema);
    const scope = c.get('aiScope');
    const input = requestText(request);
    try {
      const suggestions = await scope.engine.suggestScores(request, c.req.raw.signal);
      const body: ScoreSuggestionsResponse = { suggestions, engine: scope.engine.describe() };
      const output = suggestions.map((item) => `${item.ideaId}: appeal ${item.appealScore}, fit ${item.fitScore}. ${item.reason}`).join('\n');
      await scope.complete({ outcome: 'ok', input, output, engine: body.engine });
      return c.json(body);
    } catch (error) {
      const failure = logEngineFailure(logger, error, { route: 'score-suggestions' });
      await scope.complete({ outcome: failure.code === 'AI_CANCELLED' ? 'cancelled' : 'failed', errorCode: failure.code, input, output: '' });
      throw new ApiError(STATUS_BY_CODE[failure.code], failure.code, failure.message);
    }
  });
}
