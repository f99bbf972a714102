import type { SharedJourneyAction } from '../../../../domain/journey-actions';
import type { Journey } from '../../../../domain/journey-api';
import type { ApplyChangesAnswer, JourneyChange, RejectedChange } from '../../../../domain/journey-live';
import type { JourneyState } from '../../../../domain/journey-state';
import type { SavedSharedTexts } from './journey-shared-texts';
import type { SaveStatus } from './save-status-kind';

/** How the sync talks to the server; the app uses its fetch wrapper, tests and benches their own. */
export interface SyncTransport {
  create(state: JourneyState): Promise<Journey>;
  send(journeyId: string, batch: UnsentBatch & { baseVersion: number }): Promise<ApplyChangesAnswer>;
  changesSince(journeyId: string, version: number): Promise<{ changes: JourneyChange[] } | { journey: Journey }>;
}

/** An error the transport throws, with the answer's status (0 when the server was not reached). */
export interface SyncError {
  status: number;
  message: string;
  body?: unknown;
  /** The wait the server asked for (Retry-After), when it asked. */
  retryAfterMs?: number;
}

export interface UnsentBatch {
  batchId: string;
  actions: SharedJourneyAction[];
  /** Typing by text field, as shared-text updates (base64). */
  text?: Record<string, string>;
}


export interface SyncCallbacks {
  /** Whether a journey not on the server yet holds enough to create it. */
  worthCreating(state: JourneyState): boolean;
  newBatchId(): string;
  onChange?(): void;
  onCreated?(journey: Journey): void;
  /** The refused action, or for a refused text what this device had typed into it. */
  onRejected?(rejected: RejectedChange & { action?: SharedJourneyAction; typed?: string }): void;
  onRemoteChange?(change: JourneyChange): void;
  /** A save failed in a way the user must hear about (the first failure of a run, or a refusal). */
  onSaveProblem?(status: SaveStatus, error: SyncError): void;
}

export interface SyncStart {
  journeyId: string | null;
  version: number | null;
  state: JourneyState;
  /** Changes made on this device that the server has not confirmed (from the local draft). */
  unsent?: { inFlight: UnsentBatch | null; pending: SharedJourneyAction[]; texts?: SavedSharedTexts };
  /** The server's shared-text documents of the journey's fields, when it was just read from the server. */
  texts?: Record<string, string>;
}
