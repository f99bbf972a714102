import { wrapLanguageModel } from 'ai';

/** The provider-level model and its call shapes, as the AI SDK's wrapper takes them. */
export type LanguageModelV3 = Parameters<typeof wrapLanguageModel>[0]['model'];
type LanguageModelV3Prompt = Parameters<LanguageModelV3['doGenerate']>[0]['prompt'];
type LanguageModelV3Usage = Awaited<ReturnType<LanguageModelV3['doGenerate']>>['usage'];

/** Roughly four characters a token: used only when a server does not report its usage. */
const CHARS_PER_TOKEN = 4;
const estimate = (characters: number) => Math.ceil(characters / CHARS_PER_TOKEN);

function promptCharacters(prompt: LanguageModelV3Prompt): number {
  let characters = 0;
  for (const message of prompt) {
    if (typeof message.content === 'string') characters += message.content.length;
    else for (const part of message.content) if (part.type === 'text') characters += part.text.length;
  }
  return characters;
}

export interface UsageTotals {
  /** Calls made to the model (ideas make one per persona, plus retries). */
  modelCalls: number;
  inputTokens: number;
  outputTokens: number;
  /** True when a server did not report its usage and characters were counted instead. */
  tokensEstimated: boolean;
}

/**
 * Counts one request's model calls and tokens, whatever feature makes them: the engine is given a
 * model wrapped by `wrap`, so every call through it is seen.
 */
export function usageMeter() {
  const totals: UsageTotals = { modelCalls: 0, inputTokens: 0, outputTokens: 0, tokensEstimated: false };

  const add = (usage: LanguageModelV3Usage | undefined, inputChars: number, outputChars: number) => {
    const input = usage?.inputTokens.total;
    const output = usage?.outputTokens.total;
    if (input === undefined || output === undefined) totals.tokensEstimated = true;
    totals.inputTokens += input ?? estimate(inputChars);
    totals.outputTokens += output ?? estimate(outputChars);
  };

  return {
    totals: (): UsageTotals => ({ ...totals }),
    wrap(model: LanguageModelV3): LanguageModelV3 {
      return wrapLanguageModel({
        model,
        middleware: {
          specificationVersion: 'v3',
          async wrapGenerate({ doGenerate, params }) {
            totals.modelCalls += 1;
            const result = await doGenerate();
            const outputChars = result.content.reduce((sum, part) => sum + (part.type === 'text' ? part.text.length : 0), 0);
            add(result.usage, promptCharacters(params.prompt), outputChars);
            return result;
          },
          async wrapStream({ doStream, params }) {
            totals.modelCalls += 1;
            const { stream, ...rest } = await doStream();
            let outputChars = 0;
            let usage: LanguageModelV3Usage | undefined;
            const counted = stream.pipeThrough(
              new TransformStream({
                transform(part, controller) {
                  if (part.type === 'text-delta') outputChars += part.delta.length;
                  if (part.type === 'finish') usage = part.usage;
                  controller.enqueue(part);
                },
                // A stream cut short (the user left) still counts what was sent and received.
                flush: () => add(usage, promptCharacters(params.prompt), outputChars),
              }),
            );
            return { stream: counted, ...rest };
          },
        },
      });
    },
  };
}

export type UsageMeter = ReturnType<typeof usageMeter>;
