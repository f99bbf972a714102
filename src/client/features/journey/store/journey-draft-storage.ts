import { z } from '../../../../domain/zod';
import { journeyActionSchema } from '../../../../domain/journey-actions';
import { createInitialJourneyState, journeyStateSchema, type JourneyState } from '../../../../domain/journey-state';
import { DRAFT_STORAGE_KEY } from './journey-draft-key';
import { JourneySharedTexts, NO_SAVED_TEXTS } from './journey-shared-texts';

const unsentBatchSchema = z.object({
  batchId: z.string().min(1),
  actions: z.array(journeyActionSchema),
  text: z.record(z.string(), z.string()).optional(),
});
const savedTextsSchema = z.object({
  docs: z.record(z.string(), z.string()),
  confirmed: z.record(z.string(), z.record(z.string(), z.number())),
  unsent: z.array(z.string()),
});

/**
 * The draft is the user's work on this device: the server's state as last confirmed (or, before
 * the journey is on the server, the whole local state) and the changes not yet confirmed, kept
 * after every change so a closed page or a lost connection loses nothing.
 */
const draftSchema = z.object({
  userId: z.string(),
  journeyId: z.string().nullable(),
  version: z.number().int().nullable(),
  state: journeyStateSchema,
  inFlight: unsentBatchSchema.nullable().default(null),
  pending: z.array(journeyActionSchema).default([]),
  /** The shared-text documents of the journey's fields on this device, typing not yet sent included. */
  texts: savedTextsSchema.default(NO_SAVED_TEXTS),
});
export type JourneyDraft = z.infer<typeof draftSchema>;

export function emptyDraft(userId: string): JourneyDraft {
  return { userId, journeyId: null, version: null, state: createInitialJourneyState(), inFlight: null, pending: [], texts: NO_SAVED_TEXTS };
}

export function draftHasUnsent(draft: Pick<JourneyDraft, 'inFlight' | 'pending' | 'texts'>): boolean {
  return draft.inFlight !== null || draft.pending.length > 0 || draft.texts.unsent.length > 0;
}

/** A draft's changes not yet sent, as the batches to send: the one on its way, then everything else. */
export function draftBatches(draft: JourneyDraft, newBatchId: () => string) {
  const waiting = { batchId: newBatchId(), actions: draft.pending, text: new JourneySharedTexts(draft.texts).takeUnsent() };
  const hasWaiting = waiting.actions.length > 0 || Object.keys(waiting.text).length > 0;
  return [...(draft.inFlight ? [draft.inFlight] : []), ...(hasWaiting ? [waiting] : [])];
}

/** The signed-in user's draft; another user's draft on a shared browser is never shown. */
export function readDraft(userId: string): JourneyDraft | null {
  const raw = window.localStorage.getItem(DRAFT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const draft = draftSchema.parse(JSON.parse(raw));
    return draft.userId === userId ? draft : null;
  } catch (error) {
    console.warn('Ignoring an unreadable journey draft in local storage', error);
    return null;
  }
}

export function writeDraft(draft: JourneyDraft): void {
  try {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch (error) {
    // Storage full or disabled: the server copy still holds the work.
    console.warn('Could not keep the journey draft in local storage', error);
  }
}

export function hasContent(state: JourneyState): boolean {
  return state.teamMembers.length > 0 || state.selectedDomain !== '' || state.problemStatement.trim() !== '';
}
