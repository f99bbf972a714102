import { coalesceActions } from '../../../../domain/journey-action-coalesce';
import type { SharedJourneyAction } from '../../../../domain/journey-actions';
import type { RejectedChange } from '../../../../domain/journey-live';
import { journeyReducer } from '../../../../domain/journey-reducer';
import type { JourneyState } from '../../../../domain/journey-state';
import { isTextOnlyChange, textFieldChanges } from '../../../../domain/journey-text-changes';
import { readTextField } from '../../../../domain/journey-text-fields';
import { JourneySharedTexts, type SavedSharedTexts, type TextEditHint } from './journey-shared-texts';
import { refusedTextKeys } from './journey-sync-rules';
import type { SyncStart, UnsentBatch } from './journey-sync-types';

/**
 * What this device has not had confirmed yet: the batch on its way (at most one), the actions made
 * since, and the typing in the shared texts. JourneySync decides when to send; this keeps what.
 */
/** A batch on its way; `ackAtVersion` once the server applied it at a version this device has not reached. */
export type BatchInFlight = UnsentBatch & { ackAtVersion?: number };

export class JourneyOutbox {
  inFlight: BatchInFlight | null;
  pending: SharedJourneyAction[];
  readonly texts: JourneySharedTexts;

  constructor(unsent: SyncStart['unsent']) {
    this.inFlight = unsent?.inFlight ?? null;
    this.pending = unsent?.pending ?? [];
    this.texts = new JourneySharedTexts(unsent?.texts);
  }

  /** What the local draft keeps so nothing is lost if the page closes now. */
  get saved(): { inFlight: UnsentBatch | null; pending: SharedJourneyAction[]; texts: SavedSharedTexts } {
    const inFlight = this.inFlight && { batchId: this.inFlight.batchId, actions: this.inFlight.actions, ...(this.inFlight.text ? { text: this.inFlight.text } : {}) };
    return { inFlight, pending: [...this.pending], texts: this.texts.save() };
  }

  hasUnsent(): boolean {
    return this.inFlight !== null || this.pending.length > 0 || this.texts.hasUnsent();
  }

  /**
   * A change made on this screen, on top of what it shows: its effect on text fields goes into their
   * shared texts (with the hint, from the text the person saw when they typed); an action that only
   * typed is not kept as an action at all, since its typing travels as text.
   */
  record(shown: JourneyState, action: SharedJourneyAction, hint?: TextEditHint): void {
    const after = journeyReducer(shown, action);
    const { changed } = textFieldChanges(shown, after);
    for (const key of changed) this.texts.edit(key, readTextField(shown, key)!, readTextField(after, key)!, changed.length === 1 ? hint : undefined);
    if (!isTextOnlyChange(shown, after, changed)) this.pending.push(action);
  }

  /**
   * Texts written while the new journey was on its way to the server were kept as actions: they
   * become typing into the journey's shared texts, from the state the server created.
   */
  typeWhatWasWrittenMeanwhile(created: JourneyState): void {
    const written = [...this.pending].reduce(journeyReducer, created);
    for (const key of textFieldChanges(created, written).changed) {
      this.texts.edit(key, readTextField(created, key)!, readTextField(written, key)!);
    }
  }

  /** The actions not confirmed yet, in the order they were made: shown on top of the server's state. */
  unconfirmedActions(): SharedJourneyAction[] {
    return [...(this.inFlight?.actions ?? []), ...this.pending];
  }

  /** Everything waiting becomes the batch in flight: the actions, folded, and the typing since the server's state. */
  sendNext(batchId: string): BatchInFlight {
    this.inFlight = { batchId, actions: coalesceActions(this.pending), text: this.texts.takeUnsent() };
    this.pending = [];
    return this.inFlight;
  }

  /** The server refused one action or text of the batch: the rest wait to go again. Answers the refused action and words. */
  dropRejected(batch: UnsentBatch, rejected: RejectedChange): { action?: SharedJourneyAction; typed?: string } {
    const action = rejected.index === null ? undefined : batch.actions[rejected.index];
    const rest = batch.actions.filter((_, index) => index !== rejected.index);
    this.inFlight = null;
    this.pending = [...rest, ...this.pending];
    const refused = refusedTextKeys(Object.keys(batch.text ?? {}), rejected);
    this.texts.markUnsent(Object.keys(batch.text ?? {}).filter((key) => !refused.has(key)));
    const typed = rejected.textKey === undefined ? undefined : this.texts.textOf(rejected.textKey);
    return { action, typed };
  }

  /** The refused batch rejoins the queue; with the user's new change folded in, it is sent anew. */
  requeueInFlight(): void {
    if (this.inFlight) {
      this.pending = [...this.inFlight.actions, ...this.pending];
      this.texts.markUnsent(Object.keys(this.inFlight.text ?? {}));
    }
    this.inFlight = null;
  }
}
