import { coalesceActions } from '../../../../domain/journey-action-coalesce';
import type { SharedJourneyAction } from '../../../../domain/journey-actions';
import type { Journey } from '../../../../domain/journey-api';
import { type JourneyChange, type RejectedChange, applyChange } from '../../../../domain/journey-live';
import { journeyReducer } from '../../../../domain/journey-reducer';
import type { JourneyState } from '../../../../domain/journey-state';
import { isTextOnlyChange, textFieldChanges } from '../../../../domain/journey-text-changes';
import { readTextField } from '../../../../domain/journey-text-fields';
import { MESSAGES } from '../../../../domain/journey-action-fit';
import { ideasRemoved, missingIdeaOf } from '../../../../domain/journey-action-targets';
import { ChangeSequence } from './change-sequence';
import { JourneySharedTexts, type SavedSharedTexts, type TextEditHint } from './journey-shared-texts';
import { failureOutcome, isRejection, refusedTextKeys, retryDelay } from './journey-sync-rules';
import type { SyncCallbacks, SyncError, SyncStart, SyncTransport, UnsentBatch } from './journey-sync-types';
import type { SaveStatus } from './save-status-kind';

export type { SyncCallbacks, SyncError, SyncStart, SyncTransport, UnsentBatch } from './journey-sync-types';

/**
 * A change goes at once when nothing is on its way; keystrokes made while a batch is on its way
 * travel together in the next one. So an edit reaches others in one round trip, and a fast typist
 * sends one batch per round trip, not one per key.
 */
export const FLUSH_DELAY_MS = 0;
/** A gap in the versions received that lasts this long is filled by asking the server. */
const GAP_WAIT_MS = 400;

/**
 * One open journey kept in step with the server: the state shown is the server's confirmed state
 * with this device's unconfirmed actions applied on top. Actions go to the server in batches, one
 * at a time and in order; everyone's applied changes come back (from the event stream or the
 * answer) and are applied in version order with the same reducer, so every screen converges.
 */
export class JourneySync {
  journeyId: string | null;
  version: number;
  status: SaveStatus = 'idle';
  private confirmed: JourneyState;
  private inFlight: (UnsentBatch & { ackAtVersion?: number }) | null;
  private pending: SharedJourneyAction[];
  private view: JourneyState;
  private readonly arrived = new ChangeSequence();
  /** Ideas others removed while this screen was open: who and when, for a change that comes too late. */
  private readonly removedIdeas = new Map<string, { by: string | null; at: string }>();
  private readonly texts: JourneySharedTexts;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private gapTimer: ReturnType<typeof setTimeout> | undefined;
  private sending = false;
  private failures = 0;
  private serverAskedWaitMs = 0;
  private halted = false;
  private closed = false;
  private settledWaiters: Array<(ok: boolean) => void> = [];

  constructor(
    start: SyncStart,
    private readonly transport: SyncTransport,
    private readonly callbacks: SyncCallbacks,
  ) {
    this.journeyId = start.journeyId;
    this.version = start.version ?? 0;
    this.confirmed = start.state;
    this.inFlight = start.unsent?.inFlight ?? null;
    this.pending = start.unsent?.pending ?? [];
    this.texts = new JourneySharedTexts(start.unsent?.texts);
    if (start.texts) this.texts.adopt(start.texts);
    this.view = this.computeView();
    if (this.hasUnsent() || (!this.journeyId && callbacks.worthCreating(this.view))) this.schedule(0);
  }

  get state(): JourneyState {
    return this.view;
  }

  /** What the local draft keeps so nothing is lost if the page closes now. */
  get unsent(): { inFlight: UnsentBatch | null; pending: SharedJourneyAction[]; texts: SavedSharedTexts } {
    const inFlight = this.inFlight && { batchId: this.inFlight.batchId, actions: this.inFlight.actions, ...(this.inFlight.text ? { text: this.inFlight.text } : {}) };
    return { inFlight, pending: [...this.pending], texts: this.texts.save() };
  }

  /** The server's state as last confirmed; for a journey not created yet, the local one. */
  get confirmedState(): JourneyState {
    return this.journeyId ? this.confirmed : this.view;
  }

  hasUnsent(): boolean {
    return this.inFlight !== null || this.pending.length > 0 || this.texts.hasUnsent();
  }

  /** What this device's document of a text field reads now, the person's unsent typing included. */
  typedText(key: string): string | undefined {
    return this.texts.textOf(key);
  }

  /**
   * A change made on this screen. Its effect on text fields goes into their shared texts (with the
   * hint, from the text the person saw when they typed); an action that only typed is not sent as
   * an action at all, since its typing travels as text.
   */
  dispatch(action: SharedJourneyAction, hint?: TextEditHint): void {
    if (this.closed) return;
    const gone = this.journeyId ? missingIdeaOf(this.view, action) : undefined;
    if (gone !== undefined) return this.refuseForGoneIdea(gone, action);
    if (!this.journeyId && !this.sending) {
      this.confirmed = journeyReducer(this.confirmed, action);
    } else if (!this.journeyId) {
      this.pending.push(action);
    } else {
      const before = this.view;
      const after = journeyReducer(before, action);
      const { changed } = textFieldChanges(before, after);
      for (const key of changed) this.texts.edit(key, readTextField(before, key)!, readTextField(after, key)!, changed.length === 1 ? hint : undefined);
      if (!isTextOnlyChange(before, after, changed)) this.pending.push(action);
    }
    if (this.halted && this.status === 'refused') this.resumeAfterRefusal();
    this.view = this.computeView();
    this.setStatus(this.halted ? this.status : 'pending');
    this.schedule(FLUSH_DELAY_MS);
  }

