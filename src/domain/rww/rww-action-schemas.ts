import { z } from '../zod';
import { RWW_ITEM_IDS } from './rww-items';
import {
  RWW_LIMITS,
  riskLevelSchema,
  rwwAnswerSchema,
  rwwDecisionInputSchema,
  rwwEvidenceSchema,
  rwwIdeaIdSchema,
  rwwItemIdSchema,
  rwwStageSchema,
  rwwTimeSchema,
} from './rww-state';

// The Real-Win-Worth actions as they travel (journey-actions.ts lists them with the others): item ids,
// answers, stages and decision kinds are enums, so an unknown one is refused at the edge (400).
const accountId = z.string().min(1).max(64);
const common = { ideaId: rwwIdeaIdSchema, at: rwwTimeSchema };

const draftInput = z.object({
  itemId: rwwItemIdSchema,
  answer: rwwAnswerSchema,
  reason: z.string().max(RWW_LIMITS.draftReason),
});

const decision = z
  .object({
    type: z.literal('recordRwwDecision'),
    ...common,
    stage: rwwStageSchema,
    userId: accountId,
    kind: rwwDecisionInputSchema.shape.kind,
    reason: rwwDecisionInputSchema.shape.reason,
  })
  .superRefine((action, ctx) => {
    const checked = rwwDecisionInputSchema.safeParse({ kind: action.kind, reason: action.reason });
    for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

export const rwwActionSchemas = [
  z.object({ type: z.literal('setRwwAnswer'), ...common, itemId: rwwItemIdSchema, answer: rwwAnswerSchema.nullable(), userId: accountId }),
  z.object({ type: z.literal('setRwwEvidence'), ...common, itemId: rwwItemIdSchema, evidence: rwwEvidenceSchema }),
  z.object({
    type: z.literal('receiveRwwDrafts'),
    ...common,
    drafts: z
      .array(draftInput)
      .max(RWW_ITEM_IDS.length)
      .refine((drafts) => new Set(drafts.map((draft) => draft.itemId)).size === drafts.length, 'An item has two drafts.'),
    engine: z.string().max(RWW_LIMITS.engineLabel),
  }),
  z.object({ type: z.literal('confirmRwwDraft'), ...common, itemId: rwwItemIdSchema, userId: accountId }),
  z.object({ type: z.literal('discardRwwDrafts'), ...common }),
  decision,
  z.object({ type: z.literal('setRwwQuestionOwner'), ...common, itemId: rwwItemIdSchema, ownerId: accountId.nullable() }),
  z.object({ type: z.literal('setRwwQuestionDone'), ...common, itemId: rwwItemIdSchema, done: z.boolean(), userId: accountId }),
  z.object({
    type: z.literal('setRwwRisk'),
    ...common,
    marketNewness: riskLevelSchema.nullable().optional(),
    productNewness: riskLevelSchema.nullable().optional(),
  }),
] as const;
