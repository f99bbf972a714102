import { z } from './zod';
import { journeyStateInputSchema } from './journey-validation';
import { LIMITS, type JourneyState } from './journey-state';
import { JOURNEY_NAME_MESSAGES } from './journey-name';

/** A name a person sets (start of a journey, Rename): trimmed, not empty, not too long (as journeyNameProblem says). */
export const journeyNameInputSchema = z
  .string()
  .trim()
  .min(1, JOURNEY_NAME_MESSAGES.empty)
  .max(LIMITS.shortText, JOURNEY_NAME_MESSAGES.tooLong);

export const DEFAULT_JOURNEY_NAME = 'Untitled Journey';
export const journeyStatusSchema = z.enum(['in_progress', 'completed']);
export type JourneyStatus = z.infer<typeof journeyStatusSchema>;

const journeyNameSchema = z
  .string()
  .trim()
  .max(LIMITS.shortText, `Please keep the journey name under ${LIMITS.shortText} characters.`);

const workspaceIdSchema = z.string().min(1).max(200);

export const createJourneySchema = z.object({
  name: journeyNameSchema.optional(),
  state: journeyStateInputSchema,
  /** Where the journey is created; the caller's personal workspace when absent. */
  workspaceId: workspaceIdSchema.optional(),
});
export type CreateJourneyInput = z.infer<typeof createJourneySchema>;

/** A save carries the version it was based on, so a stale save is refused instead of overwriting. */
export const updateJourneySchema = z.object({
  state: journeyStateInputSchema,
  version: z.number().int().min(1),
  name: journeyNameSchema.optional(),
  status: journeyStatusSchema.optional(),
});
export type UpdateJourneyInput = z.infer<typeof updateJourneySchema>;

/** PATCH /api/journeys/:id: a new name (Rename: not empty), a new status ('Finish Journey'), or both. */
export const patchJourneySchema = z
  .object({ name: journeyNameInputSchema.optional(), status: journeyStatusSchema.optional() })
  .refine((patch) => patch.name !== undefined || patch.status !== undefined, 'Send a name or a status.');

/** What the dashboard lists: no working state, only the columns it shows. */
export interface JourneySummary {
  id: string;
  workspaceId: string;
  /** The name of who changed it last; null once that account is gone. */
  lastEditedBy: string | null;
  name: string;
  status: JourneyStatus;
  currentStage: number;
  problemStatement: string;
  domain: string;
  subdomain: string;
  /** The title of the idea the journey chose ('' before one is chosen). */
  chosenIdea: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Journey extends JourneySummary {
  state: JourneyState;
  /**
   * The shared-text document of each text field the server keeps one for (base64), so a screen
   * can type into them; absent where a caller does not need them.
   */
  texts?: Record<string, string>;
}

/** What the dashboard shows as the journey's chosen idea: its title, or '' before one is chosen. */
export function chosenIdeaTitle(state: Pick<JourneyState, 'selectedIdea'>): string {
  return state.selectedIdea?.title.trim() ?? '';
}

/** The journey's name: what the user called it, else the spec's default. */
export function journeyDisplayName(name: string | undefined): string {
  return name?.trim() ? name.trim() : DEFAULT_JOURNEY_NAME;
}
