import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EngineDescription } from '../../domain/ai-api';
import { normalTitle } from '../../domain/idea-duplicates';
import type { AiSettings } from '../config/index';
import type { LanguageModelV3 } from './governance/usage-meter';
import { builtinEngine } from './builtin-engine';
import { loadIdeaCatalogue } from './builtin/load-idea-catalogue';
import type { Logger } from '../logger';
import type { AiEngine } from './engine';
import { fallbackEngine } from './fallback-engine';
import { llmEngine } from './llm-engine';
import { fetchRefusingRedirects } from './refuse-redirects';

/** An engine as a workspace or the deployment names it, key included (never logged). */
export type EngineChoice =
  | { provider: 'builtin' }
  | { provider: 'openai-compatible'; baseUrl: string; model: string; apiKey: string | undefined }
  | { provider: 'anthropic'; baseUrl: string | undefined; model: string; apiKey: string };

/** Lets a caller see every model call (the usage meter); the model unchanged by default. */
export type ModelWrapper = (model: LanguageModelV3) => LanguageModelV3;
const unwrapped: ModelWrapper = (model) => model;

/** loadConfig already refused a provider without its settings; this only narrows the types. */
function required(value: string | undefined, name: string): string {
  if (value === undefined) throw new Error(`${name} is required for this AI_PROVIDER`);
  return value;
}

/** The engine AI_PROVIDER and its settings name. */
export function deploymentChoice(settings: AiSettings): EngineChoice {
  switch (settings.provider) {
    case 'builtin':
      return { provider: 'builtin' };
    case 'openai-compatible':
      return {
        provider: 'openai-compatible',
        baseUrl: required(settings.baseUrl, 'AI_BASE_URL'),
        model: required(settings.model, 'AI_MODEL'),
        apiKey: settings.apiKey,
      };
    case 'anthropic':
      return {
        provider: 'anthropic',
        baseUrl: settings.baseUrl,
        model: required(settings.model, 'AI_MODEL'),
        apiKey: required(settings.apiKey, 'AI_API_KEY'),
      };
  }
}

export function describeChoice(choice: EngineChoice): EngineDescription {
  switch (choice.provider) {
    case 'builtin':
      return { provider: 'builtin', model: 'builtin', label: 'Built-in engine (offline)' };
    case 'openai-compatible':
      return { provider: 'openai-compatible', model: choice.model, label: `OpenAI-compatible · ${choice.model}` };
    case 'anthropic':
      return { provider: 'anthropic', model: choice.model, label: `Anthropic · ${choice.model}` };
  }
}

function llmModel(choice: Exclude<EngineChoice, { provider: 'builtin' }>): LanguageModelV3 {
  if (choice.provider === 'openai-compatible') {
    const provider = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: choice.baseUrl,
      apiKey: choice.apiKey,
      supportsStructuredOutputs: true,
      fetch: fetchRefusingRedirects,
    });
    return provider.chatModel(choice.model);
  }
  return createAnthropic({ apiKey: choice.apiKey, baseURL: choice.baseUrl, fetch: fetchRefusingRedirects }).languageModel(choice.model);
}

/**
 * Engines by choice (DESIGN "AI"): one built-in engine for the process (its catalogue and knowledge
 * are read and checked once, at start), LLM engines made per request, which costs nothing and lets
 * each workspace have its own. Keys go into the provider client and nowhere else.
 */
export function aiEngines(settings: AiSettings, logger: Logger) {
  const ideaCatalogue = loadIdeaCatalogue({ extraDir: settings.ideaPatternsDir });
  const builtin = builtinEngine({ ideaCatalogue, knowledgeDir: settings.knowledgeDir });
  const deployment = deploymentChoice(settings);
  return {
    deployment,
    /** The catalogue's pattern titles (normalised): different ideas by design, for the duplicate check. */
    catalogueTitles: new Set(ideaCatalogue.patterns.map((pattern) => normalTitle(pattern.title))) as ReadonlySet<string>,
    create(choice: EngineChoice, wrap: ModelWrapper = unwrapped): AiEngine {
      if (choice.provider === 'builtin') return builtin;
      const llm = llmEngine({ model: wrap(llmModel(choice)), description: describeChoice(choice), timeoutMs: settings.timeoutMs });
      // With AI_FALLBACK_TO_BUILTIN, the built-in engine stands in for an LLM that is down or too slow.
      return settings.fallbackToBuiltin ? fallbackEngine(llm, builtin, logger) : llm;
    },
  };
}

export type AiEngines = ReturnType<typeof aiEngines>;

/** The engine AI_PROVIDER names. */
export function createAiEngine(settings: AiSettings, logger: Logger): AiEngine {
  const engines = aiEngines(settings, logger);
  return engines.create(engines.deployment);
}
