import { AI_FEATURE_IDS, type AiFeatureId, aiFeatureLabel, allFeaturesOn } from './ai-features';
import { z } from './zod';

/** Which engine answers a workspace's AI requests; 'deployment' follows the server's AI_PROVIDER. */
export const WORKSPACE_ENGINE_CHOICES = ['deployment', 'builtin', 'openai-compatible', 'anthropic'] as const;
export type WorkspaceEngineChoice = (typeof WORKSPACE_ENGINE_CHOICES)[number];

export const ENGINE_CHOICE_LABELS: Record<WorkspaceEngineChoice, string> = {
  deployment: 'The deployment’s engine',
  builtin: 'Built-in engine (offline)',
  'openai-compatible': 'OpenAI-compatible endpoint (OpenAI, Azure OpenAI, vLLM, Ollama)',
  anthropic: 'Anthropic',
};

export const BUDGET_UNITS = ['calls', 'tokens'] as const;
export type BudgetUnit = (typeof BUDGET_UNITS)[number];
export const BUDGET_MAX = 1_000_000_000;
export const API_KEY_MAX_LENGTH = 500;
export const RETENTION_DAYS = { min: 30, max: 3650 } as const;
/** Owners hear about coming deletions this long before. */
export const RETENTION_WARNING_DAYS = 7;

export const GOVERNANCE_MESSAGES = {
  baseUrlInvalid: 'Enter the endpoint’s full address, such as https://my-resource.openai.azure.com/openai/v1.',
  baseUrlCredentials: 'Put the key in the API key field, not in the address.',
  modelRequired: 'Enter the model’s name, such as gpt-4o-mini.',
  modelInvalid: 'A model name uses letters, digits and . : / @ _ - only.',
  keyRequired: 'Anthropic needs an API key.',
  budgetInvalid: `A budget is a whole number from 1 to ${BUDGET_MAX.toLocaleString('en-GB')}, or empty for no limit.`,
  retentionInvalid: `Keep journeys and chats for ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max} days, or forever.`,
  endpointNotAllowed: (allowed: readonly string[]) =>
    `This deployment only lets workspaces use these endpoints: ${allowed.join(', ') || 'none'}. Ask the people who run it to add yours (AI_ALLOWED_ENDPOINTS).`,
  featureOff: (feature: AiFeatureId, workspaceName: string) =>
    `${aiFeatureLabel(feature)} from AI is switched off in the workspace “${workspaceName}”. An owner of the workspace can switch it on in its AI settings.`,
  workspaceBudgetSpent: (workspaceName: string, limit: string, renews: string) =>
    `The workspace “${workspaceName}” has used its monthly AI budget (${limit}). It renews on ${renews}; an owner of the workspace can raise it.`,
  textOfSeveralTeams: (workspaceNames: readonly string[]) =>
    `This request carries text of journeys in more than one workspace (${workspaceNames.map((name) => `“${name}”`).join(', ')}), each with its own AI rules. Ask about one journey at a time, from that journey.`,
  conversationOfAnotherTeam: (threadWorkspace: string, otherWorkspace: string) =>
    `This conversation already carries text of the workspace “${threadWorkspace}”. Start a new conversation to ask about a journey of “${otherWorkspace}”.`,
  conversationOfFormerTeam:
    'This conversation carries text of a workspace you are no longer a member of, so it cannot go on. Start a new conversation.',
  userBudgetSpent: (workspaceName: string, limit: string, renews: string) =>
    `You have used your monthly AI budget in the workspace “${workspaceName}” (${limit}). It renews on ${renews}; an owner of the workspace can raise it.`,
} as const;

const modelSchema = z
  .string({ message: GOVERNANCE_MESSAGES.modelRequired })
  .trim()
  .min(1, GOVERNANCE_MESSAGES.modelRequired)
  .max(200, GOVERNANCE_MESSAGES.modelInvalid)
  .regex(/^[\w.:/@-]+$/, GOVERNANCE_MESSAGES.modelInvalid);

/** An http(s) address without credentials, query or fragment; trailing slashes dropped. */
export const endpointSchema = z
  .string({ message: GOVERNANCE_MESSAGES.baseUrlInvalid })
  .trim()
  .max(500, GOVERNANCE_MESSAGES.baseUrlInvalid)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: GOVERNANCE_MESSAGES.baseUrlInvalid });
      return;
    }
    if (url.username || url.password) ctx.addIssue({ code: 'custom', message: GOVERNANCE_MESSAGES.baseUrlCredentials });
    else if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: GOVERNANCE_MESSAGES.baseUrlInvalid });
    }
  })
  .transform((value) => value.replace(/\/+$/, ''));

