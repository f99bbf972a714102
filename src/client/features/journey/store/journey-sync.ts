import type { SharedJourneyAction } from '../../../../domain/journey-actions';
import type { Journey } from '../../../../domain/journey-api';
import type { JourneyChange, RejectedChange } from '../../../../domain/journey-live';
import { journeyReducer } from '../../../../domain/journey-reducer';
import type { JourneyState } from '../../../../domain/journey-state';
import { missingIdeaOf } from '../../../../domain/journey-action-targets';
import { ChangeSequence } from './change-sequence';
import { RemovedIdeas, applyArrivedChange } from './journey-arrival';
import { JourneyOutbox } from './journey-outbox';
import type { JourneySharedTexts, TextEditHint } from './journey-shared-texts';
import { failureOutcome, isRejection, retryDelay } from './journey-sync-rules';
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
  private readonly outbox: JourneyOutbox;
  private view: JourneyState;
  private readonly arrived = new ChangeSequence();
  private readonly removedIdeas = new RemovedIdeas();
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
    this.outbox = new JourneyOutbox(start.unsent);
    if (start.texts) this.texts.adopt(start.texts);
    this.view = this.computeView();
    if (this.hasUnsent() || (!this.journeyId && callbacks.worthCreating(this.view))) this.schedule(0);
  }

  get state(): JourneyState {
    return this.view;
  }

  /** What the local draft keeps so nothing is lost if the page closes now. */
  get unsent(): JourneyOutbox['saved'] {
    return this.outbox.saved;
  }

  private get texts(): JourneySharedTexts {
    return this.outbox.texts;
  }

  /** The server's state as last confirmed; for a journey not created yet, the local one. */
  get confirmedState(): JourneyState {
    return this.journeyId ? this.confirmed : this.view;
  }

  hasUnsent(): boolean {
    return this.outbox.hasUnsent();
  }

  /** What this device's document of a text field reads now, the person's unsent typing included. */
  typedText(key: string): string | undefined {
    return this.texts.textOf(key);
  }

  /** A change made on this screen: kept as typing and actions to send (JourneyOutbox.record), shown at once. */
  dispatch(action: SharedJourneyAction, hint?: TextEditHint): void {
    if (this.closed) return;
    const gone = this.journeyId ? missingIdeaOf(this.view, action) : undefined;
    if (gone !== undefined) return this.callbacks.onRejected?.(this.removedIdeas.refusal(gone, action));
    if (!this.journeyId && !this.sending) {
      this.confirmed = journeyReducer(this.confirmed, action);
    } else if (!this.journeyId) {
      this.outbox.pending.push(action);
    } else {
      this.outbox.record(this.view, action, hint);
    }
    if (this.halted && this.status === 'refused') this.resumeAfterRefusal();
    this.view = this.computeView();
    this.setStatus(this.halted ? this.status : 'pending');
    this.schedule(FLUSH_DELAY_MS);
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
    if (!this.journeyId || this.sending || this.halted || this.outbox.inFlight || !this.hasUnsent()) return null;
    return this.outbox.sendNext(this.callbacks.newBatchId());
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
    return this.texts.overlay(this.outbox.unconfirmedActions().reduce(journeyReducer, this.confirmed));
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
    if (!this.hasUnsent()) return this.idle();
    const batch = this.outbox.inFlight ?? this.outbox.sendNext(this.callbacks.newBatchId());
    this.sending = true;
    this.setStatus('saving');
    try {
      const answer = await this.transport.send(this.journeyId, { ...batch, baseVersion: this.version });
      this.failures = 0;
      if (answer.applied) {
        this.receive(answer.change);
        // Applied, but changes before it have not arrived yet: it is confirmed once they have.
        if (this.outbox.inFlight === batch) batch.ackAtVersion = answer.change.version;
      } else if (answer.version > this.version) {
        batch.ackAtVersion = answer.version;
        void this.catchUp();
      } else if (this.outbox.inFlight === batch) this.outbox.inFlight = null;
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
    if (this.outbox.inFlight?.ackAtVersion !== undefined) return this.callbacks.onChange?.();
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
      this.outbox.typeWhatWasWrittenMeanwhile(this.confirmed);
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

  /** The server refused one action or text of the batch: the rest go again, and the user hears which. */
  private dropRejected(batch: UnsentBatch, rejected: RejectedChange): void {
    this.callbacks.onRejected?.({ ...rejected, ...this.outbox.dropRejected(batch, rejected) });
  }

  private resumeAfterRefusal(): void {
    this.outbox.requeueInFlight();
    this.halted = false;
  }

  private drain(): void {
    const hadInFlight = this.outbox.inFlight !== null;
    for (let change = this.arrived.takeNext(this.version); change; change = this.arrived.takeNext(this.version)) {
      const before = this.confirmed;
      this.confirmed = applyArrivedChange(before, change, this.texts);
      this.removedIdeas.note(before, this.confirmed, change);
      this.version = change.version;
      if (change.kind === 'actions' && this.outbox.inFlight && change.batchId === this.outbox.inFlight.batchId) this.outbox.inFlight = null;
      else this.callbacks.onRemoteChange?.(change);
    }
    if (this.outbox.inFlight?.ackAtVersion !== undefined && this.version >= this.outbox.inFlight.ackAtVersion) this.outbox.inFlight = null;
    clearTimeout(this.gapTimer);
    if (this.arrived.hasGap) this.gapTimer = setTimeout(() => void this.catchUp(), GAP_WAIT_MS);
    this.view = this.computeView();
    // Confirmed while no send was under way (it came by the stream or a catch-up): go on from here.
    if (hadInFlight && this.outbox.inFlight === null && !this.sending) this.afterSend();
    else this.callbacks.onChange?.();
  }

  private reset(journey: Journey): void {
    this.confirmed = journey.state;
    this.texts.adopt(journey.texts ?? {});
    this.version = journey.version;
    this.arrived.forgetUpTo(journey.version);
    if (this.outbox.inFlight) delete this.outbox.inFlight.ackAtVersion;
    this.drain();
    this.schedule(0);
  }
}
