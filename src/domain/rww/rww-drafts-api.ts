import { z } from '../zod';
import { type EngineDescription, aiScopeFields } from '../ai-api';
import { LIMITS, feasibilitySchema, userPersonaSchema, viabilitySchema } from '../journey-state';
import { RWW_LIMITS, byItem, rwwAnswerSchema, rwwEvidenceSchema, rwwItemIdSchema, rwwRiskSchema } from './rww-state';

/** `POST /api/ai/rww-drafts`: the idea, its focus area and problem, and what the team has entered. */
export const rwwDraftsRequestSchema = z.object({
  domain: z.string().trim().max(64).default(''),
  subdomain: z.string().trim().max(64).default(''),
  problemStatement: z.string().trim().max(LIMITS.problemStatement).default(''),
  idea: z.object({
    title: z.string().max(LIMITS.shortText),
    description: z.string().max(LIMITS.longText),
    type: z.string().max(LIMITS.shortText),
  }),
  userPersona: userPersonaSchema,
  feasibility: feasibilitySchema,
  viability: viabilitySchema,
  /** The team's confirmed answers and evidence notes so far. */
  answers: byItem(z.object({ answer: rwwAnswerSchema.nullable(), evidence: rwwEvidenceSchema })).default({}),
  risk: rwwRiskSchema.default({ marketNewness: null, productNewness: null }),
  ...aiScopeFields,
});
export type RwwDraftsRequest = z.output<typeof rwwDraftsRequestSchema>;
export type RwwDraftsInput = z.input<typeof rwwDraftsRequestSchema>;

/** One drafted answer: shown as a draft beside the item, counted for nothing until a person confirms it. */
export const rwwDraftSuggestionSchema = z.object({
  itemId: rwwItemIdSchema,
  answer: rwwAnswerSchema,
  reason: z.string().trim().min(1).max(RWW_LIMITS.draftReason),
});
export type RwwDraftSuggestion = z.infer<typeof rwwDraftSuggestionSchema>;

/** What an engine drafts. */
export interface RwwDraftsResult {
  drafts: RwwDraftSuggestion[];
  /** Said when there was too little to go on for most items. */
  notice: string | null;
}

/** `POST /api/ai/rww-drafts` answer: the drafts and which engine made them. */
export interface RwwDraftsResponse extends RwwDraftsResult {
  engine: EngineDescription;
}
