import type { Idea, JourneyState } from './journey-state';

/** Each member's votes per journey, put on ideas of the working list and taken back at will. */
export const VOTES_PER_MEMBER = 3;

export const hasVoted = (idea: Pick<Idea, 'voterIds'>, userId: string): boolean => idea.voterIds?.includes(userId) ?? false;

/** Votes the member has on the working list; votes on ideas a later round replaced come back. */
export function votesUsed(state: Pick<JourneyState, 'ideas'>, userId: string): number {
  return state.ideas.filter((idea) => hasVoted(idea, userId)).length;
}

export function votesLeft(state: Pick<JourneyState, 'ideas'>, userId: string): number {
  return Math.max(0, VOTES_PER_MEMBER - votesUsed(state, userId));
}

/** The idea's `votes` counts its voters (SPEC section 3: a vote adds one). */
export function withVote(idea: Idea, userId: string): Idea {
  if (hasVoted(idea, userId)) return idea;
  return { ...idea, voterIds: [...(idea.voterIds ?? []), userId], votes: idea.votes + 1 };
}

export function withoutVote(idea: Idea, userId: string): Idea {
  if (!hasVoted(idea, userId)) return idea;
  return { ...idea, voterIds: idea.voterIds!.filter((id) => id !== userId), votes: Math.max(0, idea.votes - 1) };
}

/** Two ideas merged: each voter counts once. */
export function mergedVotes(a: Idea, b: Idea): Pick<Idea, 'votes' | 'voterIds'> {
  if (!a.voterIds && !b.voterIds) return { votes: a.votes + b.votes };
  const voterIds = [...new Set([...(a.voterIds ?? []), ...(b.voterIds ?? [])])];
  const unattributed = a.votes - (a.voterIds?.length ?? 0) + (b.votes - (b.voterIds?.length ?? 0));
  return { voterIds, votes: voterIds.length + Math.max(0, unattributed) };
}
