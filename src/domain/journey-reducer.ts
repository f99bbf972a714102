import type { Persona } from './persona';
import {
  createInitialJourneyState,
  journeyStateSchema,
  scoreSchema,
  stageSchema,
  type Feasibility,
  type Idea,
  type JourneyState,
  type TeamMember,
  type UserPersona,
  type Viability,
} from './journey-state';
import { subdomainBelongsTo } from './banking-catalogue';
import { DEFAULT_IDEA_TITLE, DEFAULT_IDEA_TYPE } from './ideas';
import { MAX_PER_CATEGORY, selectedCountByCategory } from './team-rules';

const nullableScoreSchema = journeyStateSchema.shape.isRealScore;
type JourneyScores = Pick<JourneyState, 'isRealScore' | 'canWinScore' | 'isWorthScore'>;
export type IdeaDraft = Partial<Omit<Idea, 'id' | 'votes'>>;

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
  /** regenerate: true replaces the working ideas too (the 'Regenerate Ideas' button). */
  | { type: 'setGeneratedIdeas'; ideas: Idea[]; regenerate?: boolean; generatedBy?: string }
  | { type: 'addIdea'; id: string; idea?: IdeaDraft }
  | { type: 'removeIdea'; id: string }
  | { type: 'voteIdea'; id: string }
  | { type: 'setIdeaScores'; id: string; appealScore: number; fitScore: number }
  | { type: 'selectIdea'; id: string | null }
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

export function createIdea(id: string, draft: IdeaDraft = {}): Idea {
  return {
    ...draft,
    id,
    title: draft.title?.trim() ? draft.title : DEFAULT_IDEA_TITLE,
    description: draft.description ?? '',
    type: draft.type?.trim() ? draft.type : DEFAULT_IDEA_TYPE,
    personaSource: draft.personaSource ?? '',
    votes: 0,
  };
}

function addTeamMember(state: JourneyState, persona: Persona, id: string): JourneyState {
  if (isPersonaSelected(state, persona.id) || !canSelectPersona(state, persona)) return state;
  return { ...state, teamMembers: [...state.teamMembers, createTeamMember(persona, id)] };
}

function togglePersona(state: JourneyState, persona: Persona, memberId: string): JourneyState {
  if (!isPersonaSelected(state, persona.id)) return addTeamMember(state, persona, memberId);
  return { ...state, teamMembers: state.teamMembers.filter((member) => member.personaId !== persona.id) };
}

function updateById<T extends { id: string }>(items: T[], id: string, update: (item: T) => T): T[] {
  return items.map((item) => (item.id === id ? update(item) : item));
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

function setGeneratedIdeas(state: JourneyState, ideas: Idea[], regenerate: boolean, generatedBy: string): JourneyState {
  const next = { ...state, generatedIdeas: ideas, ideasGeneratedBy: generatedBy };
  return withIdeasInitialised(regenerate ? { ...next, ideas: [] } : next);
}

function setIdeaScores(state: JourneyState, id: string, appealScore: number, fitScore: number): JourneyState {
  if (!scoreSchema.safeParse(appealScore).success || !scoreSchema.safeParse(fitScore).success) return state;
  const averageScore = (appealScore + fitScore) / 2;
  return {
    ...state,
    ideas: updateById(state.ideas, id, (idea) => ({ ...idea, appealScore, fitScore, averageScore })),
  };
}

function selectIdea(state: JourneyState, id: string | null): JourneyState {
  if (id === null) return { ...state, selectedIdea: null };
  const idea = state.ideas.find((candidate) => candidate.id === id);
  return idea ? { ...state, selectedIdea: idea } : state;
}

function withoutUndefined<T extends object>(partial: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined)) as Partial<T>;
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
    case 'setGeneratedIdeas':
      return setGeneratedIdeas(state, action.ideas, action.regenerate ?? false, action.generatedBy ?? '');
    case 'addIdea':
      return { ...state, ideas: [...state.ideas, createIdea(action.id, action.idea)] };
    case 'removeIdea':
      return { ...state, ideas: state.ideas.filter((idea) => idea.id !== action.id) };
    case 'voteIdea':
      return {
        ...state,
        ideas: updateById(state.ideas, action.id, (idea) => ({ ...idea, votes: idea.votes + 1 })),
      };
    case 'setIdeaScores':
      return setIdeaScores(state, action.id, action.appealScore, action.fitScore);
    case 'selectIdea':
      return selectIdea(state, action.id);
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
