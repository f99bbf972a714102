import { z } from './zod';

/**
 * What the audit trail records, by action. Entries are kept per workspace; the trail is
 * append-only and each entry carries the hash of the one before (server/audit).
 */
export const AUDIT_ACTIONS = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed sign-in',
  'auth.sso_sign_in_failed': 'Failed single sign-on',
  'auth.password_changed': 'Password changed',
  'auth.password_reset': 'Password reset by e-mail link',
  'workspace.created': 'Workspace created',
  'workspace.renamed': 'Workspace renamed',
  'workspace.deleted': 'Workspace deleted',
  'member.invited': 'Member invited',
  'member.invitation_revoked': 'Invitation revoked',
  'member.joined': 'Member joined',
  'member.role_changed': 'Role changed',
  'member.removed': 'Member removed',
  'member.left': 'Member left',
  'journey.created': 'Journey created',
  'journey.deleted': 'Journey deleted',
  'journey.completed': 'Journey completed',
  'journey.exported': 'Journey exported',
  'journey.moved': 'Journey moved',
  'settings.ai_changed': 'AI settings changed',
  'settings.retention_changed': 'Retention changed',
  'settings.sso_changed': 'Single sign-on changed',
  'ai.call': 'AI call',
  'retention.warning_sent': 'Deletion warning sent',
  'retention.deleted': 'Deleted by retention',
  'audit.exported': 'Audit trail downloaded',
  'account.data_exported': 'Personal data downloaded',
  'token.created': 'API token created',
  'token.revoked': 'API token revoked',
  'token.used': 'API token used',
  'webhook.created': 'Webhook added',
  'webhook.updated': 'Webhook changed',
  'webhook.deleted': 'Webhook removed',
  'webhook.secret_rotated': 'Webhook signing secret rotated',
  'jira.connected': 'Jira connected',
  'jira.disconnected': 'Jira disconnected',
  'jira.sent': 'Sent to Jira',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** The groups the filter offers: an action's prefix ("auth", "member"...). */
export const AUDIT_CATEGORIES = {
  auth: 'Sign-ins',
  workspace: 'Workspace',
  member: 'Members',
  journey: 'Journeys',
  settings: 'Settings',
  ai: 'AI calls',
  retention: 'Retention',
  audit: 'Audit trail',
  account: 'Account',
  token: 'API tokens',
  webhook: 'Webhooks',
  jira: 'Jira',
} as const;
export type AuditCategory = keyof typeof AUDIT_CATEGORIES;

/** The formats a journey is exported in: the downloads of the output screens, and copying their text. */
export const JOURNEY_EXPORT_FORMATS = ['pptx', 'docx', 'md', 'png', 'copy'] as const;
export const journeyExportSchema = z.object({
  format: z.enum(JOURNEY_EXPORT_FORMATS, { message: 'Name the export format: pptx, docx, md, png or copy.' }),
  /** Which output it was: the pitch, the requirements document or the infographic. */
  document: z.enum(['pitch', 'brd', 'infographic'], { message: 'Name the document: pitch, brd or infographic.' }),
});
export type JourneyExport = z.infer<typeof journeyExportSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Give dates as YYYY-MM-DD.');

/** The filter of GET /api/workspaces/:id/audit and its CSV and JSON-lines downloads. */
export const auditFilterSchema = z.object({
  action: z
    .string()
    .refine((value) => value in AUDIT_ACTIONS || value in AUDIT_CATEGORIES, 'Choose an action or a group of actions.')
    .optional(),
  actor: z.string().trim().max(320).optional(),
  from: day.optional(),
  to: day.optional(),
  /** Entries before this sequence number (the next page). */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const AUDIT_PAGE_SIZE = 50;

export interface AuditEntry {
  workspaceId: string;
  seq: number;
  occurredAt: string;
  actorId: string | null;
  /** The actor's e-mail address at the time, or "system" for the retention job. */
  actor: string;
  action: AuditAction;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  prevHash: string;
  hash: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next page; null at the start of the trail. */
  nextBefore: number | null;
}
