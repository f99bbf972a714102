import type { PersonaCategory } from './persona';
import type { JourneyState } from './journey-state';
import { CATEGORY_NOUNS } from './personas';

/** SPEC section 5: every team has 1 to 2 consultants, technologists and bankers. */
export const MIN_PER_CATEGORY = 1;
export const MAX_PER_CATEGORY = 2;

/** A toast's title and message, worded exactly as the spec gives them. */
export interface ToastText {
  title: string;
  message: string;
}

export function selectionLimitToast(category: PersonaCategory): ToastText {
  return {
    title: 'Selection limit reached',
    message: `You can only select up to ${MAX_PER_CATEGORY} ${CATEGORY_NOUNS[category]}`,
  };
}

export function invalidSelectionToast(category: PersonaCategory): ToastText {
  return {
    title: 'Invalid selection',
    message: `Please select ${MIN_PER_CATEGORY}-${MAX_PER_CATEGORY} ${CATEGORY_NOUNS[category]} to continue`,
  };
}

export function selectedCountByCategory(
  state: Pick<JourneyState, 'teamMembers'>,
): Record<PersonaCategory, number> {
  const counts: Record<PersonaCategory, number> = { consultant: 0, technologist: 0, banker: 0 };
  for (const member of state.teamMembers) counts[member.category] += 1;
  return counts;
}

/** Whether Continue may leave the selection screen of this category. */
export function isCategorySelectionValid(
  state: Pick<JourneyState, 'teamMembers'>,
  category: PersonaCategory,
): boolean {
  const count = selectedCountByCategory(state)[category];
  return count >= MIN_PER_CATEGORY && count <= MAX_PER_CATEGORY;
}
