import { LIMITS } from './journey-limits';
import { z } from './zod';
import { personaCategorySchema } from './persona';
import { rwwScreensSchema } from './rww/rww-state';
import { MAX_SESSION_SUMMARIES, pairwiseRankingSchema, sessionSummarySchema } from './facilitation/facilitation-results';

/** Length limits on what a user types; generous for real work, bounded for storage. */
export { LIMITS };

const shortText = z.string().max(LIMITS.shortText, `Please keep this under ${LIMITS.shortText} characters.`);
const longText = z.string().max(LIMITS.longText, `Please keep this under ${LIMITS.longText} characters.`);

export const JOURNEY_STAGES = ['Team', 'Define', 'Ideate', 'Validate', 'Output'] as const;
export const stageSchema = z.number().int().min(0).max(JOURNEY_STAGES.length - 1);

export const teamMemberSchema = z.object({
  /** Generated when the member is added (SPEC section 3). */
  id: z.string().min(1).max(64),
  personaId: z.string().min(1).max(16),
  name: shortText,
  role: shortText,
  category: personaCategorySchema,
  domainFocus: shortText,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One person's score: integers 0 to 10, step 1 (SPEC section 5). */
export const scoreSchema = z.number().int().min(0).max(10);
/** A team's mean of its members' scores. */
const teamScoreSchema = z.number().min(0).max(10);

export const memberScoreSchema = z.object({ appeal: scoreSchema, fit: scoreSchema });
export type MemberScore = z.infer<typeof memberScoreSchema>;

/** Account ids, as better-auth makes them. */
export const userIdSchema = z.string().min(1).max(64);

export const ideaSchema = z.object({
  id: z.string().min(1).max(64),
  title: shortText,
  description: longText,
  votes: z.number().int().min(0),
  type: shortText,
  personaSource: shortText,
  /** The team's means of its members' scores (team-scores.ts); set only from memberScores. */
  appealScore: teamScoreSchema.optional(),
  fitScore: teamScoreSchema.optional(),
  averageScore: teamScoreSchema.optional(),
  /** Each member's own appeal and fit, by user id (issue 12). */
  memberScores: z.record(userIdSchema, memberScoreSchema).optional(),
  /** Who put one of their votes on it; `votes` counts them. */
  voterIds: z.array(userIdSchema).max(1000).optional(),
  /** A starred idea stays in the working list when a new round of ideas arrives (issue 11). */
  starred: z.boolean().optional(),
});
export type Idea = z.infer<typeof ideaSchema>;

const ideaIdSchema = ideaSchema.shape.id;

/** What the engine said about a round as a whole (mirrors `IdeasNotice` of the AI API). */
export const ideasNoticeSchema = z.object({
  kind: z.enum(['off_topic', 'not_english', 'few_fits']),
  message: longText,
});
export type IdeasNoticeState = z.infer<typeof ideasNoticeSchema>;

/** A working list of ideas that a later round replaced; Undo brings it back. */
export const ideaRoundSchema = z.object({
  id: ideaIdSchema,
  /** ISO time the round was replaced. */
  replacedAt: z.string().max(40),
  generatedBy: z.string().max(200),
  notice: ideasNoticeSchema.nullable().default(null),
  ideas: z.array(ideaSchema).max(LIMITS.ideas),
});
export type IdeaRound = z.infer<typeof ideaRoundSchema>;

export const userPersonaSchema = z.object({
  averageUser: longText,
  extremeUser: longText,
  unexpectedUser: longText,
  primaryNeeds: longText,
  secondaryNeeds: longText,
  unmetNeeds: longText,
  marketTrends: longText,
});
export type UserPersona = z.infer<typeof userPersonaSchema>;

export const feasibilitySchema = z.object({
  internalCapabilities: longText,
  externalAssets: longText,
  entryBarriers: longText,
  techReadiness: z.boolean(),
  talentReadiness: z.boolean(),
  differentiation: z.boolean(),
});
export type Feasibility = z.infer<typeof feasibilitySchema>;

export const ratingSchema = z.enum(['High', 'Medium', 'Low']);
export type Rating = z.infer<typeof ratingSchema>;

export const viabilitySchema = z.object({
  expectedReturn: z.union([ratingSchema, z.literal('')]),
  costEstimate: longText,
  strategicRelevance: z.union([ratingSchema, z.literal('')]),
  risks: longText,
  longTermValue: longText,
  longTermAlignment: longText,
});
export type Viability = z.infer<typeof viabilitySchema>;

const nullableScore = z.number().min(0).max(10).nullable();

/**
 * The whole working state of a journey (SPEC section 3). Domain and subdomain hold catalogue
 * ids ('' when unset) so that a rename of a catalogue label never orphans a saved journey.
 */
export const journeyStateSchema = z.object({
  journeyName: shortText,
  currentStage: stageSchema,
  teamMembers: z.array(teamMemberSchema).max(LIMITS.teamMembers),
  selectedDomain: z.string().max(64),
  selectedSubdomain: z.string().max(64),
  problemStatement: z.string().max(LIMITS.problemStatement, `Please keep the problem statement under ${LIMITS.problemStatement} characters.`),
  generatedIdeas: z.array(ideaSchema).max(LIMITS.ideas),
  /** Which engine wrote the generated ideas ('Built-in engine', 'OpenAI-compatible · gpt-4o'). */
  ideasGeneratedBy: z.string().max(200).default(''),
  ideas: z.array(ideaSchema).max(LIMITS.ideas),
  // The four below came with issue 11; journeys saved before it load with their defaults.
  ideasNotice: ideasNoticeSchema.nullable().default(null),
  earlierIdeaRounds: z.array(ideaRoundSchema).max(LIMITS.earlierIdeaRounds).default([]),
  seenIdeaTitles: z.array(shortText).max(LIMITS.seenIdeaTitles).default([]),
  /** Pairs the team said are not duplicates ("Keep both"); never offered for merging again. */
  keptApartIdeaPairs: z.array(z.tuple([ideaIdSchema, ideaIdSchema])).max(LIMITS.keptApartIdeaPairs).default([]),
  selectedIdea: ideaSchema.nullable(),
  userPersona: userPersonaSchema,
  feasibility: feasibilitySchema,
  viability: viabilitySchema,
  isRealScore: nullableScore,
  canWinScore: nullableScore,
  isWorthScore: nullableScore,
  /** Day's Real-Win-Worth screen per idea screened (issue 14); journeys saved before it start empty. */
  rwwScreens: rwwScreensSchema.default({}),
  /** A facilitated session's pairwise ranking of the ideas and the summaries of ended sessions (issue 23). */
  pairwiseRanking: pairwiseRankingSchema.nullable().default(null),
  sessionSummaries: z.array(sessionSummarySchema).max(MAX_SESSION_SUMMARIES).default([]),
});
export type JourneyState = z.infer<typeof journeyStateSchema>;

export function createInitialJourneyState(): JourneyState {
  return {
    journeyName: '',
    currentStage: 0,
    teamMembers: [],
    selectedDomain: '',
    selectedSubdomain: '',
    problemStatement: '',
    generatedIdeas: [],
    ideasGeneratedBy: '',
    ideas: [],
    ideasNotice: null,
    earlierIdeaRounds: [],
    seenIdeaTitles: [],
    keptApartIdeaPairs: [],
    selectedIdea: null,
    userPersona: {
      averageUser: '',
      extremeUser: '',
      unexpectedUser: '',
      primaryNeeds: '',
      secondaryNeeds: '',
      unmetNeeds: '',
      marketTrends: '',
    },
    feasibility: {
      internalCapabilities: '',
      externalAssets: '',
      entryBarriers: '',
      techReadiness: false,
      talentReadiness: false,
      differentiation: false,
    },
    viability: {
      expectedReturn: '',
      costEstimate: '',
      strategicRelevance: '',
      risks: '',
      longTermValue: '',
      longTermAlignment: '',
    },
    isRealScore: null,
    canWinScore: null,
    isWorthScore: null,
    rwwScreens: {},
    pairwiseRanking: null,
    sessionSummaries: [],
  };
}
