import type { Persona } from './persona';
import {
  createInitialJourneyState,
  journeyStateSchema,
  stageSchema,
  type Feasibility,
  type JourneyState,
  type TeamMember,
  type UserPersona,
  type Viability,
} from './journey-state';
import { subdomainBelongsTo } from './banking-catalogue';
import { type IdeaAction, ideasReducer } from './journey-reducer-ideas';
import { type RwwAction, isRwwAction, rwwReducer } from './rww/journey-reducer-rww';
import { updateById, withoutUndefined } from './object-updates';
import { type FacilitationAction, facilitationReducer, isFacilitationAction } from './facilitation/facilitation-actions';
import { MAX_PER_CATEGORY, selectedCountByCategory } from './team-rules';

const nullableScoreSchema = journeyStateSchema.shape.isRealScore;
type JourneyScores = Pick<JourneyState, 'isRealScore' | 'canWinScore' | 'isWorthScore'>;
export { createIdea, type IdeaDraft } from './journey-reducer-ideas';

/**
 * Every change to the journey working state (SPEC sections 3 and 4). Actions that create
 * something carry its new id, so the reducer stays pure and tests stay deterministic.
 */
export type JourneyAction =
  | { type: 'setStage'; stage: number }
  | { type: 'addTeamMember'; persona: Persona; id: string }
  | { type: 'removeTeamMember'; id: string }
  | { type: 'updateTeamMember'; id: string; changes: Partial<Omit<TeamMember, 'id'>> }
  | { type: 'togglePersona'; persona: Persona; memberId: string }
  | { type: 'setDomain'; domainId: string }
  | { type: 'setSubdomain'; subdomainId: string }
  | { type: 'setProblemStatement'; problemStatement: string }
  | { type: 'setJourneyName'; journeyName: string }
  | IdeaAction
  | RwwAction
  | FacilitationAction
  | { type: 'updateUserPersona'; changes: Partial<UserPersona> }
  | { type: 'updateFeasibility'; changes: Partial<Feasibility> }
  | { type: 'updateViability'; changes: Partial<Viability> }
  | { type: 'setScores'; scores: Partial<JourneyScores> }
  | { type: 'reset' }
  | { type: 'load'; data: Partial<JourneyState> };

export function isPersonaSelected(state: Pick<JourneyState, 'teamMembers'>, personaId: string): boolean {
  return state.teamMembers.some((member) => member.personaId === personaId);
}

/**
 * False only when picking this persona would exceed its category's limit. A persona already
 * in the team may always be clicked, because the click deselects it.
 */
export function canSelectPersona(state: Pick<JourneyState, 'teamMembers'>, persona: Persona): boolean {
  if (isPersonaSelected(state, persona.id)) return true;
  return selectedCountByCategory(state)[persona.category] < MAX_PER_CATEGORY;
}

export function createTeamMember(persona: Persona, id: string): TeamMember {
  const { name, role, category, domainFocus } = persona;
  return { id, personaId: persona.id, name, role, category, domainFocus };
}

function addTeamMember(state: JourneyState, persona: Persona, id: string): JourneyState {
  if (isPersonaSelected(state, persona.id) || !canSelectPersona(state, persona)) return state;
  return { ...state, teamMembers: [...state.teamMembers, createTeamMember(persona, id)] };
}

function togglePersona(state: JourneyState, persona: Persona, memberId: string): JourneyState {
  if (!isPersonaSelected(state, persona.id)) return addTeamMember(state, persona, memberId);
  return { ...state, teamMembers: state.teamMembers.filter((member) => member.personaId !== persona.id) };
}

function updateTeamMember(
  state: JourneyState,
  id: string,
  changes: Partial<Omit<TeamMember, 'id'>>,
): JourneyState {
  const present = withoutUndefined(changes);
  const update = (member: TeamMember): TeamMember => ({ ...member, ...present, id: member.id });
  return { ...state, teamMembers: updateById(state.teamMembers, id, update) };
}

/** SPEC section 4: a subdomain never outlives the domain it belongs to. */
function setDomain(state: JourneyState, domainId: string): JourneyState {
  const keepSubdomain = subdomainBelongsTo(domainId, state.selectedSubdomain);
  return {
    ...state,
    selectedDomain: domainId,
    selectedSubdomain: keepSubdomain ? state.selectedSubdomain : '',
  };
}

/** SPEC section 4: an empty ideas list is initialised from the generated ideas. */
function withIdeasInitialised(state: JourneyState): JourneyState {
  if (state.ideas.length > 0 || state.generatedIdeas.length === 0) return state;
  return { ...state, ideas: state.generatedIdeas };
}

function setScores(state: JourneyState, scores: Partial<JourneyScores>): JourneyState {
  const present = withoutUndefined(scores);
  const valid = Object.values(present).every((score) => nullableScoreSchema.safeParse(score).success);
  return valid ? { ...state, ...present } : state;
}

/** SPEC section 4: loading overwrites only what the record holds; a null score never erases one. */
function load(state: JourneyState, data: Partial<JourneyState>): JourneyState {
  const present = withoutUndefined(data);
  for (const key of ['isRealScore', 'canWinScore', 'isWorthScore'] as const) {
    if (present[key] === null) delete present[key];
  }
  return withIdeasInitialised({ ...state, ...present });
}

export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  if (isRwwAction(action)) return rwwReducer(state, action);
  if (isFacilitationAction(action)) return facilitationReducer(state, action);
  switch (action.type) {
    case 'setStage':
      return stageSchema.safeParse(action.stage).success ? { ...state, currentStage: action.stage } : state;
    case 'addTeamMember':
      return addTeamMember(state, action.persona, action.id);
    case 'removeTeamMember':
      return { ...state, teamMembers: state.teamMembers.filter((member) => member.id !== action.id) };
    case 'updateTeamMember':
      return updateTeamMember(state, action.id, action.changes);
    case 'togglePersona':
      return togglePersona(state, action.persona, action.memberId);
    case 'setDomain':
      return setDomain(state, action.domainId);
    case 'setSubdomain':
      return { ...state, selectedSubdomain: action.subdomainId };
    case 'setProblemStatement':
      return { ...state, problemStatement: action.problemStatement };
    case 'setJourneyName':
      return { ...state, journeyName: action.journeyName };
    case 'receiveIdeaRound':
    case 'restoreIdeaRound':
    case 'addIdea':
    case 'updateIdea':
    case 'removeIdea':
    case 'restoreIdea':
    case 'setIdeaStar':
    case 'castVote':
    case 'withdrawVote':
    case 'setIdeaScores':
    case 'selectIdea':
    case 'mergeIdeas':
    case 'keepIdeasApart':
      return ideasReducer(state, action);
    case 'updateUserPersona':
      return { ...state, userPersona: { ...state.userPersona, ...withoutUndefined(action.changes) } };
    case 'updateFeasibility':
      return { ...state, feasibility: { ...state.feasibility, ...withoutUndefined(action.changes) } };
    case 'updateViability':
      return { ...state, viability: { ...state.viability, ...withoutUndefined(action.changes) } };
    case 'setScores':
      return setScores(state, action.scores);
    case 'reset':
      return createInitialJourneyState();
    case 'load':
      return load(state, action.data);
  }
}
