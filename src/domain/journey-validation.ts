import { z } from './zod';
import type { PersonaCategory } from './persona';
import { journeyStateSchema, teamMemberSchema, type JourneyState } from './journey-state';
import { getDomain, subdomainBelongsTo } from './banking-catalogue';
import { CATEGORY_NOUNS, getPersona, PERSONA_CATEGORIES } from './personas';
import {
  invalidSelectionToast,
  isCategorySelectionValid,
  MAX_PER_CATEGORY,
  type ToastText,
} from './team-rules';

/** What a screen needs to decide between moving on and showing the spec's toast. */
export type CheckResult = { ok: true } | ({ ok: false } & ToastText);

export const MIN_PROBLEM_STATEMENT_LENGTH = 10;

/** SPEC section 5, word for word. */
export const VALIDATION_MESSAGES = {
  domainRequired: {
    title: 'Selection required',
    message: 'Please select both a banking domain and subdomain to continue.',
  },
  problemTooShort: {
    title: 'Problem statement too short',
    message: "Please provide a more detailed description of the problem you're trying to solve.",
  },
  noTeamMembers: {
    title: 'No team members selected',
    message: 'Please go back and select team members to generate ideas from their expertise.',
  },
  moreScoringNeeded: {
    title: 'More scoring needed',
    message: 'Please score at least 3 ideas before proceeding.',
  },
  noIdeaSelected: {
    title: 'No idea selected',
    message: 'Please select an idea to continue to validation.',
  },
} as const satisfies Record<string, ToastText>;

const OK: CheckResult = { ok: true };
const fail = (toast: ToastText): CheckResult => ({ ok: false, ...toast });

export const domainStepSchema = z.object({
  selectedDomain: z.string().min(1, VALIDATION_MESSAGES.domainRequired.message),
  selectedSubdomain: z.string().min(1, VALIDATION_MESSAGES.domainRequired.message),
});

export const problemStatementSchema = z
  .string()
  .trim()
  .min(MIN_PROBLEM_STATEMENT_LENGTH, VALIDATION_MESSAGES.problemTooShort.message);

export const teamSelectedSchema = z.array(teamMemberSchema).min(1, VALIDATION_MESSAGES.noTeamMembers.message);

export function checkDomainStep(
  state: Pick<JourneyState, 'selectedDomain' | 'selectedSubdomain'>,
): CheckResult {
  return domainStepSchema.safeParse(state).success ? OK : fail(VALIDATION_MESSAGES.domainRequired);
}

export function checkProblemStatement(problemStatement: string): CheckResult {
  return problemStatementSchema.safeParse(problemStatement).success
    ? OK
    : fail(VALIDATION_MESSAGES.problemTooShort);
}

export function checkTeamSelected(state: Pick<JourneyState, 'teamMembers'>): CheckResult {
  return teamSelectedSchema.safeParse(state.teamMembers).success
    ? OK
    : fail(VALIDATION_MESSAGES.noTeamMembers);
}

/** The evaluate screen's Next (SPEC section 5): enough ideas scored. */
export function checkEnoughScored(scoredCount: number, minimum: number): CheckResult {
  return scoredCount >= minimum ? OK : fail(VALIDATION_MESSAGES.moreScoringNeeded);
}

/** The select screen's Next (SPEC section 5): one idea chosen. */
export function checkIdeaSelected(state: Pick<JourneyState, 'selectedIdea'>): CheckResult {
  return state.selectedIdea ? OK : fail(VALIDATION_MESSAGES.noIdeaSelected);
}

/** The problem screen's Next: the statement is checked before the team, as the spec lists them. */
export function checkProblemStep(state: Pick<JourneyState, 'problemStatement' | 'teamMembers'>): CheckResult {
  const statement = checkProblemStatement(state.problemStatement);
  return statement.ok ? checkTeamSelected(state) : statement;
}

/** Continue on the consultants, technologists or bankers screen. */
export function checkCategorySelection(
  state: Pick<JourneyState, 'teamMembers'>,
  category: PersonaCategory,
): CheckResult {
  return isCategorySelectionValid(state, category) ? OK : fail(invalidSelectionToast(category));
}

type RefinementContext = z.RefinementCtx<JourneyState>;

function refineTeam(state: JourneyState, ctx: RefinementContext): void {
  state.teamMembers.forEach((member, index) => {
    const persona = getPersona(member.personaId);
    if (!persona) {
      ctx.addIssue({
        code: 'custom',
        path: ['teamMembers', index, 'personaId'],
        message: `Unknown persona "${member.personaId}".`,
      });
    } else if (persona.category !== member.category) {
      ctx.addIssue({
        code: 'custom',
        path: ['teamMembers', index, 'category'],
        message: `Persona "${persona.id}" is a ${persona.category}, not a ${member.category}.`,
      });
    }
  });
  for (const category of PERSONA_CATEGORIES) {
    const count = state.teamMembers.filter((member) => member.category === category).length;
    if (count > MAX_PER_CATEGORY) {
      ctx.addIssue({
        code: 'custom',
        path: ['teamMembers'],
        message: `A team can have at most ${MAX_PER_CATEGORY} ${CATEGORY_NOUNS[category]}.`,
      });
    }
  }
}

function refineFocusArea(state: JourneyState, ctx: RefinementContext): void {
  const { selectedDomain, selectedSubdomain } = state;
  if (selectedDomain !== '' && !getDomain(selectedDomain)) {
    ctx.addIssue({
      code: 'custom',
      path: ['selectedDomain'],
      message: `Unknown banking domain "${selectedDomain}".`,
    });
    return;
  }
  if (selectedSubdomain !== '' && !subdomainBelongsTo(selectedDomain, selectedSubdomain)) {
    ctx.addIssue({
      code: 'custom',
      path: ['selectedSubdomain'],
      message: selectedDomain
        ? `Sub-domain "${selectedSubdomain}" does not belong to the domain "${selectedDomain}".`
        : `Sub-domain "${selectedSubdomain}" needs a banking domain.`,
    });
  }
}

/**
 * A journey state as a client may send it: the shape of journeyStateSchema plus references
 * that must exist in the built-in catalogues. '' still means "not chosen yet".
 */
export const journeyStateInputSchema = journeyStateSchema.superRefine((state, ctx) => {
  refineTeam(state, ctx);
  refineFocusArea(state, ctx);
});