  /**
   * A change to an idea this screen already knows is gone (someone removed it while the person was
   * editing it) is not sent: the person hears at once who removed it, and gets their words back.
   */
  private refuseForGoneIdea(ideaId: string, action: SharedJourneyAction): void {
    const removed = this.removedIdeas.get(ideaId);
    this.callbacks.onRejected?.({ index: null, message: MESSAGES.ideaGone, action, ...(removed ? { removed } : {}) });
  }

  /** A change from the event stream or an answer; applied in version order, gaps filled from the server. */
  receive(change: JourneyChange): void {
    if (this.closed || !this.journeyId) return;
    this.arrived.add(change, this.version);
    this.drain();
  }

  /** Reads what happened since this device's version (after reconnecting, or a gap). */
  async catchUp(): Promise<void> {
    if (!this.journeyId || this.closed) return;
    try {
      const answer = await this.transport.changesSince(this.journeyId, this.version);
      if ('journey' in answer) this.reset(answer.journey);
      else for (const change of answer.changes) this.receive(change);
    } catch {
      // The stream's next hello, or the next send, tries again.
    }
  }

  /** Sends what is waiting now; resolves true once the server holds everything made so far. */
  async settle(): Promise<boolean> {
    if (!this.hasUnsent() && (this.journeyId || !this.callbacks.worthCreating(this.view))) return true;
    if (this.halted) return false;
    const settled = new Promise<boolean>((resolve) => this.settledWaiters.push(resolve));
    this.schedule(0);
    return settled;
  }

  /**
   * The page is closing and timers will not run again: the waiting changes become the batch in
   * flight, for the caller to send with keepalive. Resent from the draft with the same id on the
   * next visit, it is applied once.
   */
  takeBatchForClosingPage(): UnsentBatch | null {
    if (!this.journeyId || this.sending || this.halted || this.inFlight || !this.hasUnsent()) return null;
    this.inFlight = this.nextBatch();
    return this.inFlight;
  }

  /** Everything waiting, as one batch: the actions, folded, and the typing since the server's state. */
  private nextBatch(): UnsentBatch {
    const batch = { batchId: this.callbacks.newBatchId(), actions: coalesceActions(this.pending), text: this.texts.takeUnsent() };
    this.pending = [];
    return batch;
  }

