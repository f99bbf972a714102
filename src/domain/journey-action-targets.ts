import type { SharedJourneyAction } from './journey-actions';
import type { JourneyState } from './journey-state';

/**
 * The ideas of the working list an action is about, by id; none for an action that brings an idea
 * in (add, restore) or works on the chosen idea's Real-Win-Worth screen.
 */
export function ideasTargetedBy(action: SharedJourneyAction): string[] {
  switch (action.type) {
    case 'updateIdea':
    case 'removeIdea':
    case 'setIdeaStar':
    case 'setIdeaScores':
    case 'castVote':
    case 'withdrawVote':
      return [action.id];
    case 'selectIdea':
      return action.id === null ? [] : [action.id];
    case 'mergeIdeas':
      return [action.keepId, action.mergeId];
    case 'keepIdeasApart':
      return [...action.ids];
    default:
      return [];
  }
}

/** The first of the action's ideas the journey no longer has. */
export function missingIdeaOf(state: JourneyState, action: SharedJourneyAction): string | undefined {
  return ideasTargetedBy(action).find((id) => !state.ideas.some((idea) => idea.id === id));
}

/** The ideas one state has and the next has not: deleted, merged away or replaced by a new round. */
export function ideasRemoved(before: JourneyState, after: JourneyState): string[] {
  const kept = new Set(after.ideas.map((idea) => idea.id));
  return before.ideas.filter((idea) => !kept.has(idea.id)).map((idea) => idea.id);
}
