import { auditFilterSchema } from '../../domain/audit-api';
import { z } from '../../domain/zod';
import { op } from './api-operation';

/** What a workspace's tools read: its portfolio and, for owners, its audit trail. */
export const workspaceOperations = [
  op({
    method: 'get',
    path: '/api/portfolio',
    tag: 'Portfolio',
    summary: 'Read the Real-Win-Worth standing of every journey in a workspace',
    scope: 'portfolio:read',
    roles: 'any member',
    query: z.object({ workspaceId: z.string().optional() }),
    success: {
      status: 200,
      description: 'Every journey with its outcome, scores, decision, risk and open questions.',
      example: { journeys: [{ id: '{id}', name: 'Faster card disputes', outcome: 'go', realScore: 8, winScore: 7, worthScore: 6, decision: 'go' }] },
    },
  }),
  op({
    method: 'get',
    path: '/api/workspaces/{workspaceId}/audit',
    tag: 'Audit',
    summary: 'Read the workspace’s audit trail, a page at a time',
    scope: 'audit:read',
    roles: 'owners',
    query: auditFilterSchema,
    success: { status: 200, description: 'Entries, newest first.', example: { entries: [{ seq: 12, occurredAt: '2026-11-26T09:00:00.000Z', actor: 'ana@bank.example', action: 'journey.created' }] } },
  }),
  op({
    method: 'get',
    path: '/api/workspaces/{workspaceId}/audit/export',
    tag: 'Audit',
    summary: 'Download the audit trail as CSV or JSON lines',
    description: 'Each JSON line carries the hash chain, so anyone can check it (see the README).',
    scope: 'audit:read',
    roles: 'owners',
    query: auditFilterSchema.extend({ format: z.enum(['csv', 'jsonl']).default('csv') }),
    success: { status: 200, description: 'The file; the download is recorded on the trail.', contentType: 'text/csv' },
  }),
];
