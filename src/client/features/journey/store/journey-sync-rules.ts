import { textFieldsWritten } from '../../../../domain/journey-action-summary';
import type { SharedJourneyAction } from '../../../../domain/journey-actions';
import type { JourneyChange, RejectedChange } from '../../../../domain/journey-live';
import type { JourneyState } from '../../../../domain/journey-state';

/** Someone else wrote a text field the user had just written: the later one wins, and they hear who. */
export interface OverwrittenField {
  by: string;
  label: string;
}

/** A local write this recent, overwritten by someone else, is worth telling the user about. */
const OVERWRITE_NOTICE_MS = 15_000;
const MAX_RETRY_DELAY_MS = 30_000;

/** The text fields this device wrote lately, to tell the user when someone's later write replaced one. */
export class OverwriteWatch {
  private readonly writtenAt = new Map<string, number>();

  wrote(state: JourneyState, action: SharedJourneyAction): void {
    for (const field of textFieldsWritten(state, action)) this.writtenAt.set(field.key, Date.now());
  }

  /**
   * The fields of ours that someone else's applied change has just replaced. One of ours still to be
   * sent is applied after theirs and wins, so it is no news; theirs came after ours, and wins.
   */
  overwritten(confirmed: JourneyState, change: JourneyChange & { kind: 'actions' }, unsent: readonly SharedJourneyAction[]): OverwrittenField[] {
    if (!change.by) return [];
    const unsentKeys = new Set(unsent.flatMap((action) => textFieldsWritten(confirmed, action).map((field) => field.key)));
    const fields: OverwrittenField[] = [];
    for (const action of change.actions) {
      for (const field of textFieldsWritten(confirmed, action)) {
        const at = this.writtenAt.get(field.key);
        if (at === undefined || unsentKeys.has(field.key) || Date.now() - at > OVERWRITE_NOTICE_MS) continue;
        this.writtenAt.delete(field.key);
        fields.push({ by: change.by.name, label: field.label });
      }
    }
    return fields;
  }
}

export function retryDelay(failures: number): number {
  return Math.min(1000 * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);
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
  return typeof rejected?.index === 'number' && typeof rejected.message === 'string';
}
