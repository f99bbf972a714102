import type { JourneyState } from './journey-state';
import type { CheckResult } from './journey-validation';

/** SPEC section 5, idea generation: word for word. */
export const IDEA_GENERATION_MESSAGES = {
  missingInformation: {
    title: 'Missing information',
    message: 'Please define a problem statement and select a domain before generating ideas.',
  },
  noTeamMembers: {
    title: 'No team members selected',
    message: 'Please select team members to generate ideas from their expertise.',
  },
  invalidResponse: 'Invalid ideas response format from AI service',
} as const;

export function checkIdeaGeneration(
  state: Pick<JourneyState, 'problemStatement' | 'selectedDomain' | 'teamMembers'>,
): CheckResult {
  if (!state.problemStatement.trim() || !state.selectedDomain) {
    return { ok: false, ...IDEA_GENERATION_MESSAGES.missingInformation };
  }
  if (state.teamMembers.length === 0) return { ok: false, ...IDEA_GENERATION_MESSAGES.noTeamMembers };
  return { ok: true };
}
