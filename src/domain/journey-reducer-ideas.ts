import { DEFAULT_IDEA_TITLE, DEFAULT_IDEA_TYPE } from './ideas';
import { type IncomingRound, receiveIdeaRound, restoreIdeaRound } from './idea-rounds';
import { keepIdeasApart, mergeIdeas } from './idea-merge';
import type { IdeaText } from './idea-text';
import { LIMITS, scoreSchema, type Idea, type JourneyState } from './journey-state';
import { updateById, withoutUndefined } from './object-updates';
import { withMemberScore } from './team-scores';
import { VOTES_PER_MEMBER, votesUsed, withVote, withoutVote } from './idea-votes';

export type IdeaDraft = Partial<Omit<Idea, 'id' | 'votes'>>;

/**
 * Changes to the team's ideas. Each is small and self-contained (ids and times travel in the
 * action), so the same action can later be sent to other editors of the journey.
 */
export type IdeaAction =
  | ({ type: 'receiveIdeaRound' } & IncomingRound)
  | { type: 'restoreIdeaRound'; roundId: string; archivedRoundId: string; replacedAt: string }
  | { type: 'addIdea'; id: string; idea?: IdeaDraft }
  | { type: 'updateIdea'; id: string; changes: Partial<IdeaText> }
  | { type: 'removeIdea'; id: string }
  /** Undo of removeIdea: the idea as it was, back at its place in the list. */
  | { type: 'restoreIdea'; idea: Idea; index: number }
  | { type: 'setIdeaStar'; id: string; starred: boolean }
  /** One member's own scores; the idea's team figures follow from all members' (team-scores.ts). */
  | { type: 'setIdeaScores'; id: string; scorerId: string; appealScore: number; fitScore: number }
  | { type: 'castVote'; id: string; voterId: string }
  | { type: 'withdrawVote'; id: string; voterId: string }
  | { type: 'selectIdea'; id: string | null }
  | { type: 'mergeIdeas'; keepId: string; mergeId: string }
  | { type: 'keepIdeasApart'; ids: [string, string] };

const titleOrDefault = (title: string | undefined) => (title?.trim() ? title : DEFAULT_IDEA_TITLE);
const typeOrDefault = (type: string | undefined) => (type?.trim() ? type : DEFAULT_IDEA_TYPE);

export function createIdea(id: string, draft: IdeaDraft = {}): Idea {
  return {
    ...draft,
    id,
    title: titleOrDefault(draft.title),
    description: draft.description ?? '',
    type: typeOrDefault(draft.type),
    personaSource: draft.personaSource ?? '',
    votes: 0,
  };
}

function updateIdea(state: JourneyState, id: string, changes: Partial<IdeaText>): JourneyState {
  const present = withoutUndefined(changes);
  return changeIdea(state, id, (idea) => ({
    ...idea,
    ...present,
    title: titleOrDefault(present.title ?? idea.title),
    type: typeOrDefault(present.type ?? idea.type),
  }));
}

function restoreIdea(state: JourneyState, idea: Idea, index: number): JourneyState {
  if (state.ideas.some((existing) => existing.id === idea.id) || state.ideas.length >= LIMITS.ideas) return state;
  const at = Math.max(0, Math.min(index, state.ideas.length));
  return { ...state, ideas: [...state.ideas.slice(0, at), idea, ...state.ideas.slice(at)] };
}

function setIdeaStar(state: JourneyState, id: string, starred: boolean): JourneyState {
  const mark = (idea: Idea): Idea => {
    const { starred: _previous, ...rest } = idea;
    return starred ? { ...rest, starred: true } : rest;
  };
  return { ...state, ideas: updateById(state.ideas, id, mark) };
}

/** Changes the idea in the list, and the chosen copy of it when it is the selected idea. */
export function changeIdea(state: JourneyState, id: string, change: (idea: Idea) => Idea): JourneyState {
  const selectedIdea = state.selectedIdea?.id === id ? change(state.selectedIdea) : state.selectedIdea;
  return { ...state, ideas: updateById(state.ideas, id, change), selectedIdea };
}

function setIdeaScores(state: JourneyState, action: Extract<IdeaAction, { type: 'setIdeaScores' }>): JourneyState {
  const { id, scorerId, appealScore: appeal, fitScore: fit } = action;
  if (!scoreSchema.safeParse(appeal).success || !scoreSchema.safeParse(fit).success) return state;
  return changeIdea(state, id, (idea) => withMemberScore(idea, scorerId, { appeal, fit }));
}

function selectIdea(state: JourneyState, id: string | null): JourneyState {
  if (id === null) return { ...state, selectedIdea: null };
  const idea = state.ideas.find((candidate) => candidate.id === id);
  return idea ? { ...state, selectedIdea: idea } : state;
}

export function ideasReducer(state: JourneyState, action: IdeaAction): JourneyState {
  switch (action.type) {
    case 'receiveIdeaRound': {
      const { type: _type, ...round } = action;
      return receiveIdeaRound(state, round);
    }
    case 'restoreIdeaRound':
      return restoreIdeaRound(state, action.roundId, action);
    case 'addIdea':
      if (state.ideas.length >= LIMITS.ideas) return state;
      return { ...state, ideas: [...state.ideas, createIdea(action.id, action.idea)] };
    case 'updateIdea':
      return updateIdea(state, action.id, action.changes);
    case 'removeIdea':
      return { ...state, ideas: state.ideas.filter((idea) => idea.id !== action.id) };
    case 'restoreIdea':
      return restoreIdea(state, action.idea, action.index);
    case 'setIdeaStar':
      return setIdeaStar(state, action.id, action.starred);
    case 'castVote':
      if (votesUsed(state, action.voterId) >= VOTES_PER_MEMBER) return state;
      return { ...state, ideas: updateById(state.ideas, action.id, (idea) => withVote(idea, action.voterId)) };
    case 'withdrawVote':
      return { ...state, ideas: updateById(state.ideas, action.id, (idea) => withoutVote(idea, action.voterId)) };
    case 'setIdeaScores':
      return setIdeaScores(state, action);
    case 'selectIdea':
      return selectIdea(state, action.id);
    case 'mergeIdeas':
      return mergeIdeas(state, action.keepId, action.mergeId);
    case 'keepIdeasApart':
      return keepIdeasApart(state, action.ids[0], action.ids[1]);
  }
}
