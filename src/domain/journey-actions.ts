import { z } from './zod';
import type { JourneyAction } from './journey-reducer';
import {
  LIMITS,
  feasibilitySchema,
  ideaSchema,
  ideasNoticeSchema,
  journeyStateSchema,
  scoreSchema,
  stageSchema,
  teamMemberSchema,
  userIdSchema,
  userPersonaSchema,
  viabilitySchema,
} from './journey-state';
import { getPersona } from './personas';
import type { Persona } from './persona';
import { rwwActionSchemas } from './rww/rww-action-schemas';
import { facilitationActionSchemas } from './facilitation/facilitation-actions';
import { parseTextKey } from './journey-text-fields';

/**
 * The journey's changes as they travel between people editing it (issue 12): the reducer's actions,
 * checked at the edge like any other input. `load` and `reset` replace the whole journey and stay on
 * one screen; restoring an earlier version has a route of its own.
 */
export type SharedJourneyAction = Exclude<JourneyAction, { type: 'load' } | { type: 'reset' }>;

const id = z.string().min(1).max(64);
const timestamp = z.string().max(40);

/** A persona travels as its id; the catalogue supplies the rest, so nobody can rename an expert. */
const personaRef = z.object({ id: z.string().max(16) }).transform((ref, ctx): Persona => {
  const persona = getPersona(ref.id);
  if (!persona) {
    ctx.addIssue({ code: 'custom', message: `Unknown persona "${ref.id}".` });
    return z.NEVER;
  }
  return persona;
});

/** A new idea carries no one's scores or votes: those are each member's own actions. */
const newIdea = ideaSchema.transform(({ memberScores: _s, voterIds: _v, appealScore: _a, fitScore: _f, averageScore: _m, ...idea }) => ({
  ...idea,
  votes: 0,
}));
const ideaDraft = ideaSchema
  .omit({ id: true, votes: true, memberScores: true, voterIds: true, appealScore: true, fitScore: true, averageScore: true })
  .partial();
const ideaTextChanges = z.object({ title: ideaSchema.shape.title, description: ideaSchema.shape.description, type: ideaSchema.shape.type }).partial();
const nullableScore = journeyStateSchema.shape.isRealScore;

const actionSchemas = [
  z.object({ type: z.literal('setStage'), stage: stageSchema }),
  z.object({ type: z.literal('addTeamMember'), persona: personaRef, id }),
  z.object({ type: z.literal('removeTeamMember'), id }),
  z.object({ type: z.literal('updateTeamMember'), id, changes: teamMemberSchema.omit({ id: true }).partial() }),
  z.object({ type: z.literal('togglePersona'), persona: personaRef, memberId: id }),
  z.object({ type: z.literal('setDomain'), domainId: z.string().max(64) }),
  z.object({ type: z.literal('setSubdomain'), subdomainId: z.string().max(64) }),
  z.object({ type: z.literal('setProblemStatement'), problemStatement: journeyStateSchema.shape.problemStatement }),
  z.object({ type: z.literal('setJourneyName'), journeyName: journeyStateSchema.shape.journeyName }),
  z.object({
    type: z.literal('receiveIdeaRound'),
    ideas: z.array(newIdea).max(LIMITS.ideas),
    generatedBy: z.string().max(200),
    notice: ideasNoticeSchema.nullable(),
    archivedRoundId: id,
    replacedAt: timestamp,
  }),
  z.object({ type: z.literal('restoreIdeaRound'), roundId: id, archivedRoundId: id, replacedAt: timestamp }),
  z.object({ type: z.literal('addIdea'), id, idea: ideaDraft.optional() }),
  z.object({ type: z.literal('updateIdea'), id, changes: ideaTextChanges }),
  z.object({ type: z.literal('removeIdea'), id }),
  z.object({ type: z.literal('restoreIdea'), idea: ideaSchema, index: z.number().int().min(0).max(LIMITS.ideas) }),
  z.object({ type: z.literal('setIdeaStar'), id, starred: z.boolean() }),
  z.object({ type: z.literal('setIdeaScores'), id, scorerId: userIdSchema, appealScore: scoreSchema, fitScore: scoreSchema }),
  z.object({ type: z.literal('castVote'), id, voterId: userIdSchema }),
  z.object({ type: z.literal('withdrawVote'), id, voterId: userIdSchema }),
  z.object({ type: z.literal('selectIdea'), id: id.nullable() }),
  z.object({ type: z.literal('mergeIdeas'), keepId: id, mergeId: id }),
  z.object({ type: z.literal('keepIdeasApart'), ids: z.tuple([id, id]) }),
  z.object({ type: z.literal('updateUserPersona'), changes: userPersonaSchema.partial() }),
  z.object({ type: z.literal('updateFeasibility'), changes: feasibilitySchema.partial() }),
  z.object({ type: z.literal('updateViability'), changes: viabilitySchema.partial() }),
  z.object({
    type: z.literal('setScores'),
    scores: z.object({ isRealScore: nullableScore, canWinScore: nullableScore, isWorthScore: nullableScore }).partial(),
  }),
  ...rwwActionSchemas,
  ...facilitationActionSchemas,
] as const;

