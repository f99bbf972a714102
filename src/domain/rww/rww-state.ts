import { z } from '../zod';
import { RWW_ANSWERS, RWW_ITEM_IDS, RWW_STAGES } from './rww-items';

export const RWW_LIMITS = {
  evidence: 1000,
  reason: 1000,
  /** A draft's reason: one line. */
  draftReason: 240,
  engineLabel: 200,
  /** Screens kept per journey (one per idea the team screened); the oldest makes room. */
  screens: 10,
} as const;

/** Account ids and idea ids, as journey-state.ts has them (it imports this file, not the other way). */
const accountId = z.string().min(1).max(64);
export const rwwIdeaIdSchema = z.string().min(1).max(64);
export const rwwTimeSchema = z.string().max(40);

const UNKNOWN_ITEM = 'Unknown Real-Win-Worth item.';
const UNKNOWN_STAGE = 'Unknown Real-Win-Worth stage.';

export const rwwItemIdSchema = z.enum(RWW_ITEM_IDS, { message: UNKNOWN_ITEM });
export const rwwAnswerSchema = z.enum(RWW_ANSWERS, { message: 'Answer Yes, Maybe or No.' });
export const rwwStageSchema = z.enum(RWW_STAGES, { message: UNKNOWN_STAGE });

/** Values by item id: an id the screen does not have is refused by name, not dropped. */
export function byItem<T extends z.ZodType>(value: T) {
  return z.partialRecord(rwwItemIdSchema, value, { error: (issue) => (issue.code === 'invalid_type' ? undefined : UNKNOWN_ITEM) });
}

export const rwwEvidenceSchema = z
  .string()
  .max(RWW_LIMITS.evidence, `Please keep the evidence note under ${RWW_LIMITS.evidence} characters.`);

export const rwwItemAnswerSchema = z.object({
  /** Null while only an evidence note is written. */
  answer: rwwAnswerSchema.nullable(),
  /** What we know and where from. */
  evidence: rwwEvidenceSchema,
  answeredBy: accountId.nullable(),
  answeredAt: rwwTimeSchema.nullable(),
  /** When the answer is an AI draft a person confirmed: which engine drafted it, and its reason. */
  fromDraft: z
    .object({ engine: z.string().max(RWW_LIMITS.engineLabel), reason: z.string().max(RWW_LIMITS.draftReason) })
    .nullable()
    .default(null),
});
export type RwwItemAnswer = z.infer<typeof rwwItemAnswerSchema>;

/** An AI draft: shown as a draft, counted for nothing until a person confirms or changes it. */
export const rwwDraftSchema = z.object({
  answer: rwwAnswerSchema,
  reason: z.string().max(RWW_LIMITS.draftReason),
  engine: z.string().max(RWW_LIMITS.engineLabel),
  draftedAt: rwwTimeSchema,
});
export type RwwDraft = z.infer<typeof rwwDraftSchema>;

/** The follow-up of a Maybe: who finds out, and whether it is done. */
export const rwwOpenQuestionSchema = z.object({
  ownerId: accountId.nullable(),
  done: z.boolean(),
  doneBy: accountId.nullable(),
  doneAt: rwwTimeSchema.nullable(),
});
export type RwwOpenQuestion = z.infer<typeof rwwOpenQuestionSchema>;

export const RWW_DECISION_KINDS = ['stop', 'pivot', 'continue'] as const;
export const rwwDecisionKindSchema = z.enum(RWW_DECISION_KINDS, { message: 'Choose stop, go back or continue.' });
export type RwwDecisionKind = z.infer<typeof rwwDecisionKindSchema>;

export const RWW_DECISION_MESSAGES = {
  reasonRequired: 'Please write why the team continues despite the No.',
  reasonTooLong: `Please keep the reason under ${RWW_LIMITS.reason} characters.`,
} as const;

const decisionReasonSchema = z.string().max(RWW_LIMITS.reason, RWW_DECISION_MESSAGES.reasonTooLong);
/** Continuing despite a No needs a written reason; stopping or going back may say why. */
const continueHasReason: [(decision: { kind: RwwDecisionKind; reason: string }) => boolean, { message: string; path: string[] }] = [
  (decision) => decision.kind !== 'continue' || decision.reason.trim() !== '',
  { message: RWW_DECISION_MESSAGES.reasonRequired, path: ['reason'] },
];

/** A decision's kind and reason as a person gives them. */
export const rwwDecisionInputSchema = z.object({ kind: rwwDecisionKindSchema, reason: decisionReasonSchema }).refine(...continueHasReason);

export const rwwDecisionSchema = z
  .object({
    kind: rwwDecisionKindSchema,
    reason: decisionReasonSchema,
    decidedBy: accountId,
    decidedAt: rwwTimeSchema,
    /** The items that were No when the team decided: a later No asks for a new decision. */
    noItems: z.array(rwwItemIdSchema).max(RWW_ITEM_IDS.length),
  })
  .refine(...continueHasReason);
export type RwwDecision = z.infer<typeof rwwDecisionSchema>;

/** Day's risk matrix: 1 (what the bank knows today) to 5 (entirely new to it). */
export const riskLevelSchema = z.number().int().min(1).max(5);
export const rwwRiskSchema = z.object({
  marketNewness: riskLevelSchema.nullable(),
  productNewness: riskLevelSchema.nullable(),
});
export type RwwRisk = z.infer<typeof rwwRiskSchema>;

/** One idea's screen. Keyed by idea, so going back to pick another idea starts a fresh screen. */
export const rwwScreenSchema = z.object({
  startedAt: rwwTimeSchema,
  answers: byItem(rwwItemAnswerSchema).default({}),
  drafts: byItem(rwwDraftSchema).default({}),
  openQuestions: byItem(rwwOpenQuestionSchema).default({}),
  decisions: z
    .partialRecord(rwwStageSchema, rwwDecisionSchema, { error: (issue) => (issue.code === 'invalid_type' ? undefined : UNKNOWN_STAGE) })
    .default({}),
  risk: rwwRiskSchema.default({ marketNewness: null, productNewness: null }),
});
export type RwwScreen = z.infer<typeof rwwScreenSchema>;

export const rwwScreensSchema = z
  .record(rwwIdeaIdSchema, rwwScreenSchema)
  .refine((screens) => Object.keys(screens).length <= RWW_LIMITS.screens, {
    message: `A journey keeps the Real-Win-Worth screens of at most ${RWW_LIMITS.screens} ideas.`,
  });

export function createRwwScreen(startedAt: string): RwwScreen {
  return { startedAt, answers: {}, drafts: {}, openQuestions: {}, decisions: {}, risk: { marketNewness: null, productNewness: null } };
}

export const EMPTY_RWW_SCREEN: RwwScreen = createRwwScreen('');

/** The screen of the idea the journey has chosen; an empty one before any answer. */
export function chosenIdeaScreen(state: { selectedIdea: { id: string } | null; rwwScreens: Record<string, RwwScreen> }): RwwScreen {
  const id = state.selectedIdea?.id;
  return (id && state.rwwScreens[id]) || EMPTY_RWW_SCREEN;
}
