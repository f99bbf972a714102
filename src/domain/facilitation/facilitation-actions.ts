import { z } from '../zod';
import { VOTES_PER_MEMBER } from '../idea-votes';
import { ideaSchema, memberScoreSchema, userIdSchema, type Idea, type JourneyState, type MemberScore } from '../journey-state';
import { withTeamFigures } from '../team-scores';
import { MAX_SESSION_SUMMARIES, type PairwiseRanking, type SessionSummary, pairwiseRankingSchema, sessionSummarySchema } from './facilitation-results';

/**
 * Changes only the server makes, for a facilitated session (issue 23): a blind round holds the
 * ideas' marks while it is open and gives them back, everyone's at once, when it closes; a pairwise
 * round and the end of a session write their results. A client's batch carrying one is refused.
 */
export type FacilitationAction =
  | {
      type: 'setIdeaMarks';
      id: string;
      memberScores: Record<string, MemberScore>;
      voterIds: string[];
      /** Votes cast anonymously count here without a voter. */
      anonymousVotes: number;
    }
  | { type: 'setPairwiseRanking'; ranking: PairwiseRanking | null }
  | { type: 'addSessionSummary'; summary: SessionSummary };

const ideaId = ideaSchema.shape.id;

export const facilitationActionSchemas = [
  z.object({
    type: z.literal('setIdeaMarks'),
    id: ideaId,
    memberScores: z.record(userIdSchema, memberScoreSchema),
    voterIds: z.array(userIdSchema).max(1000),
    anonymousVotes: z.number().int().min(0).max(1000 * VOTES_PER_MEMBER),
  }),
  z.object({ type: z.literal('setPairwiseRanking'), ranking: pairwiseRankingSchema.nullable() }),
  z.object({ type: z.literal('addSessionSummary'), summary: sessionSummarySchema }),
] as const;

export const FACILITATION_ACTION_TYPES = ['setIdeaMarks', 'setPairwiseRanking', 'addSessionSummary'] as const;

export function isFacilitationAction(action: { type: string }): action is FacilitationAction {
  return (FACILITATION_ACTION_TYPES as readonly string[]).includes(action.type);
}

function withMarks(idea: Idea, action: Extract<FacilitationAction, { type: 'setIdeaMarks' }>): Idea {
  const voterIds = [...new Set(action.voterIds)];
  const { memberScores: _scores, voterIds: _voters, ...rest } = idea;
  const scored = Object.keys(action.memberScores).length > 0 ? { memberScores: action.memberScores } : {};
  const voted = voterIds.length > 0 ? { voterIds } : {};
  return withTeamFigures({ ...rest, ...scored, ...voted, votes: voterIds.length + action.anonymousVotes });
}

export function facilitationReducer(state: JourneyState, action: FacilitationAction): JourneyState {
  switch (action.type) {
    case 'setIdeaMarks': {
      if (!state.ideas.some((idea) => idea.id === action.id)) return state;
      const ideas = state.ideas.map((idea) => (idea.id === action.id ? withMarks(idea, action) : idea));
      const selectedIdea = state.selectedIdea?.id === action.id ? ideas.find((idea) => idea.id === action.id)! : state.selectedIdea;
      return { ...state, ideas, selectedIdea };
    }
    case 'setPairwiseRanking':
      return { ...state, pairwiseRanking: action.ranking };
    case 'addSessionSummary':
      return { ...state, sessionSummaries: [...state.sessionSummaries, action.summary].slice(-MAX_SESSION_SUMMARIES) };
  }
}

export function describeFacilitationAction(action: FacilitationAction): string {
  switch (action.type) {
    case 'setIdeaMarks':
      return 'showed the results of a blind scoring round';
    case 'setPairwiseRanking':
      return action.ranking ? 'ranked the ideas from the pairwise comparisons' : 'cleared the pairwise ranking';
    case 'addSessionSummary':
      return 'ended the facilitated session and saved its summary';
  }
}
