import type { Kysely } from 'kysely';
import { AI_FEATURE_IDS } from '../../../domain/ai-features';
import {
  type AiBudget,
  type AiFeatureSwitches,
  type WorkspaceAiSettings,
  type WorkspaceEngine,
  aiBudgetSchema,
  defaultAiSettings,
  workspaceEngineSchema,
} from '../../../domain/ai-governance-api';
import type { Database } from '../../db/schema';

export interface WorkspacePolicies {
  ai: WorkspaceAiSettings;
  /** The workspace's engine key as stored: sealed by the secret box. */
  sealedApiKey: string | null;
  retentionDays: number | null;
}

export interface AiPolicyChange {
  engine: WorkspaceEngine;
  sealedApiKey: string | null;
  features: AiFeatureSwitches;
  budget: AiBudget;
  recordPrompts: boolean;
}

/**
 * A feature missing from stored switches was added after the owner last saved them: it stays off
 * until they switch it on, so no new AI feature reaches a workspace without an owner's decision.
 */
function readFeatures(text: string): AiFeatureSwitches {
  const stored = JSON.parse(text) as Partial<Record<string, unknown>>;
  return Object.fromEntries(AI_FEATURE_IDS.map((id) => [id, stored[id] === true])) as AiFeatureSwitches;
}

export function policiesRepository(db: Kysely<Database>) {
  const defaultsRow = (workspaceId: string, now: string) => {
    const defaults = defaultAiSettings();
    return {
      workspace_id: workspaceId,
      ai_engine: JSON.stringify(defaults.engine),
      ai_api_key_sealed: null,
      ai_features: JSON.stringify(defaults.features),
      ai_budget: JSON.stringify(defaults.budget),
      record_prompts: 0,
      retention_days: null,
      updated_at: now,
    };
  };

  return {
    /** A workspace that never saved any has the defaults: the deployment's engine, every feature on, no limits. */
    async get(workspaceId: string): Promise<WorkspacePolicies> {
      const row = await db.selectFrom('workspace_policies').selectAll().where('workspace_id', '=', workspaceId).executeTakeFirst();
      if (!row) return { ai: defaultAiSettings(), sealedApiKey: null, retentionDays: null };
      return {
        ai: {
          engine: workspaceEngineSchema.parse(JSON.parse(row.ai_engine)),
          apiKeySet: row.ai_api_key_sealed !== null,
          features: readFeatures(row.ai_features),
          budget: aiBudgetSchema.parse(JSON.parse(row.ai_budget)),
          recordPrompts: row.record_prompts === 1,
          updatedAt: row.updated_at,
        },
        sealedApiKey: row.ai_api_key_sealed,
        retentionDays: row.retention_days,
      };
    },

    async saveAi(workspaceId: string, change: AiPolicyChange): Promise<void> {
      const now = new Date().toISOString();
      const values = {
        ai_engine: JSON.stringify(change.engine),
        ai_api_key_sealed: change.sealedApiKey,
        ai_features: JSON.stringify(change.features),
        ai_budget: JSON.stringify(change.budget),
        record_prompts: change.recordPrompts ? 1 : 0,
        updated_at: now,
      };
      await db
        .insertInto('workspace_policies')
        .values({ ...defaultsRow(workspaceId, now), ...values })
        .onConflict((oc) => oc.column('workspace_id').doUpdateSet(values))
        .execute();
    },

    async saveRetention(workspaceId: string, retentionDays: number | null): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto('workspace_policies')
        .values({ ...defaultsRow(workspaceId, now), retention_days: retentionDays })
        .onConflict((oc) => oc.column('workspace_id').doUpdateSet({ retention_days: retentionDays, updated_at: now }))
        .execute();
    },
  };
}

export type PoliciesRepository = ReturnType<typeof policiesRepository>;
