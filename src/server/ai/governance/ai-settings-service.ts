import type { z } from 'zod';
import {
  type AiSettingsAnswer,
  GOVERNANCE_MESSAGES,
  type WorkspaceAiSettings,
  type WorkspaceEngine,
  type updateAiSettingsSchema,
} from '../../../domain/ai-governance-api';
import type { AuditActor, AuditTrail } from '../../audit/audit-trail';
import { type AiEngines, type EngineChoice, describeChoice } from '../create-engine';
import { ApiError } from '../../errors';
import type { SecretBox } from '../../security/secret-box';
import type { EndpointPolicy } from '../../security/endpoint-policy';
import { type PoliciesRepository, type WorkspacePolicies, policiesRepository } from './policies-repository';

type AiSettingsInput = z.output<typeof updateAiSettingsSchema>;

const baseUrlOf = (engine: WorkspaceEngine) => ('baseUrl' in engine ? engine.baseUrl : undefined);
const usesKey = (engine: WorkspaceEngine) => engine.provider === 'openai-compatible' || engine.provider === 'anthropic';

/**
 * A stored key goes only to the provider and address it was given for: a new provider or endpoint
 * drops it unless a new key comes with the change, so an owner cannot send a colleague's key to a
 * server of their own.
 */
function nextSealedKey(current: WorkspacePolicies, input: AiSettingsInput, seal: (key: string) => string): string | null {
  if (!usesKey(input.engine) || input.removeApiKey) return null;
  if (input.apiKey !== undefined) return seal(input.apiKey);
  const before = current.ai.engine;
  const sameEndpoint = before.provider === input.engine.provider && baseUrlOf(before) === baseUrlOf(input.engine);
  return sameEndpoint ? current.sealedApiKey : null;
}

/** Which parts an owner changed, for the audit trail; the key only as "set", "removed" or "kept". */
function describeChange(before: WorkspacePolicies, after: WorkspaceAiSettings, input: AiSettingsInput, keyAfter: string | null) {
  const changed: string[] = [];
  if (JSON.stringify(before.ai.engine) !== JSON.stringify(after.engine)) changed.push('engine');
  if (JSON.stringify(before.ai.features) !== JSON.stringify(after.features)) changed.push('features');
  if (JSON.stringify(before.ai.budget) !== JSON.stringify(after.budget)) changed.push('budget');
  if (before.ai.recordPrompts !== after.recordPrompts) changed.push('recordPrompts');
  const apiKey = input.apiKey !== undefined ? 'set' : keyAfter === null ? (before.sealedApiKey ? 'removed' : 'none') : 'kept';
  if (apiKey === 'set' || apiKey === 'removed') changed.push('apiKey');
  return { changed, engine: after.engine, previousEngine: before.ai.engine, apiKey, features: after.features, budget: after.budget, recordPrompts: after.recordPrompts };
}

export interface AiSettingsServiceDependencies {
  policies: PoliciesRepository;
  engines: AiEngines;
  secrets: SecretBox;
  endpoints: EndpointPolicy;
  audit: AuditTrail;
}

export function aiSettingsService({ policies, engines, secrets, endpoints, audit }: AiSettingsServiceDependencies) {
  const answer = (settings: WorkspaceAiSettings): AiSettingsAnswer => ({
    settings,
    deploymentEngine: describeChoice(engines.deployment).label,
    allowedEndpoints: endpoints.allowed,
  });

  const assertAllowed = (engine: WorkspaceEngine) => {
    const address = baseUrlOf(engine) ?? (engine.provider === 'anthropic' ? 'https://api.anthropic.com/v1' : undefined);
    if (address !== undefined && !endpoints.isAllowed(address)) {
      const message = GOVERNANCE_MESSAGES.endpointNotAllowed(endpoints.allowed);
      throw new ApiError(400, 'ENDPOINT_NOT_ALLOWED', message, { 'engine.baseUrl': message });
    }
  };

  return {
    async read(workspaceId: string): Promise<AiSettingsAnswer> {
      return answer((await policies.get(workspaceId)).ai);
    },

    async update(workspaceId: string, actor: AuditActor, input: AiSettingsInput): Promise<AiSettingsAnswer> {
      assertAllowed(input.engine);
      const { saved } = await audit.changeAndRecord(
        async (trx) => {
          const stored = policiesRepository(trx);
          const current = await stored.get(workspaceId);
          const sealedApiKey = nextSealedKey(current, input, (key) => secrets.seal(key));
          if (input.engine.provider === 'anthropic' && sealedApiKey === null) {
            throw new ApiError(400, 'VALIDATION_FAILED', GOVERNANCE_MESSAGES.keyRequired, { apiKey: GOVERNANCE_MESSAGES.keyRequired });
          }
          const { engine, features, budget, recordPrompts } = input;
          await stored.saveAi(workspaceId, { engine, sealedApiKey, features, budget, recordPrompts });
          const after = (await stored.get(workspaceId)).ai;
          return { saved: after, details: describeChange(current, after, input, sealedApiKey) };
        },
        ({ details }) => [{ workspaceId, actor, action: 'settings.ai_changed', target: { type: 'workspace', id: workspaceId }, details }],
      );
      return answer(saved);
    },

    /**
     * The engine a workspace's requests go to. Checked again at every request: an endpoint the
     * deployment no longer approves, or a key that cannot be opened (AUTH_SECRET changed), stops here.
     */
    choiceFor(policiesOfWorkspace: WorkspacePolicies, workspaceName: string): EngineChoice {
      const engine = policiesOfWorkspace.ai.engine;
      if (engine.provider === 'deployment') return engines.deployment;
      if (engine.provider === 'builtin') return { provider: 'builtin' };
      assertUsable(() => assertAllowed(engine), `The AI endpoint of the workspace “${workspaceName}” is no longer approved by this deployment. An owner of the workspace must choose another in its AI settings.`);
      let apiKey: string | undefined;
      if (policiesOfWorkspace.sealedApiKey !== null) {
        apiKey = assertUsable(() => secrets.open(policiesOfWorkspace.sealedApiKey!), `The AI key of the workspace “${workspaceName}” can no longer be read. An owner of the workspace must enter it again in its AI settings.`);
      }
      if (engine.provider === 'openai-compatible') return { ...engine, apiKey };
      if (apiKey === undefined) throw notConfigured(`The workspace “${workspaceName}” has no Anthropic key. An owner of the workspace must enter it in its AI settings.`);
      return { ...engine, apiKey, baseUrl: engine.baseUrl };
    },
  };
}

const notConfigured = (message: string) => new ApiError(503, 'AI_NOT_CONFIGURED', message);

function assertUsable<T>(check: () => T, message: string): T {
  try {
    return check();
  } catch {
    throw notConfigured(message);
  }
}

export type AiSettingsService = ReturnType<typeof aiSettingsService>;
