import { MESSAGES } from '../../../../domain/journey-action-fit';
import type { RejectedChange } from '../../../../domain/journey-live';
import { ideaOfTextKey } from '../../../../domain/journey-text-fields';

const MAX_RETRY_DELAY_MS = 30_000;

/** The wait before the next try: doubling with each failure, and never shorter than the server asked. */
export function retryDelay(failures: number, serverAskedMs = 0): number {
  return Math.max(Math.min(1000 * 2 ** (failures - 1), MAX_RETRY_DELAY_MS), serverAskedMs);
}

/**
 * What a failed send means: one action refused (the rest go again), content the server will not
 * store until it is changed, no right to save (signed out, a viewer, no longer a member), or a
 * passing failure to retry.
 */
export function failureOutcome(error: { status: number; body?: unknown }, sentActions: boolean): 'rejected' | 'refused' | 'signed-out' | 'read-only' | 'retry' {
  if (error.status === 409 && sentActions && isRejection(error.body)) return 'rejected';
  if (error.status === 400) return 'refused';
  if (error.status === 401) return 'signed-out';
  if (error.status === 403 || error.status === 404) return 'read-only';
  return 'retry';
}

/** A 409 that names the one action of the batch the journey could not take. */
export function isRejection(body: unknown): body is { rejected: RejectedChange } {
  const rejected = (body as { rejected?: Partial<RejectedChange> } | undefined)?.rejected;
  return (typeof rejected?.index === 'number' || rejected?.index === null) && typeof rejected.message === 'string';
}

/**
 * The typing of a batch that goes no further after a refusal: the refused field's, and when its
 * idea is gone, that of every field of the idea (they would each be refused in turn).
 */
export function refusedTextKeys(sentKeys: readonly string[], rejected: RejectedChange): Set<string> {
  if (rejected.textKey === undefined) return new Set();
  const ideaId = ideaOfTextKey(rejected.textKey);
  const ideaGone = ideaId !== null && (rejected.removed !== undefined || rejected.message === MESSAGES.ideaGone);
  return new Set(ideaGone ? sentKeys.filter((key) => ideaOfTextKey(key) === ideaId) : [rejected.textKey]);
}
