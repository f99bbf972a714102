import type { Transaction } from 'kysely';
import type { AuditAction } from '../../domain/audit-api';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { isStorageFull } from '../db/storage-full';
import type { Logger } from '../logger';
import { GENESIS_HASH, type HeadSealer, entryHash, headSealer } from './audit-hash';

export interface AuditActor {
  /** Null for the system itself (the retention job). */
  id: string | null;
  /** The actor's e-mail address at the time of the action. */
  label: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, label: 'system' };

export interface NewAuditEntry {
  workspaceId: string;
  actor: AuditActor;
  action: AuditAction;
  target?: { type: string; id: string };
  /** Plain JSON; never a secret (keys, tokens, passwords). */
  details?: Record<string, unknown>;
}

async function appendInTransaction(
  trx: Transaction<Database>,
  dialect: AppDatabase['dialect'],
  sealer: HeadSealer,
  entry: NewAuditEntry,
): Promise<void> {
  const workspaceId = entry.workspaceId;
  await trx
    .insertInto('audit_chain_heads')
    .values({ workspace_id: workspaceId, seq: 0, hash: GENESIS_HASH, seal: sealer.seal(workspaceId, 0, GENESIS_HASH) })
    .onConflict((oc) => oc.column('workspace_id').doNothing())
    .execute();
  const headQuery = trx.selectFrom('audit_chain_heads').select(['seq', 'hash']).where('workspace_id', '=', workspaceId);
  // On PostgreSQL the head's row lock makes appends to one chain wait for each other, across
  // processes; SQLite runs one transaction at a time anyway (and has no FOR UPDATE).
  const head = await (dialect === 'postgres' ? headQuery.forUpdate() : headQuery).executeTakeFirstOrThrow();
  const fields = {
    workspace_id: workspaceId,
    seq: head.seq + 1,
    occurred_at: new Date().toISOString(),
    actor_id: entry.actor.id,
    actor_label: entry.actor.label,
    action: entry.action,
    target_type: entry.target?.type ?? null,
    target_id: entry.target?.id ?? null,
    details: JSON.stringify(entry.details ?? {}),
    prev_hash: head.hash,
  };
  const hash = entryHash(fields);
  await trx.insertInto('audit_entries').values({ ...fields, hash }).execute();
  await trx
    .updateTable('audit_chain_heads')
    .set({ seq: fields.seq, hash, seal: sealer.seal(workspaceId, fields.seq, hash) })
    .where('workspace_id', '=', workspaceId)
    .execute();
}

/** One chain's head at a time, in workspace order: two changes that each touch two chains never wait on each other crosswise. */
function inChainOrder(entries: NewAuditEntry[]): NewAuditEntry[] {
  return [...entries].sort((a, b) => (a.workspaceId < b.workspaceId ? -1 : a.workspaceId > b.workspaceId ? 1 : 0));
}

/**
 * The one way to put an entry on a workspace's audit trail. Entries are only ever appended; each
 * holds the hash of the one before, and `npm run audit:verify` walks the chains.
 */
export function auditTrail(database: AppDatabase, authSecret: string, logger: Logger) {
  const sealer = headSealer(authSecret);
  const appendIn = async (trx: Transaction<Database>, entries: NewAuditEntry[]) => {
    for (const entry of inChainOrder(entries)) await appendInTransaction(trx, database.dialect, sealer, entry);
  };
  const append = (entry: NewAuditEntry) => database.db.transaction().execute((trx) => appendIn(trx, [entry]));

  const record = async (entry: NewAuditEntry) => {
    try {
      await append(entry);
    } catch (error) {
      // The event has already happened: the log keeps what the trail could not.
      // A full disk is named once by the storage watch, not with a stack per entry.
      const why = isStorageFull(error) ? { cause: 'the database storage is full' } : { err: error };
      logger.error({ ...why, audit: { ...entry, details: entry.details ?? {} } }, 'could not write an audit entry');
    }
  };

  return {
    /**
     * Makes a change and appends the entries it names in one transaction, so a crash or a failed
     * write leaves both or neither. The chain's head is taken inside that transaction, after the
     * change's own rows: appends to one chain follow each other in commit order. `entriesOf` may
     * name none (the change turned out to change nothing).
     */
    async changeAndRecord<T>(change: (trx: Transaction<Database>) => Promise<T>, entriesOf: (result: T) => NewAuditEntry[]): Promise<T> {
      return database.db.transaction().execute(async (trx) => {
        const result = await change(trx);
        await appendIn(trx, entriesOf(result));
        return result;
      });
    },
    /** Appends inside a transaction the caller holds (one that a library opened, or that does more). */
    appendIn,
    /** Appends, or rejects: for events that must not go ahead unrecorded (exports). */
    append,
    /** Appends an event that changed no data of ours (a sign-in, an AI call); a failure is logged with the entry, never thrown. */
    record,
    /** The same entry on the trail of every workspace the user belongs to (sign-ins, password changes). */
    async recordForUser(userId: string, entry: Omit<NewAuditEntry, 'workspaceId'>): Promise<void> {
      const memberships = await database.db
        .selectFrom('workspace_members')
        .select('workspace_id')
        .where('user_id', '=', userId)
        .orderBy('workspace_id')
        .execute()
        .catch((error: unknown) => {
          logger.error({ err: error, audit: entry }, 'could not find the workspaces for an audit entry');
          return [];
        });
      // One transaction per chain: a failure on one chain does not cost the others their entry.
      for (const { workspace_id } of memberships) await record({ ...entry, workspaceId: workspace_id });
    },
  };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
