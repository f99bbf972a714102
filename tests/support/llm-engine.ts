import { createAiEngine } from '../../src/server/ai/create-engine';
import type { AiEngine } from '../../src/server/ai/engine';
import type { AiSettings } from '../../src/server/config';
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
