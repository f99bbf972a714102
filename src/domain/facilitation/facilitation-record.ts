import type { MemberScore } from '../journey-state';
import type { PersonRef } from './facilitation-api';

/**
 * A journey's facilitation as the server keeps it (issue 23), with everything a round holds back:
 * private ideas, blind marks, pairwise choices. Only the server reads this whole; people get
 * facilitation-view.ts's cut of it.
 */
export interface FacilitationRecord {
  /** The editor the creator handed facilitation to; they may start the next session. */
  designated: PersonRef | null;
  session: StoredSession | null;
}

export type StoredTimer =
  | { state: 'idle' }
  | { state: 'running'; endsAt: string; durationMs: number }
  | { state: 'paused'; remainingMs: number; durationMs: number };

export interface PrivateIdea {
  id: string;
  title: string;
  description: string;
  author: PersonRef;
  at: string;
}

export interface BlindMarksOf {
  scores: Record<string, MemberScore>;
  votes: string[];
  finished: boolean;
  /** Marked in this round; marks only held from before the round do not make someone take part. */
  given?: boolean;
}

export type StoredRound =
  | { kind: 'private-ideas'; id: string; startedAt: string; ideas: PrivateIdea[] }
  | {
      kind: 'blind-scoring';
      id: string;
      startedAt: string;
      anonymousVotes: boolean;
      /** People with the journey open when the round started; anyone who marks joins them. */
      participantIds: string[];
      marks: Record<string, BlindMarksOf>;
      /** Votes cast anonymously before the round, by idea, given back when it closes. */
      heldAnonymousVotes: Record<string, number>;
    }
  | {
      kind: 'pairwise';
      id: string;
      startedAt: string;
      ideas: { id: string; title: string }[];
      participantIds: string[];
      /** By user id, then by pair index. */
      choices: Record<string, Record<string, { appeal: string; fit: string }>>;
    };

export interface StoredSession {
  id: string;
  facilitator: PersonRef;
  startedAt: string;
  step: string;
  gathering: number;
  /** Where the facilitator was, and since when: the summary's time per step. */
  stepLog: { step: string; at: string }[];
  timer: StoredTimer;
  sound: boolean;
  round: StoredRound | null;
  /** Ideas revealed from private rounds, by who wrote them ("Anonymous" when revealed so). */
  contributions: { name: string; ideaTitles: string[] }[];
  /** Whether any of the session's blind rounds took votes anonymously. */
  anonymousVotes: boolean;
}

export const emptyFacilitation = (): FacilitationRecord => ({ designated: null, session: null });
