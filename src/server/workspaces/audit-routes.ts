import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { type AuditFilter, auditFilterSchema } from '../../domain/audit-api';
import { ApiError, validationError } from '../errors';
import { type WorkspaceEnv, requireWorkspaceOwner } from './workspace-access';
import { csvHeader, csvLine, jsonLine } from '../audit/audit-export-format';
import type { AuditQuery } from '../audit/audit-query';
import type { AuditTrail } from '../audit/audit-trail';

const FORMATS = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  jsonl: { contentType: 'application/x-ndjson; charset=utf-8', extension: 'jsonl' },
} as const;

function readFilter(query: Record<string, string>): AuditFilter {
  const present = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  const parsed = auditFilterSchema.safeParse(present);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The workspace's name as a file name's part: letters and digits only. */
const fileSlug = (name: string) => name.normalize('NFKD').replace(/[^\w]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase().slice(0, 40) || 'workspace';

/** /api/workspaces/:workspaceId/audit: the trail, filtered, for owners only; downloading it is itself recorded. */
export function auditRoutes(query: AuditQuery, trail: AuditTrail) {
  return new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner)
    .get('/', async (c) => c.json(await query.page(c.get('workspace').id, readFilter(c.req.query()))))
    .get('/export', async (c) => {
      const { format: formatName = 'csv', ...rest } = c.req.query();
      if (formatName !== 'csv' && formatName !== 'jsonl') {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Download the trail as csv or jsonl.', { format: 'Download the trail as csv or jsonl.' });
      }
      const filter = readFilter(rest);
      const workspace = c.get('workspace');
      const user = c.get('user');
      // Recorded before it is read, so the download holds its own entry.
      await trail.append({
        workspaceId: workspace.id,
        actor: { id: user.id, label: user.email },
        action: 'audit.exported',
        target: { type: 'workspace', id: workspace.id },
        details: { format: formatName, filter },
      });
      const format = FORMATS[formatName];
      const fileName = `audit-${fileSlug(workspace.name)}-${new Date().toISOString().slice(0, 10)}.${format.extension}`;
      c.header('Content-Type', format.contentType);
      c.header('Content-Disposition', `attachment; filename="${fileName}"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (out) => {
        if (formatName === 'csv') await out.write(csvHeader());
        for await (const entry of query.all(workspace.id, filter)) {
          await out.write(formatName === 'csv' ? csvLine(entry) : jsonLine(entry));
        }
      });
    });
}
