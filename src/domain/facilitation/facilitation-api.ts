import { z } from '../zod';
import { JOURNEY_STEP_LABELS } from '../journey-steps';
import { ideaSchema, memberScoreSchema } from '../journey-state';

/**
 * A facilitated session on a journey (issue 23): what the server answers each person at
 * GET /api/journeys/:id/facilitation, and the commands it takes. Every answer is cut for the person
 * asking: others' private ideas, scores, votes and choices never leave the server before the round
 * closes. The event stream only says that the session changed ("facilitation" with a version); each
 * screen then asks for its own view.
 *
 * Routes, under /api/journeys/:id/facilitation, each answering the caller's FacilitationAnswer:
 *   GET    /                        the session as you may see it
 *   POST   /start                   { step }: you facilitate (creator, or the designated editor)
 *   POST   /hand-over               { userId }: the creator or facilitator hands facilitation to an editor
 *   POST   /timer                   TimerCommand (facilitator)
 *   POST   /sound                   { sound } (facilitator)
 *   POST   /step                    { step, gather } (facilitator): "Follow me" when gather
 *   POST   /rounds                  StartRound (facilitator)
 *   POST   /rounds/close            { roundId, attribution } (facilitator): results appear together
 *   POST   /private-ideas           { roundId, title, description } (anyone with the journey)
 *   DELETE /private-ideas/:ideaId   your own
 *   PUT    /blind-marks             { roundId, scores, votes, finished } (anyone with the journey)
 *   POST   /pairwise-choices        { roundId, pairIndex, appeal, fit } (anyone with the journey)
 *   POST   /end                     (facilitator): the summary is written to the journey
 * The journey's event stream sends `facilitation` { version } after each change.
 */

export const FACILITATION_MESSAGES = {
  notFacilitator: 'Only the facilitator can do this.',
  cannotStart: 'Only the journey’s creator, or the editor they handed facilitation to, can start a session.',
  alreadyRunning: 'A session is already running on this journey.',
  noSession: 'No session is running on this journey.',
  roundOpen: 'Close the current round first.',
  noRound: 'No round is open.',
  wrongRound: 'That round is not open now.',
  handOverToEditor: 'Facilitation can only be handed to an owner or editor of this workspace.',
  scoresInRound: 'A blind scoring round is open: your scores go to the round until the facilitator closes it.',
  ideasInRound: 'A private round is open: add your ideas to the round.',
  notYourIdea: 'You can only change your own private ideas.',
  unknownIdea: 'That idea is not in this round.',
  unknownPair: 'That comparison is not one of yours.',
  fewIdeas: 'A pairwise round needs at least three ideas.',
  noIdeas: 'Score ideas once the journey has some.',
} as const;

const stepSchema = z
  .string()
  .max(40)
  .refine((step) => step in JOURNEY_STEP_LABELS, 'Unknown journey step.');

export const TIMER_MAX_MINUTES = 180;

export type TimerView =
  | { state: 'idle' }
  /** endsAt is server time; the client corrects it by the answer's serverNow against its own clock. */
  | { state: 'running'; endsAt: string; durationMs: number }
  | { state: 'paused'; remainingMs: number; durationMs: number }
  /** Ran out at endsAt; screens show the signal until the facilitator starts another or stops it. */
  | { state: 'ended'; endsAt: string; durationMs: number };

export interface PersonRef {
  id: string;
  name: string;
}

export interface PrivateIdeaView {
  id: string;
  title: string;
  description: string;
  /** Shown to the author and the facilitator only. */
  author: PersonRef;
}

export type RoundView =
  | {
      kind: 'private-ideas';
      id: string;
      startedAt: string;
      /** Your own ideas; the facilitator gets everyone's. */
      ideas: PrivateIdeaView[];
      /** How many people have added at least one idea, and how many ideas there are in all. */
      contributors: number;
      ideaCount: number;
    }
  | {
      kind: 'blind-scoring';
      id: string;
      startedAt: string;
      anonymousVotes: boolean;
      /** People who may score (every member with the journey's workspace), and how many said they are done. */
      participants: number;
      finished: number;
      youFinished: boolean;
      /** Only your own marks: ideaId -> your appeal and fit; the ideas you voted for. */
      yourScores: Record<string, { appeal: number; fit: number }>;
      yourVotes: string[];
    }
  | {
      kind: 'pairwise';
      id: string;
      startedAt: string;
      participants: number;
      finished: number;
      youFinished: boolean;
      /** Your comparisons, in order: two idea ids each; about 1.5 x the ideas in all. */
      yourPairs: [string, string][];
      /** Your choices so far, by pair index. */
      yourChoices: Record<string, { appeal: string; fit: string }>;
    };

export interface SessionView {
  id: string;
  facilitator: PersonRef;
  startedAt: string;
  /** The facilitator's step ('ideate/evaluate'), where "Follow me" brings everyone. */
  step: string;
  /** Bumped each time the facilitator brings everyone to their step, even to the one they are on. */
  gathering: number;
  timer: TimerView;
  /** Whether the facilitator wants the end sound played (each person can still mute it). */
  sound: boolean;
  round: RoundView | null;
  youFacilitate: boolean;
}

export interface FacilitationAnswer {
  /** Counts up on every change of the session; the event stream carries it. */
  version: number;
  /** The server's clock when it answered, so timers agree across devices. */
  serverNow: string;
  session: SessionView | null;
  /** Whether you may start a session (or take over as facilitator). */
  canStart: boolean;
  /** The editor the creator handed facilitation to, if any. */
  designated: PersonRef | null;
}

export const startSessionSchema = z.object({ step: stepSchema });
export const handOverSchema = z.object({ userId: z.string().min(1).max(64) });

export const timerCommandSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), minutes: z.number().int().min(1).max(TIMER_MAX_MINUTES) }),
  z.object({ action: z.literal('pause') }),
  z.object({ action: z.literal('resume') }),
  z.object({ action: z.literal('add-minute') }),
  z.object({ action: z.literal('stop') }),
]);
export type TimerCommand = z.infer<typeof timerCommandSchema>;

export const soundSchema = z.object({ sound: z.boolean() });

/** The facilitator's step; with gather, everyone following is brought to it. */
export const facilitatorStepSchema = z.object({ step: stepSchema, gather: z.boolean().default(false) });

export const startRoundSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('private-ideas') }),
  z.object({ kind: z.literal('blind-scoring'), anonymousVotes: z.boolean().default(false) }),
  z.object({ kind: z.literal('pairwise') }),
]);
export type StartRound = z.infer<typeof startRoundSchema>;

/** Closing a private round reveals its ideas, with their authors' names or without. */
export const closeRoundSchema = z.object({ roundId: z.string().min(1).max(64), attribution: z.enum(['named', 'anonymous']).default('named') });

export const privateIdeaSchema = z.object({
  roundId: z.string().min(1).max(64),
  title: ideaSchema.shape.title.trim().min(1, 'Give the idea a title.'),
  description: ideaSchema.shape.description.default(''),
});

export const blindMarksSchema = z.object({
  roundId: z.string().min(1).max(64),
  scores: z.record(z.string().min(1).max(64), memberScoreSchema),
  votes: z.array(z.string().min(1).max(64)).max(3),
  finished: z.boolean(),
});
export type BlindMarks = z.infer<typeof blindMarksSchema>;

export const pairwiseChoiceSchema = z.object({
  roundId: z.string().min(1).max(64),
  pairIndex: z.number().int().min(0).max(1000),
  appeal: z.string().min(1).max(64),
  fit: z.string().min(1).max(64),
});
