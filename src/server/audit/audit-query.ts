import type { Kysely, Selectable } from 'kysely';
import { AUDIT_CATEGORIES, AUDIT_PAGE_SIZE, type AuditAction, type AuditEntry, type AuditFilter, type AuditPage } from '../../domain/audit-api';
import type { AuditEntryTable, Database } from '../db/schema';

const EXPORT_PAGE = 500;

export function toAuditEntry(row: Selectable<AuditEntryTable>): AuditEntry {
  return {
    workspaceId: row.workspace_id,
    seq: Number(row.seq),
    occurredAt: row.occurred_at,
    actorId: row.actor_id,
    actor: row.actor_label,
    action: row.action as AuditAction,
    targetType: row.target_type,
    targetId: row.target_id,
    details: JSON.parse(row.details) as Record<string, unknown>,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

/** Reading a workspace's trail: a page at a time for the screen, all of it (filtered) for downloads. */
export function auditQuery(db: Kysely<Database>) {
  const filtered = (workspaceId: string, filter: AuditFilter) =>
    db
      .selectFrom('audit_entries')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .$if(filter.action !== undefined && filter.action in AUDIT_CATEGORIES, (query) => query.where('action', 'like', `${filter.action}.%`))
      .$if(filter.action !== undefined && !(filter.action in AUDIT_CATEGORIES), (query) => query.where('action', '=', filter.action!))
      .$if(filter.actor !== undefined, (query) =>
        query.where((eb) => eb.or([eb('actor_id', '=', filter.actor!), eb('actor_label', '=', filter.actor!.toLowerCase())])),
      )
      .$if(filter.from !== undefined, (query) => query.where('occurred_at', '>=', `${filter.from}T00:00:00.000Z`))
      .$if(filter.to !== undefined, (query) => query.where('occurred_at', '<', dayAfter(filter.to!)));

  return {
    /** Newest first. */
    async page(workspaceId: string, filter: AuditFilter): Promise<AuditPage> {
      const rows = await filtered(workspaceId, filter)
        .$if(filter.before !== undefined, (query) => query.where('seq', '<', filter.before!))
        .orderBy('seq', 'desc')
        .limit(AUDIT_PAGE_SIZE + 1)
        .execute();
      const entries = rows.slice(0, AUDIT_PAGE_SIZE).map(toAuditEntry);
      return { entries, nextBefore: rows.length > AUDIT_PAGE_SIZE ? (entries.at(-1)?.seq ?? null) : null };
    },

    /** Oldest first, in chain order, a page at a time. */
    async *all(workspaceId: string, filter: AuditFilter): AsyncGenerator<AuditEntry> {
      let after = 0;
      for (;;) {
        const rows = await filtered(workspaceId, filter).where('seq', '>', after).orderBy('seq').limit(EXPORT_PAGE).execute();
        for (const row of rows) yield toAuditEntry(row);
        if (rows.length < EXPORT_PAGE) return;
        after = Number(rows.at(-1)!.seq);
      }
    },

    /** Everything a person did, in any workspace: part of their own data. */
    async byActor(userId: string): Promise<AuditEntry[]> {
      const rows = await db.selectFrom('audit_entries').selectAll().where('actor_id', '=', userId).orderBy('occurred_at').execute();
      return rows.map(toAuditEntry);
    },
  };
}

export type AuditQuery = ReturnType<typeof auditQuery>;
