import { MIN_SCORED_IDEAS, scoredIdeasCount } from './ideas';
import type { PersonaCategory } from './persona';
import type { JourneyState } from './journey-state';
import { checkDomainStep, checkProblemStatement } from './journey-validation';
import { PERSONA_CATEGORIES } from './personas';
import { isCategorySelectionValid } from './team-rules';
import { checkRealStep, checkWinStep } from './validate-rules';
import { shouldAdvanceToPitch } from './worth-score';

/** SPEC section 1: the five stages, numbered 0 (Team) to 4 (Output). */
export const STAGE = { team: 0, define: 1, ideate: 2, validate: 3, output: 4 } as const;

/** The screen each stage opens on when the user picks it in the progress bar. */
export const STAGE_ENTRY_PATHS = [
  '/define/team',
  '/define/domain',
  '/ideate/ideas',
  '/validate/real',
  '/output/pitch',
] as const;

const TEAM_SCREEN_BY_CATEGORY: Readonly<Record<PersonaCategory, string>> = {
  consultant: '/define/team',
  technologist: '/define/technologists',
  banker: '/define/bankers',
};
const STAGE_BY_SECTION: Readonly<Record<string, number>> = {
  define: STAGE.define,
  ideate: STAGE.ideate,
  validate: STAGE.validate,
  output: STAGE.output,
};

/** The stage a screen belongs to: the three team screens are Team, the rest follow their section. */
export function stageOfPath(pathname: string): number {
  if (Object.values(TEAM_SCREEN_BY_CATEGORY).includes(pathname)) return STAGE.team;
  return STAGE_BY_SECTION[pathname.split('/')[1] ?? ''] ?? STAGE.team;
}

type Facts = Pick<
  JourneyState,
  | 'teamMembers'
  | 'selectedDomain'
  | 'selectedSubdomain'
  | 'problemStatement'
  | 'ideas'
  | 'generatedIdeas'
  | 'selectedIdea'
  | 'userPersona'
  | 'feasibility'
  | 'isRealScore'
  | 'canWinScore'
  | 'isWorthScore'
>;

function missingTeamCategory(state: Facts): PersonaCategory | undefined {
  return PERSONA_CATEGORIES.find((category) => !isCategorySelectionValid(state, category));
}

function isProblemDefined(state: Facts): boolean {
  return checkDomainStep(state).ok && checkProblemStatement(state.problemStatement).ok;
}

/** What each stage needs before it, in stage order: Define needs a team, Ideate a problem, and so on. */
const STAGE_GATES: readonly ((state: Facts) => boolean)[] = [
  (state) => missingTeamCategory(state) === undefined,
  isProblemDefined,
  (state) => state.selectedIdea !== null,
  // Only a Worth score of 7 or more leads to the pitch (SPEC section 4).
  (state) => shouldAdvanceToPitch(state.isWorthScore),
];

/**
 * The furthest stage the journey's own data lets the user open (0 to 4). Derived from what was
 * decided, never from the address, so a direct link to a later screen does not tick earlier stages.
 */
export function reachedStage(state: Facts): number {
  const passed = STAGE_GATES.findIndex((gate) => !gate(state));
  return passed === -1 ? STAGE_GATES.length : passed;
}

/** Ideas the user works with: the spec initialises the list from the generated ones when empty. */
function workingIdeas(state: Facts): Facts['ideas'] {
  return state.ideas.length > 0 ? state.ideas : state.generatedIdeas;
}

function ideateScreen(state: Facts): string {
  const ideas = workingIdeas(state);
  if (ideas.length === 0) return '/define/problem';
  const scored = scoredIdeasCount(ideas);
  if (scored >= MIN_SCORED_IDEAS) return '/ideate/select';
  return scored > 0 ? '/ideate/evaluate' : '/ideate/ideas';
}

function validateScreen(state: Facts): string {
  if (state.isRealScore === null || !checkRealStep(state.userPersona).ok) return '/validate/real';
  if (state.canWinScore === null || !checkWinStep(state.feasibility).ok) return '/validate/win';
  return '/validate/worth';
}

/** The screen where the user left off: the first one whose step the journey has not completed yet. */
export function resumePath(state: Facts): string {
  const missingCategory = missingTeamCategory(state);
  if (missingCategory) return TEAM_SCREEN_BY_CATEGORY[missingCategory];
  if (!checkDomainStep(state).ok) return '/define/domain';
  if (!checkProblemStatement(state.problemStatement).ok) return '/define/problem';
  if (state.selectedIdea === null) return ideateScreen(state);
  if (!shouldAdvanceToPitch(state.isWorthScore)) return validateScreen(state);
  return STAGE_ENTRY_PATHS[STAGE.output];
}
