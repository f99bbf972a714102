import { z } from '../../../../domain/zod';
import { journeyActionSchema } from '../../../../domain/journey-actions';
import { createInitialJourneyState, journeyStateSchema, type JourneyState } from '../../../../domain/journey-state';
import { DRAFT_STORAGE_KEY } from './journey-draft-key';

const unsentBatchSchema = z.object({ batchId: z.string().min(1), actions: z.array(journeyActionSchema) });

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
});
export type JourneyDraft = z.infer<typeof draftSchema>;

export function emptyDraft(userId: string): JourneyDraft {
  return { userId, journeyId: null, version: null, state: createInitialJourneyState(), inFlight: null, pending: [] };
}

export function draftHasUnsent(draft: Pick<JourneyDraft, 'inFlight' | 'pending'>): boolean {
  return draft.inFlight !== null || draft.pending.length > 0;
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
