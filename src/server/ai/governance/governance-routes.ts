import { Hono } from 'hono';
import type { AiUsageReport } from '../../../domain/ai-governance-api';
import { retentionSettingsSchema, updateAiSettingsSchema, usageMonthSchema } from '../../../domain/ai-governance-api';
import type { AuditTrail } from '../../audit/audit-trail';
import { validationError } from '../../errors';
import { readJson } from '../../http/validate';
import { type WorkspaceEnv, requireWorkspaceOwner } from '../../workspaces/workspace-access';
import type { AiSettingsService } from './ai-settings-service';
import { type AiUsageRepository, monthOf, usageReport } from './ai-usage-repository';
import { type PoliciesRepository, policiesRepository } from './policies-repository';

const actorOf = (c: { get(key: 'user'): { id: string; email: string } }) => {
  const user = c.get('user');
  return { id: user.id, label: user.email };
};

/** /api/workspaces/:workspaceId/ai-settings: engine, key, feature switches, budgets, prompt recording. */
export function aiSettingsRoutes(settings: AiSettingsService) {
  return new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner)
    .get('/', async (c) => c.json(await settings.read(c.get('workspace').id)))
    .put('/', async (c) => {
      const input = await readJson(c, updateAiSettingsSchema);
      return c.json(await settings.update(c.get('workspace').id, actorOf(c), input));
    });
}

/** /api/workspaces/:workspaceId/ai-usage?month=YYYY-MM: use by day, feature and person, and the budgets. */
export function aiUsageRoutes(usage: AiUsageRepository, policies: PoliciesRepository) {
  return new Hono<WorkspaceEnv>().use('*', requireWorkspaceOwner).get('/', async (c) => {
    const parsed = usageMonthSchema.safeParse(c.req.query('month') || undefined);
    if (!parsed.success) throw validationError(parsed.error);
    const month = parsed.data ?? monthOf(new Date());
    const workspaceId = c.get('workspace').id;
    const [rows, stored] = await Promise.all([usage.rowsOfMonth(workspaceId, month), policies.get(workspaceId)]);
    const report: AiUsageReport = { ...usageReport(month, rows), budget: stored.ai.budget };
    return c.json(report);
  });
}

/** /api/workspaces/:workspaceId/retention: how long untouched journeys and chats are kept. */
export function retentionRoutes(policies: PoliciesRepository, trail: AuditTrail) {
  return new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner)
    .get('/', async (c) => c.json({ retentionDays: (await policies.get(c.get('workspace').id)).retentionDays }))
    .put('/', async (c) => {
      const { retentionDays } = await readJson(c, retentionSettingsSchema);
      const workspaceId = c.get('workspace').id;
      await trail.changeAndRecord(
        async (trx) => {
          const stored = policiesRepository(trx);
          const before = (await stored.get(workspaceId)).retentionDays;
          await stored.saveRetention(workspaceId, retentionDays);
          return before;
        },
        (before) => [
          {
            workspaceId,
            actor: actorOf(c),
            action: 'settings.retention_changed',
            target: { type: 'workspace', id: workspaceId },
            details: { retentionDays, previousRetentionDays: before },
          },
        ],
      );
      return c.json({ retentionDays });
    });
}