  /** Stops sending and receiving: the page is gone, or the user lost access. */
  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
    clearTimeout(this.gapTimer);
    this.resolveWaiters(false);
  }

  /** The connection is back: a save waiting for its retry goes now. */
  retryNow(): void {
    if (this.status === 'retrying') this.schedule(0);
  }

  private computeView(): JourneyState {
    const actions = [...(this.inFlight?.actions ?? []), ...this.pending];
    return this.texts.overlay(actions.reduce(journeyReducer, this.confirmed));
  }

  private setStatus(status: SaveStatus): void {
    this.status = status;
    this.callbacks.onChange?.();
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delayMs);
  }

  private resolveWaiters(ok: boolean): void {
    const waiters = this.settledWaiters;
    this.settledWaiters = [];
    for (const resolve of waiters) resolve(ok);
  }

  private async flush(): Promise<void> {
    if (this.sending || this.halted || this.closed) return;
    if (!this.journeyId) return this.createIfWorthIt();
    if (!this.inFlight) {
      if (!this.hasUnsent()) return this.idle();
      this.inFlight = this.nextBatch();
    }
    const batch = this.inFlight;
    this.sending = true;
    this.setStatus('saving');
    try {
      const answer = await this.transport.send(this.journeyId, { ...batch, baseVersion: this.version });
      this.failures = 0;
      if (answer.applied) {
        this.receive(answer.change);
        // Applied, but changes before it have not arrived yet: it is confirmed once they have.
        if (this.inFlight === batch) batch.ackAtVersion = answer.change.version;
      } else if (answer.version > this.version) {
        batch.ackAtVersion = answer.version;
        void this.catchUp();
      } else if (this.inFlight === batch) this.inFlight = null;
    } catch (error) {
      this.onSendFailed(batch, error as SyncError);
    } finally {
      this.sending = false;
    }
    this.view = this.computeView();
    this.afterSend();
  }

  private afterSend(): void {
    if (this.halted || this.closed) return this.callbacks.onChange?.();
    if (this.inFlight?.ackAtVersion !== undefined) return this.callbacks.onChange?.();
    if (this.hasUnsent()) return this.schedule(this.failures > 0 ? retryDelay(this.failures, this.serverAskedWaitMs) : 0);
    this.idle();
  }

  private idle(): void {
    this.setStatus(this.journeyId ? 'saved' : 'idle');
    this.resolveWaiters(true);
  }

  private async createIfWorthIt(): Promise<void> {
    if (!this.callbacks.worthCreating(this.confirmed)) return this.idle();
    this.sending = true;
    this.setStatus('saving');
    const sent = this.confirmed;
    try {
      const journey = await this.transport.create(sent);
      this.failures = 0;
      this.journeyId = journey.id;
      this.version = journey.version;
      this.confirmed = journey.state;
      this.texts.adopt(journey.texts ?? {});
      this.typeWhatWasWrittenMeanwhile();
      this.callbacks.onCreated?.(journey);
    } catch (error) {
      this.onSendFailed(null, error as SyncError);
    } finally {
      this.sending = false;
    }
    this.view = this.computeView();
    this.afterSend();
  }

  private onSendFailed(batch: UnsentBatch | null, error: SyncError): void {
    const outcome = failureOutcome(error, batch !== null);
    if (outcome === 'rejected' && batch && isRejection(error.body)) return this.dropRejected(batch, error.body.rejected);
    if (outcome === 'retry') {
      this.failures += 1;
      this.serverAskedWaitMs = error.retryAfterMs ?? 0;
      this.setStatus('retrying');
      if (this.failures === 1) this.callbacks.onSaveProblem?.('retrying', error);
      return;
    }
    this.halted = true;
    this.setStatus(outcome as SaveStatus);
    this.callbacks.onSaveProblem?.(outcome as SaveStatus, error);
  }

  /**
   * Texts written while the new journey was on its way to the server were kept as actions: they
   * become typing into the journey's shared texts.
   */
  private typeWhatWasWrittenMeanwhile(): void {
    const written = [...this.pending].reduce(journeyReducer, this.confirmed);
    for (const key of textFieldChanges(this.confirmed, written).changed) {
      this.texts.edit(key, readTextField(this.confirmed, key)!, readTextField(written, key)!);
    }
  }

  /** The server refused one action or text of the batch: the rest go again, and the user hears which. */
  private dropRejected(batch: UnsentBatch, rejected: RejectedChange): void {
    const action = rejected.index === null ? undefined : batch.actions[rejected.index];
    const rest = batch.actions.filter((_, index) => index !== rejected.index);
    this.inFlight = null;
    this.pending = [...rest, ...this.pending];
    const refused = refusedTextKeys(Object.keys(batch.text ?? {}), rejected);
    this.texts.markUnsent(Object.keys(batch.text ?? {}).filter((key) => !refused.has(key)));
    const typed = rejected.textKey === undefined ? undefined : this.texts.textOf(rejected.textKey);
    this.callbacks.onRejected?.({ ...rejected, action, typed });
  }

  private resumeAfterRefusal(): void {
    // The refused batch rejoins the queue; with the user's new change folded in, it is sent anew.
    if (this.inFlight) {
      this.pending = [...this.inFlight.actions, ...this.pending];
      this.texts.markUnsent(Object.keys(this.inFlight.text ?? {}));
    }
    this.inFlight = null;
    this.halted = false;
  }

  private drain(): void {
    const hadInFlight = this.inFlight !== null;
    for (let change = this.arrived.takeNext(this.version); change; change = this.arrived.takeNext(this.version)) {
      this.receiveTexts(change);
      const before = this.confirmed;
      this.confirmed = applyChange(this.confirmed, change);
      for (const id of ideasRemoved(before, this.confirmed)) this.removedIdeas.set(id, { by: change.by?.name ?? null, at: change.at });
      this.version = change.version;
      if (change.kind === 'actions' && this.inFlight && change.batchId === this.inFlight.batchId) this.inFlight = null;
      else this.callbacks.onRemoteChange?.(change);
    }
    if (this.inFlight?.ackAtVersion !== undefined && this.version >= this.inFlight.ackAtVersion) this.inFlight = null;
    clearTimeout(this.gapTimer);
    if (this.arrived.hasGap) this.gapTimer = setTimeout(() => void this.catchUp(), GAP_WAIT_MS);
    this.view = this.computeView();
    // Confirmed while no send was under way (it came by the stream or a catch-up): go on from here.
    if (hadInFlight && this.inFlight === null && !this.sending) this.afterSend();
    else this.callbacks.onChange?.();
  }

  /** A change's shared-text updates go into this device's documents, in version order. */
  private receiveTexts(change: JourneyChange): void {
    if (change.kind === 'status' || !change.textUpdates) return;
    const before = this.confirmed;
    const after = change.kind === 'actions' ? change.actions.reduce(journeyReducer, before) : change.state;
    this.texts.receive(change.textUpdates, (key) => readTextField(before, key) ?? readTextField(after, key) ?? '');
  }

  private reset(journey: Journey): void {
    this.confirmed = journey.state;
    this.texts.adopt(journey.texts ?? {});
    this.version = journey.version;
    this.arrived.forgetUpTo(journey.version);
    if (this.inFlight) delete this.inFlight.ackAtVersion;
    this.drain();
    this.schedule(0);
  }
}
