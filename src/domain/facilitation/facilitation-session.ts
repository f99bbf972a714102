import type { JourneyState } from '../journey-state';
import type { SharedJourneyAction } from '../journey-actions';
import { FACILITATION_MESSAGES, type PersonRef, type TimerCommand } from './facilitation-api';
import type { FacilitationRecord, StoredSession } from './facilitation-record';
import { FacilitationRefused } from './facilitation-refused';
import { applyTimerCommand } from './facilitation-timer';
import { buildSessionSummary } from './session-summary';

/** Who may start a session: the journey's creator, or the editor they handed facilitation to. */
export function mayStart(record: FacilitationRecord, userId: string, creatorId: string | null, canEdit: boolean): boolean {
  if (!canEdit) return false;
  return userId === creatorId || record.designated?.id === userId;
}

export function runningSession(record: FacilitationRecord): StoredSession {
  if (!record.session) throw new FacilitationRefused(409, 'NO_SESSION', FACILITATION_MESSAGES.noSession);
  return record.session;
}

export function facilitatedBy(record: FacilitationRecord, userId: string): StoredSession {
  const session = runningSession(record);
  if (session.facilitator.id !== userId) throw new FacilitationRefused(403, 'FORBIDDEN', FACILITATION_MESSAGES.notFacilitator);
  return session;
}

export function startSession(record: FacilitationRecord, by: PersonRef, step: string, sessionId: string, now: string): FacilitationRecord {
  if (record.session) throw new FacilitationRefused(409, 'SESSION_RUNNING', FACILITATION_MESSAGES.alreadyRunning);
  const session: StoredSession = {
    id: sessionId,
    facilitator: by,
    startedAt: now,
    step,
    gathering: 0,
    stepLog: [{ step, at: now }],
    timer: { state: 'idle' },
    sound: true,
    round: null,
    contributions: [],
    anonymousVotes: false,
  };
  return { ...record, session };
}

/**
 * The creator may hand facilitation to an editor at any time, the facilitator during their session,
 * and the editor the creator chose may take it for themselves; the new facilitator takes over a
 * running session and may start the next ones.
 */
export function handOver(record: FacilitationRecord, byId: string, creatorId: string | null, to: PersonRef): FacilitationRecord {
  const facilitates = record.session?.facilitator.id === byId;
  const takesTheirTurn = record.designated?.id === byId && to.id === byId;
  if (byId !== creatorId && !facilitates && !takesTheirTurn) throw new FacilitationRefused(403, 'FORBIDDEN', FACILITATION_MESSAGES.notFacilitator);
  const session = record.session ? { ...record.session, facilitator: to } : null;
  return { designated: to, session };
}

export function withTimer(session: StoredSession, command: TimerCommand, now: number): StoredSession {
  return { ...session, timer: applyTimerCommand(session.timer, command, now) };
}

export function moveFacilitator(session: StoredSession, step: string, gather: boolean, now: string): StoredSession {
  const moved = step !== session.step;
  return {
    ...session,
    step,
    gathering: gather ? session.gathering + 1 : session.gathering,
    stepLog: moved ? [...session.stepLog, { step, at: now }] : session.stepLog,
  };
}

/** Ending writes the session's summary onto the journey; a round still open must be closed first. */
export function endSession(record: FacilitationRecord, state: JourneyState, now: string): { record: FacilitationRecord; actions: SharedJourneyAction[] } {
  const session = runningSession(record);
  if (session.round) throw new FacilitationRefused(409, 'ROUND_OPEN', FACILITATION_MESSAGES.roundOpen);
  const summary = buildSessionSummary({
    id: session.id,
    facilitator: session.facilitator.name,
    startedAt: session.startedAt,
    endedAt: now,
    stepLog: session.stepLog,
    contributions: session.contributions,
    state,
    anonymousVotes: session.anonymousVotes,
  });
  return { record: { ...record, session: null }, actions: [{ type: 'addSessionSummary', summary }] };
}
