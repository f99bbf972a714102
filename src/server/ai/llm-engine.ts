import { type LanguageModel, streamText } from 'ai';
import type { EngineDescription } from '../../domain/ai-api';
import type { Persona } from '../../domain/persona';
import { htmlStripper } from '../../domain/strip-html';
import { type AiEngine, AiEngineError, type ChatTurn, type IdeaContext, type JourneyChatContext } from './engine';
import { type CallSignals, toEngineError } from './llm-errors';
import { modelIdeas } from './llm-ideas';
import { asData, chatSystemPrompt } from './llm-prompts';
import { draftRwwWithModel } from './llm-rww-drafts';
import { suggestScoresWithModel } from './llm-score-suggestions';

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
  const ideasFor = modelIdeas(model);

  async function* chatStream(messages: readonly ChatTurn[], caller: AbortSignal, journey?: JourneyChatContext) {
    const idle = idleTimeout(timeoutMs);
    const stop = new AbortController();
    const signals: CallSignals = { caller, timeout: idle.signal };
    const result = streamText({
      model,
      system: chatSystemPrompt(journey),
      messages: messages.map(({ role, content }) => ({ role, content: asData(content) })),
      maxRetries: 0,
      abortSignal: AbortSignal.any([caller, idle.signal, stop.signal]),
      // Failures arrive as 'error' parts below; the default handler would print them to the console.
      onError: () => undefined,
    });
    const plain = htmlStripper();
    let produced = false;
    try {
      for await (const part of result.fullStream) {
        if (part.type === 'error') throw part.error;
        if (part.type === 'abort') throw new Error('the model call was aborted');
        if (part.type !== 'text-delta' || !part.text) continue;
        idle.touch();
        const text = plain.push(part.text);
        produced ||= text.trim() !== '';
        if (text) yield text;
      }
      const rest = plain.flush();
      if (!produced && rest.trim() === '')
        throw new AiEngineError('AI_INVALID_RESPONSE', 'the model sent an empty reply');
      if (rest) yield rest;
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

    generateIdeasForPersona: (persona: Persona, context: IdeaContext, count, variant, caller) =>
      ideasFor({
        persona,
        context,
        count,
        variant,
        signals: { caller, timeout: AbortSignal.timeout(timeoutMs) },
      }),

    suggestScores: (request, caller) => suggestScoresWithModel({ model, timeoutMs }, request, caller),

    draftRwwAnswers: (request, caller) => draftRwwWithModel({ model, timeoutMs }, request, caller),

    streamChat: chatStream,
  };
}
