import { type Context, Hono } from 'hono';
import {
  AI_ERROR_CODES,
  AI_MESSAGES,
  type GenerateIdeasResponse,
  type IdeasStreamEvents,
  generateIdeasRequestSchema,
} from '../../domain/ai-api';
import type { AiEnv, AiScope } from './governance/governed-ai';
import { ApiError } from '../errors';
import { readJson } from '../http/validate';
import type { Logger } from '../logger';
import type { AiEngine } from './engine';
import { clientGoneSignal, eventStream, eventWriter, wantsEventStream } from '../http/sse';
import { type IdeasRequest, type IdeasRound, type PersonaOutcome, generateIdeasRound, ideaContext } from './team-ideas';

/** The spec's two "before generating" messages get their own codes, so the client can key toasts on them. */
const CODE_BY_MESSAGE = new Map<string, string>([
  [AI_MESSAGES.missingInformation, AI_ERROR_CODES.missingInformation],
  [AI_MESSAGES.noTeamMembers, AI_ERROR_CODES.noTeamMembers],
]);

async function readIdeasRequest(c: Context<AiEnv>): Promise<IdeasRequest> {
  try {
    return await readJson(c, generateIdeasRequestSchema);
  } catch (error) {
    const code = error instanceof ApiError ? CODE_BY_MESSAGE.get(error.message) : undefined;
    if (error instanceof ApiError && code) throw new ApiError(400, code, error.message, error.fields);
    throw error;
  }
}

/** The HTTP status an idea request answers when its every persona failed for this reason. */
const STATUS_BY_OUTAGE = { AI_ENDPOINT_REDIRECT: 502, AI_UNAVAILABLE: 503, AI_TIMEOUT: 504 } as const;

/**
 * Why no persona produced ideas. An outage or a timeout is told as such, so the user knows a retry
 * later may work, and an endpoint that redirects (never followed) as a setting to change; anything else is the spec's format error (SPEC section 5).
 */
function noIdeasError(outcomes: PersonaOutcome[]): ApiError {
  const failures = outcomes.flatMap((outcome) => (outcome.kind === 'failed' ? [outcome] : []));
  for (const code of ['AI_ENDPOINT_REDIRECT', 'AI_UNAVAILABLE', 'AI_TIMEOUT'] as const) {
    const failed = failures.find((outcome) => outcome.code === code);
    if (failed) return new ApiError(STATUS_BY_OUTAGE[code], code, failed.failure.message);
  }
  return new ApiError(502, AI_ERROR_CODES.invalidIdeasResponse, AI_MESSAGES.invalidIdeasResponse);
}

function failuresOf(outcomes: PersonaOutcome[]) {
  return outcomes.flatMap((outcome) => (outcome.kind === 'failed' ? [outcome.failure] : []));
}

const ideasOf = (outcomes: PersonaOutcome[]) =>
  outcomes.flatMap((outcome) => (outcome.kind === 'ideas' ? outcome.ideas : []));

/** No ideas is an answer when the engine says why (off-topic, few fits); otherwise a failure. */
const isAnswer = ({ outcomes, notice }: IdeasRound) => ideasOf(outcomes).length > 0 || notice !== null;

const noticeField = ({ notice }: IdeasRound) => (notice ? { notice } : {});

/** What went to the engine and what came back, for the audit trail. */
function callTexts(request: IdeasRequest, round: IdeasRound) {
  const input = [
    request.problemStatement,
    `Focus area: ${request.domain}${request.subdomain ? ` / ${request.subdomain}` : ''}`,
    `Team: ${ideaContext(request).personas.map((persona) => persona.name).join(', ')}`,
    ...(request.previousTitles.length > 0 ? [`Already seen: ${request.previousTitles.join('; ')}`] : []),
  ].join('\n');
  const output = ideasOf(round.outcomes).map((idea) => `${idea.personaSource}: ${idea.title}: ${idea.description}`).join('\n');
  return { input, output };
}

async function book(scope: AiScope, request: IdeasRequest, round: IdeasRound, signal: AbortSignal) {
  const answered = isAnswer(round);
  await scope.complete({
    outcome: answered ? 'ok' : signal.aborted ? 'cancelled' : 'failed',
    ...(answered ? {} : { errorCode: noIdeasError(round.outcomes).code }),
    engine: round.engine,
    ...callTexts(request, round),
  });
}

function streamIdeas(c: Context<AiEnv>, engine: AiEngine, request: IdeasRequest, logger: Logger) {
  return eventStream(c, async (stream) => {
    const events = eventWriter<IdeasStreamEvents>(stream);
    const signal = clientGoneSignal(c, stream);
    const round = await generateIdeasRound(engine, request, {
      signal,
      logger,
      onOutcome: (outcome) => {
        if (outcome.kind === 'failed') void events.send('persona-error', outcome.failure);
        else if (outcome.ideas.length > 0) {
          void events.send('persona', {
            personaId: outcome.persona.id,
            name: outcome.persona.name,
            ideas: outcome.ideas,
          });
        }
      },
    });
    await book(c.get('aiScope'), request, round, signal);
    if (isAnswer(round)) {
      await events.send('done', {
        engine: round.engine,
        failedPersonas: failuresOf(round.outcomes),
        ...noticeField(round),
      });
    } else {
      const { code, message } = noIdeasError(round.outcomes);
      await events.send('error', { code, message });
    }
  });
}

export function ideasRoutes(logger: Logger) {
  return new Hono<AiEnv>().post('/', async (c) => {
    const request = await readIdeasRequest(c);
    const { engine } = c.get('aiScope');
    if (wantsEventStream(c)) return streamIdeas(c, engine, request, logger);

    const round = await generateIdeasRound(engine, request, { signal: c.req.raw.signal, logger });
    await book(c.get('aiScope'), request, round, c.req.raw.signal);
    if (!isAnswer(round)) throw noIdeasError(round.outcomes);
    const body: GenerateIdeasResponse = {
      generatedIdeas: ideasOf(round.outcomes),
      engine: round.engine,
      failedPersonas: failuresOf(round.outcomes),
      ...noticeField(round),
    };
    return c.json(body);
  });
}
