import { z } from './zod';
import { type EngineDescription, aiScopeFields } from './ai-api';
import { LIMITS, scoreSchema } from './journey-state';

/** At most this many ideas are scored in one request (the state holds at most LIMITS.ideas). */
export const MAX_IDEAS_TO_SCORE = LIMITS.ideas;
export const SCORE_REASON_MAX_LENGTH = 240;

/** `POST /api/ai/score-suggestions`: the journey's context and the ideas to suggest scores for. */
export const scoreSuggestionsRequestSchema = z.object({
  domain: z.string().trim().min(1).max(64),
  subdomain: z.string().trim().max(64).default(''),
  problemStatement: z.string().trim().max(LIMITS.problemStatement).default(''),
  ideas: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        title: z.string().max(LIMITS.shortText),
        description: z.string().max(LIMITS.longText),
        type: z.string().max(LIMITS.shortText),
      }),
    )
    .min(1, 'There are no ideas to score yet.')
    .max(MAX_IDEAS_TO_SCORE),
  ...aiScopeFields,
});
export type ScoreSuggestionsRequest = z.output<typeof scoreSuggestionsRequestSchema>;

/** One suggestion: shown beside the sliders, applied only when a person clicks it. */
export const scoreSuggestionSchema = z.object({
  ideaId: z.string().min(1).max(64),
  appealScore: scoreSchema,
  fitScore: scoreSchema,
  reason: z.string().trim().min(1).max(SCORE_REASON_MAX_LENGTH),
});
export type ScoreSuggestion = z.infer<typeof scoreSuggestionSchema>;

/** `POST /api/ai/score-suggestions` answer: the suggestions and which engine made them. */
export interface ScoreSuggestionsResponse {
  suggestions: ScoreSuggestion[];
  engine: EngineDescription;
}