export const workspaceEngineSchema = z.discriminatedUnion(
  'provider',
  [
    z.object({ provider: z.literal('deployment') }),
    z.object({ provider: z.literal('builtin') }),
    z.object({ provider: z.literal('openai-compatible'), baseUrl: endpointSchema, model: modelSchema }),
    z.object({ provider: z.literal('anthropic'), baseUrl: endpointSchema.optional(), model: modelSchema }),
  ],
  { message: 'Choose an engine.' },
);
export type WorkspaceEngine = z.infer<typeof workspaceEngineSchema>;

const budgetLimitSchema = z
  .number({ message: GOVERNANCE_MESSAGES.budgetInvalid })
  .int(GOVERNANCE_MESSAGES.budgetInvalid)
  .min(1, GOVERNANCE_MESSAGES.budgetInvalid)
  .max(BUDGET_MAX, GOVERNANCE_MESSAGES.budgetInvalid)
  .nullable();

export const aiBudgetSchema = z.object({
  unit: z.enum(BUDGET_UNITS, { message: 'Count the budget in calls or in tokens.' }),
  perUserMonthly: budgetLimitSchema,
  perWorkspaceMonthly: budgetLimitSchema,
});
export type AiBudget = z.infer<typeof aiBudgetSchema>;

export const aiFeatureSwitchesSchema = z.object(
  Object.fromEntries(AI_FEATURE_IDS.map((id) => [id, z.boolean()])) as Record<AiFeatureId, z.ZodBoolean>,
);
export type AiFeatureSwitches = Record<AiFeatureId, boolean>;

/**
 * PUT /api/workspaces/:id/ai-settings. `apiKey` sets a new key; leaving it out keeps the stored one,
 * unless the provider or the endpoint changes (a key is never sent to an address it was not given for).
 */
export const updateAiSettingsSchema = z.object({
  engine: workspaceEngineSchema,
  apiKey: z.string().trim().min(1, 'Enter the key, or leave the field empty to keep the current one.').max(API_KEY_MAX_LENGTH).optional(),
  removeApiKey: z.boolean().default(false),
  features: aiFeatureSwitchesSchema,
  budget: aiBudgetSchema,
  recordPrompts: z.boolean(),
});
export type UpdateAiSettingsInput = z.input<typeof updateAiSettingsSchema>;

/** What an owner reads back: never the key, only whether one is kept. */
export interface WorkspaceAiSettings {
  engine: WorkspaceEngine;
  apiKeySet: boolean;
  features: AiFeatureSwitches;
  budget: AiBudget;
  recordPrompts: boolean;
  updatedAt: string | null;
}

export interface AiSettingsAnswer {
  settings: WorkspaceAiSettings;
  /** The engine 'deployment' stands for, e.g. "Built-in engine". */
  deploymentEngine: string;
  /** Endpoint patterns this deployment allows workspaces to use. */
  allowedEndpoints: string[];
}

export const retentionSettingsSchema = z.object({
  retentionDays: z
    .number({ message: GOVERNANCE_MESSAGES.retentionInvalid })
    .int(GOVERNANCE_MESSAGES.retentionInvalid)
    .min(RETENTION_DAYS.min, GOVERNANCE_MESSAGES.retentionInvalid)
    .max(RETENTION_DAYS.max, GOVERNANCE_MESSAGES.retentionInvalid)
    .nullable(),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

export const usageMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM.')
  .optional();

export interface UsageFigures {
  calls: number;
  tokens: number;
}

/** GET /api/workspaces/:id/ai-usage?month=YYYY-MM */
export interface AiUsageReport {
  month: string;
  days: Array<{ day: string; byFeature: Record<AiFeatureId, UsageFigures> }>;
  byFeature: Record<AiFeatureId, UsageFigures>;
  byUser: Array<{ userId: string; name: string } & UsageFigures>;
  total: UsageFigures;
  budget: AiBudget;
}

/** "500 calls", "20,000 tokens". */
export function describeBudget(limit: number, unit: BudgetUnit): string {
  return `${limit.toLocaleString('en-GB')} ${unit === 'calls' ? (limit === 1 ? 'call' : 'calls') : limit === 1 ? 'token' : 'tokens'}`;
}

export function defaultAiSettings(): WorkspaceAiSettings {
  return {
    engine: { provider: 'deployment' },
    apiKeySet: false,
    features: allFeaturesOn(),
    budget: { unit: 'calls', perUserMonthly: null, perWorkspaceMonthly: null },
    recordPrompts: false,
    updatedAt: null,
  };
}
