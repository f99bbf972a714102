import { z } from './zod';
import { LIMITS } from './journey-state';

export const IDEA_TEXT_MESSAGES = {
  titleRequired: 'Please give the idea a title.',
  titleTooLong: `Please keep the title under ${LIMITS.shortText} characters.`,
  descriptionTooLong: `Please keep the description under ${LIMITS.longText} characters.`,
  typeTooLong: `Please keep the type under ${LIMITS.shortText} characters.`,
} as const;

/** The text a person writes or edits for an idea: the add and edit forms and the reducer share it. */
export const ideaTextSchema = z.object({
  title: z.string().trim().min(1, IDEA_TEXT_MESSAGES.titleRequired).max(LIMITS.shortText, IDEA_TEXT_MESSAGES.titleTooLong),
  description: z.string().trim().max(LIMITS.longText, IDEA_TEXT_MESSAGES.descriptionTooLong),
  type: z.string().trim().max(LIMITS.shortText, IDEA_TEXT_MESSAGES.typeTooLong),
});
export type IdeaText = z.infer<typeof ideaTextSchema>;

/** Types offered in the idea form; a team may still type its own. */
export const IDEA_TYPES = ['Innovation', 'Product', 'Process', 'Platform', 'Service', 'Business Model'] as const;

/** Who wrote an idea a person added: their name, or "You" when the account has none. */
export function ownIdeaSource(userName: string | null | undefined): string {
  return userName?.trim() || 'You';
}
