import { z } from './zod';
import type { JourneyStatus } from './journey-api';
import type { SharedJourneyAction } from './journey-actions';
import { journeyReducer } from './journey-reducer';
import type { JourneyState } from './journey-state';
import { type TextFieldKey, parseTextKey, writeTextField } from './journey-text-fields';
import type { WorkspaceRole } from './workspace-api';

/** Who made a change, as the people editing with them see it; null once that account is gone. */
export interface ChangeAuthor {
  id: string;
  name: string;
}

interface ChangeBase {
  /** The journey's version after this change; versions count up by one. */
  version: number;
  at: string;
  by: ChangeAuthor | null;
  /** The activity list's lines for this change. */
  summary: string[];
}

/**
 * One entry of a journey's change log, as it is sent to everyone with the journey open: actions
 * applied with the reducer, a whole state (created, replaced, restored), or a new status.
 */
export type JourneyChange =
  | (ChangeBase & {
      kind: 'actions';
      batchId: string | null;
      actions: SharedJourneyAction[];
      /** The merged text of each text field the change wrote, applied after the actions. */
      texts?: Record<TextFieldKey, string>;
      /** The shared-text operations behind them, for the documents of those with the journey open. */
      textUpdates?: Record<TextFieldKey, string>;
    })
  | (ChangeBase & { kind: 'create' | 'replace' | 'restore' | 'snapshot'; state: JourneyState; textUpdates?: Record<TextFieldKey, string> })
  | (ChangeBase & { kind: 'status'; status: JourneyStatus });

/** The journey after a change: every client and the server get the same from the same log. */
export function applyChange(state: JourneyState, change: JourneyChange): JourneyState {
  switch (change.kind) {
    case 'actions': {
      const acted = change.actions.reduce(journeyReducer, state);
      return Object.entries(change.texts ?? {}).reduce((next, [key, text]) => writeTextField(next, key, text), acted);
    }
    case 'status':
      return state;
    default:
      return change.state;
  }
}

/** Someone with the journey open, and on which step (issue 12: presence in the journey header). */
export interface PresenceEntry {
  connectionId: string;
  userId: string;
  name: string;
  /** Their avatar's address, or null for initials. */
  image: string | null;
  /** The journey screen they are on, e.g. 'ideate/evaluate'. */
  step: string;
  /** The shared text they are typing in (a text key, e.g. 'problemStatement'), or null. */
  field: TextFieldKey | null;
}

export const presenceUpdateSchema = z.object({
  connectionId: z.string().min(8).max(64),
  step: z.string().regex(/^[a-z]+\/[a-z]+$/, 'Unknown journey step.').max(40),
  field: z
    .string()
    .max(200)
    .refine((key) => parseTextKey(key) !== null, 'Unknown journey field.')
    .nullable()
    .default(null),
});

/** Why the server closed a journey's event stream; the screen says it in these words. */
export const STREAM_CLOSED_MESSAGES = {
  'access-ended': 'You no longer have access to this journey.',
  deleted: 'This journey was deleted.',
  'signed-out': 'Your session has ended. Please sign in again.',
} as const;
export type StreamClosedReason = keyof typeof STREAM_CLOSED_MESSAGES | 'restarting';

/** Why a new event stream was refused (429 TOO_MANY_STREAMS); the number is the configured cap. */
export const STREAM_LIMIT_MESSAGES = {
  user: (cap: number) =>
    `You already have ${cap} live connections open, the most one person may have. Close some Innovation Studio tabs, then try again.`,
  process: 'The server has as many live connections open as it can take. Please try again in a minute.',
} as const;

/**
 * Whether changes made through other app processes reach this stream as they happen ('live'), or
 * not for now (Redis down or frozen): then screens say so and ask for changes every few seconds.
 */
export type LiveChannelState = 'live' | 'paused';

/** The events of GET /api/journeys/:id/events. */
export interface JourneyStreamEvents {
  hello: { connectionId: string; version: number; role: WorkspaceRole };
  change: JourneyChange;
  presence: { entries: PresenceEntry[] };
  /** A thread of comments changed: the screens showing it read it again. */
  comments: { target: string };
  role: { role: WorkspaceRole };
  closed: { reason: StreamClosedReason };
  /** Sent when the channel pauses, and when it works again (then screens catch up once). */
  live: { state: LiveChannelState };
  /** The journey's facilitated session changed (issue 23): each screen asks for its own view of it. */
  facilitation: { version: number };
}

/** The answer to POST /api/journeys/:id/changes. */
export type ApplyChangesAnswer = { applied: true; change: JourneyChange } | { applied: false; version: number };

/** A line of the activity list: one change, in words. */
export interface HistoryEntry {
  version: number;
  at: string;
  by: string | null;
  kind: JourneyChange['kind'];
  summary: string[];
  /**
   * The shared-text fields the change typed into, when typing is all it did (no other action):
   * the activity list reads a person's run of these as one typing session.
   */
  typed?: TextFieldKey[];
}

/** How a change the server refused reads, with which of the batch's actions or texts it was. */
export interface RejectedChange {
  /** The refused action's place in the batch; null when a text was refused. */
  index: number | null;
  /** The refused text field, when a text was refused. */
  textKey?: TextFieldKey;
  message: string;
  /** When what the change was about is gone: who removed it (null when unknown or deleted) and when. */
  removed?: { by: string | null; at: string };
}

export const restoreVersionSchema = z.object({ version: z.number().int().min(1) });
