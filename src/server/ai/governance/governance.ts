import type { Context } from 'hono';
import type { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { aiEngines, describeChoice } from '../create-engine';
import type { AuditTrail } from '../../audit/audit-trail';
import { auditQuery } from '../../audit/audit-query';
import { auditRoutes } from '../../workspaces/audit-routes';
import { DEFAULT_ALLOWED_ENDPOINTS, type AppConfig } from '../../config/index';
import type { AppDatabase } from '../../db/database';
import type { Logger } from '../../logger';
import { secretBox } from '../../security/secret-box';
import type { WorkspaceEnv } from '../../workspaces/workspace-access';
import { workspacesRepository } from '../../workspaces/workspaces-repository';
import { aiSettingsService } from './ai-settings-service';
import { aiUsageRepository } from './ai-usage-repository';
import { endpointPolicy } from '../../security/endpoint-policy';
import { governedAi, governingWorkspace } from './governed-ai';
import { aiSettingsRoutes, aiUsageRoutes, retentionRoutes } from './governance-routes';
import { policiesRepository } from './policies-repository';

/** The secret box's purpose for workspace engine keys: a key sealed for one purpose opens for no other. */
export const WORKSPACE_AI_KEY_PURPOSE = 'workspace-ai-keys';

/** Everything an administrator governs, made once per app: AI controls, usage, retention, the audit trail's reading side. */
export function createGovernance(config: AppConfig, database: AppDatabase, audit: AuditTrail, logger: Logger) {
  const db = database.db;
  const engines = aiEngines(config.ai, logger);
  const policies = policiesRepository(db);
  const workspaces = workspacesRepository(db);
  const usage = aiUsageRepository(db);
  const endpoints = endpointPolicy(config.ai.allowedEndpoints ?? DEFAULT_ALLOWED_ENDPOINTS, config.ai.baseUrl);
  const settings = aiSettingsService({ policies, engines, secrets: secretBox(config.authSecret, WORKSPACE_AI_KEY_PURPOSE), endpoints, audit });
  const governed = governedAi({ db, workspaces, policies, settings, engines, usage, audit, logger });

  /** GET /api/ai/status?workspaceId=&journeyId=: the engine that would answer there, and the features on. */
  const status = async (c: Context<AppEnv>) => {
    const named = { journeyId: c.req.query('journeyId') || undefined, workspaceId: c.req.query('workspaceId') || undefined };
    const workspace = await governingWorkspace({ db, workspaces }, c.get('user').id, named);
    const stored = await policies.get(workspace.id);
    return c.json({ ...describeChoice(settings.choiceFor(stored, workspace.name)), workspaceId: workspace.id, features: stored.ai.features });
  };

  /** Mounted under /api/workspaces/:workspaceId, after the membership check; each is owner-only. */
  const ownerRoutes: Array<[path: string, routes: Hono<WorkspaceEnv>]> = [
    ['/ai-settings', aiSettingsRoutes(settings)],
    ['/ai-usage', aiUsageRoutes(usage, policies)],
    ['/retention', retentionRoutes(policies, audit)],
    ['/audit', auditRoutes(auditQuery(db), audit)],
  ];

  return { engines, policies, usage, settings, governed, status, ownerRoutes };
}

export type Governance = ReturnType<typeof createGovernance>;
