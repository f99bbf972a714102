import { type AiFeatureId, aiFeatureLabel } from './ai-features';
import type { AuditEntry } from './audit-api';

const text = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value));
const list = (value: unknown): string => (Array.isArray(value) ? value.map(text).join(', ') : '');
const count = (value: unknown): number => (Array.isArray(value) ? value.length : 0);
const number = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-GB') : '?');

function aiCall(details: Record<string, unknown>): string {
  const tokens = typeof details.inputTokens === 'number' && typeof details.outputTokens === 'number' ? details.inputTokens + details.outputTokens : 0;
  return [
    `${aiFeatureLabel(details.feature as AiFeatureId)} by ${text(details.engineLabel) || text(details.engine)}`,
    `${number(details.inputChars)} characters in, ${number(details.outputChars)} out`,
    `${tokens.toLocaleString('en-GB')} tokens${details.tokensEstimated ? ' (estimated)' : ''}`,
    `${number(details.durationMs)} ms`,
    text(details.outcome) + (details.errorCode ? ` (${text(details.errorCode)})` : ''),
  ].join(' · ');
}

const SUMMARIES: Partial<Record<AuditEntry['action'], (details: Record<string, unknown>, entry: AuditEntry) => string>> = {
  'auth.sign_in': (d) => `From ${text(d.ip) || 'an unknown address'}`,
  'auth.sign_in_failed': (d) => `Wrong password for ${text(d.email)} from ${text(d.ip) || 'an unknown address'}`,
  'workspace.created': (d) => `Named “${text(d.name)}”`,
  'workspace.renamed': (d) => `From “${text(d.from)}” to “${text(d.to)}”`,
  'workspace.deleted': (d) => `“${text(d.name)}” with ${number(d.journeysDeleted)} journeys`,
  'member.invited': (d) => `${text(d.email)} as ${text(d.role)}`,
  'member.joined': (d) => `As ${text(d.role)}`,
  'member.role_changed': (d) => `${text(d.email)}: ${text(d.from)} → ${text(d.to)}`,
  'member.removed': (d) => text(d.email),
  'journey.created': (d) => text(d.name),
  'journey.deleted': (d) => text(d.name),
  'journey.completed': (d) => text(d.name),
  'journey.exported': (d) => `${text(d.document)} as ${text(d.format)}`,
  'journey.moved': (d) => `${text(d.name)}: from ${text(d.from)} to ${text(d.to)}`,
  'settings.ai_changed': (d) => `Changed: ${(Array.isArray(d.changed) ? d.changed.join(', ') : '') || 'nothing'}`,
  'auth.sso_sign_in_failed': (d) => `${text(d.protocol).toUpperCase()} refused (${text(d.error)}) from ${text(d.ip) || 'an unknown address'}`,
  'auth.password_reset': (d) => `From ${text(d.ip) || 'an unknown address'}`,
  'settings.sso_changed': (d) => [text(d.change), text(d.protocol), text(d.domain)].filter(Boolean).join(': '),
  'settings.retention_changed': (d) => (d.retentionDays === null ? 'Kept until deleted by hand' : `${number(d.retentionDays)} days`),
  'ai.call': aiCall,
  'retention.warning_sent': (d) => `To ${Array.isArray(d.to) ? d.to.join(', ') : ''}`,
  'retention.deleted': (d) => `${count(d.journeys)} journeys, ${count(d.chats)} chats after ${number(d.retentionDays)} days`,
  'audit.exported': (d) => `As ${text(d.format)}`,
  'token.created': (d) => `“${text(d.name)}” (${text(d.kind)}, ${text(d.prefix)}…): ${list(d.scopes)}, expires ${text(d.expiresAt).slice(0, 10)}`,
  'token.revoked': (d) => `“${text(d.name)}” (${text(d.kind)}, ${text(d.prefix)}…)`,
  'token.used': (d) => `“${text(d.name)}”: ${text(d.method)} ${text(d.path)} → ${number(d.status)} from ${text(d.ip) || 'an unknown address'}`,
  'webhook.created': (d) => `${text(d.kind)} to ${text(d.address)}`,
  'webhook.updated': (d) => `${text(d.address)}: ${Object.keys((d.changes as object | null) ?? {}).join(', ')}`,
  'webhook.deleted': (d) => text(d.address),
  'webhook.secret_rotated': (d) => text(d.address),
  'jira.connected': (d) => `${text(d.project)} on ${text(d.site)}${d.tokenReplaced ? ', new token' : ''}`,
  'jira.disconnected': (d) => `${text(d.project)} on ${text(d.site)}`,
  'jira.sent': (d) => `${text(d.name)}: epic ${text(d.epic)}, ${number(d.created)} created, ${number(d.updated)} updated`,
};

/** One line about an entry for the audit screen; the download keeps every detail. */
export function summarizeAuditEntry(entry: AuditEntry): string {
  return SUMMARIES[entry.action]?.(entry.details, entry) ?? '';
}
