import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiSettings } from '../config';
import { builtinEngine } from './builtin-engine';
import { loadIdeaCatalogue } from './builtin/load-idea-catalogue';
import type { Logger } from '../logger';
import type { AiEngine } from './engine';
import { fallbackEngine } from './fallback-engine';
import { llmEngine } from './llm-engine';

/** loadConfig already refused a provider without its settings; this only narrows the types. */
function required(value: string | undefined, name: string): string {
  if (value === undefined) throw new Error(`${name} is required for this AI_PROVIDER`);
  return value;
}

function openAiCompatibleEngine(settings: AiSettings): AiEngine {
  const modelId = required(settings.model, 'AI_MODEL');
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: required(settings.baseUrl, 'AI_BASE_URL'),
    apiKey: settings.apiKey,
    supportsStructuredOutputs: true,
  });
  return llmEngine({
    model: provider.chatModel(modelId),
    description: { provider: 'openai-compatible', model: modelId, label: `OpenAI-compatible · ${modelId}` },
    timeoutMs: settings.timeoutMs,
  });
}

function anthropicEngine(settings: AiSettings): AiEngine {
  const modelId = required(settings.model, 'AI_MODEL');
  const provider = createAnthropic({
    apiKey: required(settings.apiKey, 'AI_API_KEY'),
    baseURL: settings.baseUrl,
  });
  return llmEngine({
    model: provider.languageModel(modelId),
    description: { provider: 'anthropic', model: modelId, label: `Anthropic · ${modelId}` },
    timeoutMs: settings.timeoutMs,
  });
}

/** The offline engine over our catalogue and knowledge sheets, plus a bank's own folders. */
function offlineEngine(settings: AiSettings): AiEngine {
  return builtinEngine({
    ideaCatalogue: loadIdeaCatalogue({ extraDir: settings.ideaPatternsDir }),
    knowledgeDir: settings.knowledgeDir,
  });
}

/** With AI_FALLBACK_TO_BUILTIN, the built-in engine stands in for an LLM that is down or too slow. */
function withFallback(llm: AiEngine, settings: AiSettings, logger: Logger): AiEngine {
  return settings.fallbackToBuiltin ? fallbackEngine(llm, offlineEngine(settings), logger) : llm;
}

/** The engine AI_PROVIDER names (DESIGN "AI"); keys go into the provider client and nowhere else. */
export function createAiEngine(settings: AiSettings, logger: Logger): AiEngine {
  switch (settings.provider) {
    case 'builtin':
      return offlineEngine(settings);
    case 'openai-compatible':
      return withFallback(openAiCompatibleEngine(settings), settings, logger);
    case 'anthropic':
      return withFallback(anthropicEngine(settings), settings, logger);
  }
}
