import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AuditEntryTable } from '../db/schema';

/** The "entry before" of a chain's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The stored fields an entry's hash covers, exactly as they are kept in the database. */
export type HashedFields = Omit<AuditEntryTable, 'hash'>;

/**
 * SHA-256 over the entry's fields and the hash of the entry before it. Plain SHA-256, so anyone
 * holding a JSON-lines download can check the chain without a secret of ours.
 */
export function entryHash(fields: HashedFields): string {
  const canonical = JSON.stringify([
    1,
    fields.workspace_id,
    fields.seq,
    fields.occurred_at,
    fields.actor_id,
    fields.actor_label,
    fields.action,
    fields.target_type,
    fields.target_id,
    fields.details,
    fields.prev_hash,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Seals each chain's head with a key derived from AUTH_SECRET: someone who can write to the database
 * but does not hold the secret cannot cut entries off the end, or rebuild a chain, unnoticed.
 */
export function headSealer(authSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'innovation-studio', 'audit-chain-head', 32));
  const seal = (workspaceId: string, seq: number, hash: string) =>
    createHmac('sha256', key).update(`${workspaceId}\n${seq}\n${hash}`).digest('hex');
  return {
    seal,
    matches(workspaceId: string, seq: number, hash: string, sealed: string): boolean {
      const expected = Buffer.from(seal(workspaceId, seq, hash), 'hex');
      const given = Buffer.from(sealed, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type HeadSealer = ReturnType<typeof headSealer>;
