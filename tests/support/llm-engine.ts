import type { IdeaDraft } from '../../src/domain/ai-api';
import type { Persona } from '../../src/domain/persona';
import { createAiEngine } from '../../src/server/ai/create-engine';
import type { AiEngine, IdeaContext } from '../../src/server/ai/engine';
import type { AiSettings } from '../../src/server/config/index';
import { type Logger, createLogger } from '../../src/server/logger';

/** The OpenAI-compatible engine as the app builds it, pointed at a test's model server. */
export function llmEngineAt(
  baseUrl: string,
  options: { timeoutMs?: number; fallbackToBuiltin?: boolean; logger?: Logger } = {},
): AiEngine {
  const settings: AiSettings = {
    provider: 'openai-compatible',
    baseUrl,
    apiKey: 'sk-test-key',
    model: 'fake-model',
    timeoutMs: options.timeoutMs ?? 5_000,
    rateLimitPerMinute: 30,
    fallbackToBuiltin: options.fallbackToBuiltin ?? false,
  };
  return createAiEngine(settings, options.logger ?? createLogger('silent'));
}

/** A new idea request (its own object: engines keep per-request state on it) about card disputes. */
export const cardDisputesContext = (team: Persona[], previousTitles: string[] = []): IdeaContext => ({
  team,
  domainId: 'retail_banking',
  domainName: '1. Retail Banking',
  subdomainId: 'cards_payments',
  subdomainName: '1.2 Cards & Payments',
  problemStatement: 'Card fraud disputes take weeks to resolve for our customers.',
  previousTitles,
});

export const draftIdea = (
  title: string,
  description = `${title}: what it is and why it helps.`,
  type = 'Service',
): IdeaDraft => ({ title, description, type });

/** A streamed reply read to its end. */
export async function collectText(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

/** A caller that never goes away. */
export const never = new AbortController().signal;
