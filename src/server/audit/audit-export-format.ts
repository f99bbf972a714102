import type { AuditEntry } from '../../domain/audit-api';
import { csvCell } from '../../domain/csv';

export const CSV_COLUMNS = ['seq', 'occurred_at', 'actor', 'actor_id', 'action', 'target_type', 'target_id', 'details', 'prev_hash', 'hash'] as const;

export function csvHeader(): string {
  return `${CSV_COLUMNS.join(',')}\r\n`;
}

export function csvLine(entry: AuditEntry): string {
  return (
    [
      entry.seq,
      entry.occurredAt,
      entry.actor,
      entry.actorId,
      entry.action,
      entry.targetType,
      entry.targetId,
      JSON.stringify(entry.details),
      entry.prevHash,
      entry.hash,
    ]
      .map(csvCell)
      .join(',') + '\r\n'
  );
}

/**
 * One entry a line, with the fields exactly as hashed (details as its stored JSON text), so anyone
 * can check the chain from the download alone: sha256 of
 * [1, workspace_id, seq, occurred_at, actor_id, actor_label, action, target_type, target_id, details, prev_hash].
 */
export function jsonLine(entry: AuditEntry): string {
  return `${JSON.stringify({
    workspace_id: entry.workspaceId,
    seq: entry.seq,
    occurred_at: entry.occurredAt,
    actor_id: entry.actorId,
    actor_label: entry.actor,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    details: JSON.stringify(entry.details),
    prev_hash: entry.prevHash,
    hash: entry.hash,
  })}\n`;
}
