import { type JSONSchema7, type LanguageModel, Output, generateText, jsonSchema, streamText } from 'ai';
import { z } from 'zod';
import {
  type EngineDescription,
  IDEA_TEXT_LIMITS,
  type IdeaDraft,
  ideaDraftSchema,
} from '../../domain/ai-api';
import type { Persona } from '../../domain/persona';
import { type AiEngine, AiEngineError, type ChatTurn, type IdeaContext, type JourneyChatContext } from './engine';
import { type CallSignals, toEngineError } from './llm-errors';
import { IDEAS_SYSTEM_PROMPT, chatSystemPrompt, ideasPrompt } from './llm-prompts';
import { suggestScoresWithModel } from './llm-score-suggestions';

/** One retry on an invalid answer (DESIGN "AI"); outages and timeouts are not retried. */
const IDEA_ATTEMPTS = 2;

const ideasAnswerSchema = z.object({ ideas: z.array(ideaDraftSchema).min(1) });

const text = (limit: number, what: string) =>
  ({ type: 'string', description: `${what}, at most ${limit} characters` }) as const;

/**
 * Written out by hand rather than derived from zod: strict structured-output modes refuse length
 * keywords, so the limits travel as descriptions and are enforced by ideasAnswerSchema.
 */
const IDEAS_JSON_SCHEMA: JSONSchema7 = {
  type: 'object',
  properties: {
    ideas: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          title: text(IDEA_TEXT_LIMITS.title, 'Short specific name of the idea'),
          description: text(IDEA_TEXT_LIMITS.description, 'Two to four plain sentences'),
          type: text(IDEA_TEXT_LIMITS.type, 'Product, Process, Platform, Service or Business Model'),
        },
        required: ['title', 'description', 'type'],
        additionalProperties: false,
      },
    },
  },
  required: ['ideas'],
  additionalProperties: false,
};

const ideasOutput = Output.object({
  name: 'ideas',
  schema: jsonSchema<z.infer<typeof ideasAnswerSchema>>(IDEAS_JSON_SCHEMA, {
    validate: (value) => {
      const result = ideasAnswerSchema.safeParse(value);
      return result.success
        ? { success: true, value: result.data }
        : { success: false, error: new Error(z.prettifyError(result.error)) };
    },
  }),
});

export interface LlmEngineOptions {
  model: LanguageModel;
  description: EngineDescription;
  timeoutMs: number;
}

/** Aborts when nothing has arrived for `ms`: a long reply may stream for longer than one timeout. */
function idleTimeout(ms: number) {
  const controller = new AbortController();
  let timer = setTimeout(() => controller.abort(new DOMException('no answer in time', 'TimeoutError')), ms);
  return {
    signal: controller.signal,
    touch() {
      clearTimeout(timer);
      timer = setTimeout(() => controller.abort(new DOMException('no answer in time', 'TimeoutError')), ms);
    },
    clear: () => clearTimeout(timer),
  };
}

/** An engine over any AI SDK language model (OpenAI-compatible servers, Anthropic). */
export function llmEngine({ model, description, timeoutMs }: LlmEngineOptions): AiEngine {
  async function askForIdeas(prompt: string, signals: CallSignals): Promise<IdeaDraft[]> {
    const { output } = await generateText({
      model,
      system: IDEAS_SYSTEM_PROMPT,
      prompt,
      output: ideasOutput,
      maxRetries: 0,
      abortSignal: AbortSignal.any([signals.caller, signals.timeout]),
    });
    return output.ideas;
  }

  async function* chatStream(messages: readonly ChatTurn[], caller: AbortSignal, journey?: JourneyChatContext) {
    const idle = idleTimeout(timeoutMs);
    const stop = new AbortController();
    const signals: CallSignals = { caller, timeout: idle.signal };
    const result = streamText({
      model,
      system: chatSystemPrompt(journey),
      messages: messages.map(({ role, content }) => ({ role, content })),
      maxRetries: 0,
      abortSignal: AbortSignal.any([caller, idle.signal, stop.signal]),
      // Failures arrive as 'error' parts below; the default handler would print them to the console.
      onError: () => undefined,
    });
    let produced = false;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'error') throw part.error;
        if (part.type === 'abort') throw new Error('the model call was aborted');
        if (part.type === 'text-delta' && part.text) {
          idle.touch();
          produced = true;
          yield part.text;
        }
      }
      if (!produced) throw new AiEngineError('AI_INVALID_RESPONSE', 'the model sent an empty reply');
    } catch (error) {
      throw toEngineError(error, signals);
    } finally {
      idle.clear();
      // A consumer that stops reading early (length limit, client gone) must not leave the call running.
      stop.abort();
    }
  }

  return {
    describe: () => description,

    async generateIdeasForPersona(persona: Persona, context: IdeaContext, count, variant, caller) {
      const signals: CallSignals = { caller, timeout: AbortSignal.timeout(timeoutMs) };
      const prompt = ideasPrompt(persona, context, count, variant);
      let failure: AiEngineError | undefined;
      for (let attempt = 0; attempt < IDEA_ATTEMPTS; attempt += 1) {
        try {
          return (await askForIdeas(prompt, signals)).slice(0, count);
        } catch (error) {
          failure = toEngineError(error, signals);
          if (failure.code !== 'AI_INVALID_RESPONSE') break;
        }
      }
      throw failure ?? new AiEngineError('AI_UNAVAILABLE', 'no attempt was made');
    },

    suggestScores: (request, caller) => suggestScoresWithModel({ model, timeoutMs }, request, caller),

    streamChat: chatStream,
  };
}
