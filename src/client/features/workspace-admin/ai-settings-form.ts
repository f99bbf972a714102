import type { AiFeatureSwitches, BudgetUnit, UpdateAiSettingsInput, WorkspaceAiSettings, WorkspaceEngineChoice } from '../../../domain/ai-governance-api';
import { updateAiSettingsSchema } from '../../../domain/ai-governance-api';

/** The AI settings form as typed: numbers as text until saved, the key only when a new one is entered. */
export interface AiSettingsForm {
  provider: WorkspaceEngineChoice;
  baseUrl: string;
  model: string;
  apiKey: string;
  removeApiKey: boolean;
  features: AiFeatureSwitches;
  unit: BudgetUnit;
  perUserMonthly: string;
  perWorkspaceMonthly: string;
  recordPrompts: boolean;
}

export function formFromSettings(settings: WorkspaceAiSettings): AiSettingsForm {
  const { engine, budget } = settings;
  return {
    provider: engine.provider,
    baseUrl: 'baseUrl' in engine ? (engine.baseUrl ?? '') : '',
    model: 'model' in engine ? engine.model : '',
    apiKey: '',
    removeApiKey: false,
    features: { ...settings.features },
    unit: budget.unit,
    perUserMonthly: budget.perUserMonthly === null ? '' : String(budget.perUserMonthly),
    perWorkspaceMonthly: budget.perWorkspaceMonthly === null ? '' : String(budget.perWorkspaceMonthly),
    recordPrompts: settings.recordPrompts,
  };
}

const limit = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function engineOf(form: AiSettingsForm): UpdateAiSettingsInput['engine'] {
  switch (form.provider) {
    case 'deployment':
    case 'builtin':
      return { provider: form.provider };
    case 'openai-compatible':
      return { provider: 'openai-compatible', baseUrl: form.baseUrl, model: form.model };
    case 'anthropic':
      return { provider: 'anthropic', model: form.model, ...(form.baseUrl.trim() ? { baseUrl: form.baseUrl } : {}) };
  }
}

/** The request to save, or the message for each field that is not right (the server's own rules). */
export function toSettingsInput(form: AiSettingsForm): { input: UpdateAiSettingsInput } | { errors: Record<string, string> } {
  const input: UpdateAiSettingsInput = {
    engine: engineOf(form),
    ...(form.apiKey.trim() ? { apiKey: form.apiKey } : {}),
    removeApiKey: form.removeApiKey,
    features: form.features,
    budget: { unit: form.unit, perUserMonthly: limit(form.perUserMonthly), perWorkspaceMonthly: limit(form.perWorkspaceMonthly) },
    recordPrompts: form.recordPrompts,
  };
  const parsed = updateAiSettingsSchema.safeParse(input);
  if (parsed.success) return { input };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { errors };
}
