import { type JSONSchema7, type LanguageModel, Output, generateText, jsonSchema } from 'ai';
import { z } from 'zod';
import { IDEA_TEXT_LIMITS, type IdeaDraft, ideaDraftSchema } from '../../domain/ai-api';
import type { Persona } from '../../domain/persona';
import { stripHtml } from '../../domain/strip-html';
import { titleKey } from '../../domain/title-key';
import { AiEngineError, type IdeaContext } from './engine';
import { type CallSignals, toEngineError } from './llm-errors';
import { IDEAS_SYSTEM_PROMPT, ideasPrompt } from './llm-prompts';

/** One retry on an invalid answer or one that only repeats ideas (DESIGN "AI"); outages are not retried. */
const IDEA_ATTEMPTS = 2;

/** Model text is stored clean of HTML; a field that was nothing but tags is then empty, and refused. */
const modelText = z.string().transform(stripHtml);
const modelIdeaSchema = z
  .object({ title: modelText, description: modelText, type: modelText })
  .pipe(ideaDraftSchema);
const ideasAnswerSchema = z.object({ ideas: z.array(modelIdeaSchema).min(1) });

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
  schema: jsonSchema<z.output<typeof ideasAnswerSchema>>(IDEAS_JSON_SCHEMA, {
    validate: (value) => {
      const result = ideasAnswerSchema.safeParse(value);
      return result.success
        ? { success: true, value: result.data }
        : { success: false, error: new Error(z.prettifyError(result.error)) };
    },
  }),
});

/**
 * The titles one idea request has taken so far (the team's earlier rounds, then each persona's
 * ideas as they arrive), so no persona brings an idea the team already has. Keyed on the
 * request's context, which all its persona calls share.
 */
function takenTitles() {
  const byRequest = new WeakMap<IdeaContext, Map<string, string>>();
  return (context: IdeaContext): Map<string, string> => {
    const existing = byRequest.get(context);
    if (existing) return existing;
    const taken = new Map(context.previousTitles.map((title) => [titleKey(title), title]));
    byRequest.set(context, taken);
    return taken;
  };
}

/** Keeps the ideas whose titles are new, up to `count`, and claims them; says whether any was a repeat. */
function keepNew(answer: IdeaDraft[], taken: Map<string, string>, kept: IdeaDraft[], count: number): boolean {
  let repeated = false;
  for (const idea of answer) {
    if (kept.length >= count) break;
    const key = titleKey(idea.title);
    if (taken.has(key)) {
      repeated = true;
      continue;
    }
    taken.set(key, idea.title);
    kept.push(idea);
  }
  return repeated;
}

export interface IdeasCall {
  persona: Persona;
  context: IdeaContext;
  count: number;
  variant: number;
  signals: CallSignals;
}

/** Ideas one persona asks a model for, never one the request already has (one retry for more). */
export function modelIdeas(model: LanguageModel) {
  const takenBy = takenTitles();

  const ask = async ({ persona, context, count, variant, signals }: IdeasCall, seenTitles: string[]) => {
    const { output } = await generateText({
      model,
      system: IDEAS_SYSTEM_PROMPT,
      prompt: ideasPrompt(persona, context, count, variant, seenTitles),
      output: ideasOutput,
      maxRetries: 0,
      abortSignal: AbortSignal.any([signals.caller, signals.timeout]),
    });
    return output.ideas;
  };

  return async (call: IdeasCall): Promise<IdeaDraft[]> => {
    const taken = takenBy(call.context);
    const kept: IdeaDraft[] = [];
    let failure: AiEngineError | undefined;
    for (let attempt = 0; attempt < IDEA_ATTEMPTS; attempt += 1) {
      try {
        const answer = await ask({ ...call, count: call.count - kept.length }, [...taken.values()]);
        failure = undefined;
        // No await between checking and claiming: two personas answering at once cannot both keep a title.
        const repeated = keepNew(answer, taken, kept, call.count);
        if (!repeated || kept.length >= call.count) break;
      } catch (error) {
        failure = toEngineError(error, call.signals);
        if (failure.code !== 'AI_INVALID_RESPONSE') break;
      }
    }
    // A model asked for ideas owes at least one; nothing at all is an answer in the wrong shape.
    if (kept.length === 0) throw failure ?? new AiEngineError('AI_INVALID_RESPONSE', 'the model returned no ideas');
    return kept;
  };
}
