import type { EngineDescription } from '../../domain/ai-api';
import type { Logger } from '../logger';
import { type AiEngine, AiEngineError, type ChatTurn, type IdeaContext } from './engine';

/** The engine description is stored with a journey (at most 200 characters); a long model id is cut. */
const PRIMARY_LABEL_MAX_LENGTH = 80;

/** Only an LLM that could not be reached or did not answer in time is stood in for; a bad request is not. */
function isOutage(error: unknown): error is AiEngineError {
  return error instanceof AiEngineError && (error.code === 'AI_UNAVAILABLE' || error.code === 'AI_TIMEOUT');
}

function fallbackLabels(primary: EngineDescription, builtin: EngineDescription) {
  const name = primary.label.slice(0, PRIMARY_LABEL_MAX_LENGTH);
  return {
    whole: { ...builtin, label: `Built-in engine (fallback: ${name} unavailable)` },
    part: (standIns: number, team: number): EngineDescription => ({
      ...primary,
      label: `${name}; built-in engine for ${standIns} of ${team} personas (fallback: ${name} unavailable)`,
    }),
  };
}

/**
 * An LLM engine whose outages and timeouts are answered by the built-in engine instead
 * (AI_FALLBACK_TO_BUILTIN), per persona and per chat reply, and labelled as such: describe() of
 * that request names the built-in engine and the LLM it stood in for.
 */
export function fallbackEngine(primary: AiEngine, builtin: AiEngine, logger: Logger): AiEngine {
  const labels = fallbackLabels(primary.describe(), builtin.describe());
  /** Per idea request, the personas the built-in engine answered; per conversation, whether it did. */
  const standIns = new WeakMap<IdeaContext, Set<string>>();
  const chatStandIns = new WeakSet<readonly ChatTurn[]>();

  const warn = (task: string, error: AiEngineError) =>
    logger.warn(
      { task, code: error.code, engine: primary.describe().label },
      'AI engine failed; the built-in engine answered instead',
    );

  const describeIdeas = (context: IdeaContext): EngineDescription => {
    const personas = standIns.get(context)?.size ?? 0;
    if (personas === 0) return primary.describe();
    return personas >= context.team.length ? labels.whole : labels.part(personas, context.team.length);
  };

  return {
    ...primary,

    describe(request) {
      if (request === undefined) return primary.describe();
      if ('team' in request) return describeIdeas(request);
      return chatStandIns.has(request) ? labels.whole : primary.describe();
    },

    async generateIdeasForPersona(...call) {
      const [persona, context] = call;
      try {
        return await primary.generateIdeasForPersona(...call);
      } catch (error) {
        if (!isOutage(error)) throw error;
        warn('ideas', error);
        const answered = await builtin.generateIdeasForPersona(...call);
        standIns.set(context, (standIns.get(context) ?? new Set<string>()).add(persona.id));
        return answered;
      }
    },

    async *streamChat(...call) {
      const [messages] = call;
      let produced = false;
      try {
        for await (const chunk of primary.streamChat(...call)) {
          produced = true;
          yield chunk;
        }
        return;
      } catch (error) {
        // Half a reply cannot be finished by another engine: the user is told it failed instead.
        if (produced || !isOutage(error)) throw error;
        warn('chat', error);
      }
      chatStandIns.add(messages);
      yield* builtin.streamChat(...call);
    },
  };
}
