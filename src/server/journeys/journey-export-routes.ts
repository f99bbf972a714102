import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { journeyExportSchema } from '../../domain/audit-api';
import type { Database } from '../db/schema';
import { readJson } from '../http/validate';
import { type JourneyEnv, journeyAccess } from '../workspaces/workspace-access';
import type { AuditTrail } from '../audit/audit-trail';

/**
 * POST /api/journeys/:id/exports: the output screens build their files in the browser, so they say
 * here, before handing a file over, that a journey leaves the app. Any member who may read the
 * journey may export it; another workspace's journey answers 404. If the entry cannot be written the
 * answer is an error and the screen does not hand the file over.
 */
export function journeyExportRoutes(db: Kysely<Database>, audit: AuditTrail) {
  return new Hono<JourneyEnv>().post('/:id/exports', journeyAccess(db), async (c) => {
    const { format, document } = await readJson(c, journeyExportSchema);
    const access = c.get('journeyAccess');
    const user = c.get('user');
    await audit.append({
      workspaceId: access.workspaceId,
      actor: { id: user.id, label: user.email },
      action: 'journey.exported',
      target: { type: 'journey', id: access.journeyId },
      details: { format, document, role: access.role },
    });
    return c.body(null, 204);
  });
}