export const journeyActionSchema = z.discriminatedUnion('type', actionSchemas);

// The schema and the reducer's action type must describe the same actions.
type Parsed = z.output<typeof journeyActionSchema>;
const everyActionHasASchema = (action: SharedJourneyAction): Parsed['type'] => action.type;
const everySchemaIsAnAction = (action: Parsed): SharedJourneyAction => action;
void everyActionHasASchema;
void everySchemaIsAnAction;

/** Changes sent in one request: more than this is a client gone wrong, not a person typing. */
export const MAX_ACTIONS_PER_BATCH = 200;

/** Text fields one batch may carry typing for; a person types in one or two at a time. */
export const MAX_TEXT_FIELDS_PER_BATCH = 64;
/** A field's whole document, resent after an offline reload, stays well under this. */
const MAX_TEXT_UPDATE_LENGTH = 400_000;

const textKeySchema = z.string().refine((key) => parseTextKey(key) !== null, { error: (issue) => `Unknown text field "${String(issue.input).slice(0, 80)}".` });
const textUpdateSchema = z.string().min(1).max(MAX_TEXT_UPDATE_LENGTH).regex(/^[A-Za-z0-9+/]*={0,2}$/, 'A text update must be base64.');

export const journeyChangeBatchSchema = z
  .object({
    /** Chosen by the client and kept when it sends the same batch again, so a retry is applied once. */
    batchId: z.string().min(8).max(64),
    /** The version the client had when it made these changes. */
    baseVersion: z.number().int().min(0),
    actions: z.array(journeyActionSchema).max(MAX_ACTIONS_PER_BATCH),
    /**
     * Typing, as shared-text updates by field (docs/decisions.md, 2026-11-26). A client that sends
     * this, even empty, writes every text through it: its actions' text values are not applied.
     */
    text: z
      .record(textKeySchema, textUpdateSchema)
      .refine((text) => Object.keys(text).length <= MAX_TEXT_FIELDS_PER_BATCH, `A batch carries typing for at most ${MAX_TEXT_FIELDS_PER_BATCH} fields.`)
      .optional(),
  })
  .refine((batch) => batch.actions.length > 0 || Object.keys(batch.text ?? {}).length > 0, {
    message: 'A batch needs at least one action or one text change.',
    path: ['actions'],
  });
export type JourneyChangeBatch = z.infer<typeof journeyChangeBatchSchema>;

/** What a viewer may do: score, vote (and comment, which is not a journey action). */
export const MEMBER_OWN_ACTIONS = ['setIdeaScores', 'castVote', 'withdrawVote'] as const;

export function isMemberOwnAction(action: Pick<SharedJourneyAction, 'type'>): boolean {
  return (MEMBER_OWN_ACTIONS as readonly string[]).includes(action.type);
}

/** The member an action speaks for, when it is someone's own score or vote. */
export function actingMember(action: SharedJourneyAction): string | null {
  if (action.type === 'setIdeaScores') return action.scorerId;
  if (action.type === 'castVote' || action.type === 'withdrawVote') return action.voterId;
  return null;
}

export function isSharedAction(action: JourneyAction): action is SharedJourneyAction {
  return action.type !== 'load' && action.type !== 'reset';
}
