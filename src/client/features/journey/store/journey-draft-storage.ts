import { z } from '../../../../domain/zod';
import { createInitialJourneyState, journeyStateSchema, type JourneyState } from '../../../../domain/journey-state';
import { DRAFT_STORAGE_KEY } from './journey-draft-key';

/** The draft is the user's work as typed, kept before and after every server save. */
const draftSchema = z.object({
  userId: z.string(),
  journeyId: z.string().nullable(),
  version: z.number().int().nullable(),
  /** True while the draft holds changes the server has not acknowledged. */
  dirty: z.boolean(),
  state: journeyStateSchema,
});
export type JourneyDraft = z.infer<typeof draftSchema>;

export function emptyDraft(userId: string): JourneyDraft {
  return { userId, journeyId: null, version: null, dirty: false, state: createInitialJourneyState() };
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
