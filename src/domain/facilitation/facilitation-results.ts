import { z } from '../zod';

/**
 * What a facilitated session leaves on the journey (issue 23): the pairwise ranking of its ideas and
 * the summary written when the facilitator ends it. Both are part of the journey's state, so the
 * outputs, the history and the export carry them like any other content.
 */

const shortText = z.string().max(200);
const ideaId = z.string().min(1).max(64);

/** How sure the pairwise ranking is of one idea's place, from the spread of its strength. */
export const rankingSurenessSchema = z.enum(['high', 'medium', 'low']);
export type RankingSureness = z.infer<typeof rankingSurenessSchema>;

export const pairwiseRankedIdeaSchema = z.object({
  ideaId,
  title: shortText,
  /** 1 is the best; ideas the model cannot tell apart share no rank, ties are broken by title. */
  rank: z.number().int().min(1),
  /** Bradley-Terry strength, normalised so the strengths of one ranking sum to 1. */
  strength: z.number().min(0).max(1),
  /** The place could be anywhere from rankLow to rankHigh (about 90% sure). */
  rankHigh: z.number().int().min(1),
  rankLow: z.number().int().min(1),
  sureness: rankingSurenessSchema,
  /** Comparisons this idea took part in. */
  comparisons: z.number().int().min(0),
});
export type PairwiseRankedIdea = z.infer<typeof pairwiseRankedIdeaSchema>;

export const PAIRWISE_CRITERIA = ['appeal', 'fit'] as const;
export type PairwiseCriterion = (typeof PAIRWISE_CRITERIA)[number];

export const pairwiseRankingSchema = z.object({
  /** ISO time the round closed. */
  at: z.string().max(40),
  participants: z.number().int().min(0),
  comparisons: z.number().int().min(0),
  appeal: z.array(pairwiseRankedIdeaSchema).max(200),
  fit: z.array(pairwiseRankedIdeaSchema).max(200),
});
export type PairwiseRanking = z.infer<typeof pairwiseRankingSchema>;

export const sessionStepTimeSchema = z.object({ step: z.string().max(40), label: shortText, ms: z.number().int().min(0) });

export const sessionContributionSchema = z.object({
  /** A person's name, or "Anonymous" for an idea revealed without its author. */
  name: shortText,
  ideaTitles: z.array(shortText).max(200),
});

export const sessionIdeaResultSchema = z.object({
  title: shortText,
  appeal: z.number().min(0).max(10).nullable(),
  fit: z.number().min(0).max(10).nullable(),
  scorers: z.number().int().min(0),
  votes: z.number().int().min(0),
});

export const sessionSummarySchema = z.object({
  id: z.string().min(1).max(64),
  facilitator: shortText,
  startedAt: z.string().max(40),
  endedAt: z.string().max(40),
  steps: z.array(sessionStepTimeSchema).max(100),
  contributions: z.array(sessionContributionSchema).max(100),
  /** The ideas as the session left them, best team average first. */
  ideas: z.array(sessionIdeaResultSchema).max(200),
  /** Whether the session's votes were cast anonymously. */
  anonymousVotes: z.boolean(),
  pairwise: pairwiseRankingSchema.nullable(),
  /** The idea chosen when the session ended, or null when none was. */
  decision: z.object({ chosenIdea: shortText.nullable(), outcome: z.string().max(2000) }),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** How many summaries a journey keeps: the latest ones, for workshops run again and again. */
export const MAX_SESSION_SUMMARIES = 20;
