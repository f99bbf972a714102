import { getDomain, subdomainBelongsTo } from './banking-catalogue';
import { VOTES_PER_MEMBER, hasVoted, votesUsed } from './idea-votes';
import type { SharedJourneyAction } from './journey-actions';
import { isPersonaSelected } from './journey-reducer';
import { LIMITS, type JourneyState } from './journey-state';
import type { Persona } from './persona';
import { isRwwAction } from './rww/journey-reducer-rww';
import { whyRwwActionDoesNotFit } from './rww/rww-action-fit';
import { MAX_PER_CATEGORY, selectedCountByCategory, selectionLimitToast } from './team-rules';

/**
 * Why an action cannot be applied to the journey as it is now, in words for the person who made
 * it; null when it fits. The server refuses such an action rather than let the reducer ignore it,
 * so a change made on an out-of-date screen (an idea someone else deleted, a third consultant) is
 * reported instead of silently lost.
 */
export function whyActionDoesNotFit(state: JourneyState, action: SharedJourneyAction): string | null {
  if (isRwwAction(action)) return whyRwwActionDoesNotFit(state, action);
  switch (action.type) {
    case 'addTeamMember':
      return whyPersonaCannotJoin(state, action.persona) ?? unusedId(state.teamMembers, action.id, 'a team member');
    case 'togglePersona':
      if (isPersonaSelected(state, action.persona.id)) return null;
      return whyPersonaCannotJoin(state, action.persona) ?? unusedId(state.teamMembers, action.memberId, 'a team member');
    case 'removeTeamMember':
    case 'updateTeamMember':
      return state.teamMembers.some((member) => member.id === action.id) ? null : MESSAGES.memberGone;
    case 'setDomain':
      return action.domainId === '' || getDomain(action.domainId) ? null : `Unknown banking domain "${action.domainId}".`;
    case 'setSubdomain':
      return action.subdomainId === '' || subdomainBelongsTo(state.selectedDomain, action.subdomainId) ? null : MESSAGES.subdomainElsewhere;
    case 'addIdea':
      return whyNoRoomForIdea(state) ?? unusedId(state.ideas, action.id, 'an idea');
    case 'restoreIdea':
      return whyNoRoomForIdea(state) ?? unusedId(state.ideas, action.idea.id, 'an idea');
    case 'updateIdea':
    case 'removeIdea':
    case 'setIdeaStar':
    case 'setIdeaScores':
      return ideaExists(state, action.id);
    case 'castVote':
      return ideaExists(state, action.id) ?? whyNoVote(state, action.id, action.voterId);
    case 'withdrawVote':
      return ideaExists(state, action.id) ?? (hasVoted(findIdea(state, action.id)!, action.voterId) ? null : MESSAGES.noVoteToTakeBack);
    case 'selectIdea':
      return action.id === null ? null : ideaExists(state, action.id);
    case 'mergeIdeas':
      if (action.keepId === action.mergeId) return MESSAGES.mergeWithItself;
      return ideaExists(state, action.keepId) ?? ideaExists(state, action.mergeId);
    case 'keepIdeasApart':
      return ideaExists(state, action.ids[0]) ?? ideaExists(state, action.ids[1]);
    case 'restoreIdeaRound':
      return state.earlierIdeaRounds.some((round) => round.id === action.roundId) ? null : MESSAGES.roundGone;
    default:
      return null;
  }
}

export const MESSAGES = {
  memberGone: 'That expert is no longer in the team.',
  ideaGone: 'That idea is no longer in the journey: someone may have deleted or merged it.',
  ideasFull: `A journey holds at most ${LIMITS.ideas} ideas. Delete one to add another.`,
  subdomainElsewhere: 'That sub-domain does not belong to the banking domain the journey has now.',
  noVotesLeft: `You have used your ${VOTES_PER_MEMBER} votes. Take one back to vote for this idea.`,
  alreadyVoted: 'You have already voted for this idea.',
  noVoteToTakeBack: 'You have no vote on this idea to take back.',
  mergeWithItself: 'An idea cannot be merged with itself.',
  roundGone: 'That earlier round of ideas is no longer kept.',
  personaTaken: 'This expert is already in the team.',
} as const;

const findIdea = (state: JourneyState, id: string) => state.ideas.find((idea) => idea.id === id);

function ideaExists(state: JourneyState, id: string): string | null {
  return findIdea(state, id) ? null : MESSAGES.ideaGone;
}

function unusedId(items: ReadonlyArray<{ id: string }>, id: string, what: string): string | null {
  return items.some((item) => item.id === id) ? `There is already ${what} with the id "${id}".` : null;
}

function whyPersonaCannotJoin(state: JourneyState, persona: Persona): string | null {
  if (isPersonaSelected(state, persona.id)) return MESSAGES.personaTaken;
  if (selectedCountByCategory(state)[persona.category] >= MAX_PER_CATEGORY) return selectionLimitToast(persona.category).message;
  return null;
}

function whyNoRoomForIdea(state: JourneyState): string | null {
  return state.ideas.length >= LIMITS.ideas ? MESSAGES.ideasFull : null;
}

function whyNoVote(state: JourneyState, ideaId: string, voterId: string): string | null {
  if (hasVoted(findIdea(state, ideaId)!, voterId)) return MESSAGES.alreadyVoted;
  return votesUsed(state, voterId) >= VOTES_PER_MEMBER ? MESSAGES.noVotesLeft : null;
}
