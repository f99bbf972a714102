import type { FacilitationAnswer, PrivateIdeaView, RoundView, SessionView } from './facilitation-api';
import type { FacilitationRecord, StoredRound, StoredSession } from './facilitation-record';
import { timerView } from './facilitation-timer';
import { pairwiseSchedule } from './pairwise-schedule';

/** The seed of one person's comparisons in one round: the same list on every reload. */
export const pairsOf = (round: Extract<StoredRound, { kind: 'pairwise' }>, userId: string) =>
  pairwiseSchedule(
    round.ideas.map((idea) => idea.id),
    `${round.id}:${userId}`,
  );

/** Who has finished, counted over the round's participants and whoever else took part. */
function progress(participantIds: readonly string[], doneIds: readonly string[]) {
  const everyone = new Set([...participantIds, ...doneIds]);
  return { participants: everyone.size, finished: doneIds.length };
}

export function pairwiseDoneIds(round: Extract<StoredRound, { kind: 'pairwise' }>): string[] {
  return Object.entries(round.choices)
    .filter(([userId, choices]) => Object.keys(choices).length >= pairsOf(round, userId).length)
    .map(([userId]) => userId);
}

export function blindDoneIds(round: Extract<StoredRound, { kind: 'blind-scoring' }>): string[] {
  return Object.entries(round.marks)
    .filter(([, marks]) => marks.finished)
    .map(([userId]) => userId);
}

/** Who takes part in a blind round: those in the room when it ran, and whoever marked in it. */
export function blindParticipantIds(round: Extract<StoredRound, { kind: 'blind-scoring' }>): string[] {
  const marked = Object.entries(round.marks)
    .filter(([, marks]) => marks.given)
    .map(([userId]) => userId);
  return [...new Set([...round.participantIds, ...marked])];
}

/**
 * A round as one person may see it: their own ideas, marks and choices, and counts of the rest.
 * The facilitator also sees everyone's private ideas (to run the reveal), never others' scores.
 */
function roundView(round: StoredRound, userId: string, facilitates: boolean): RoundView {
  switch (round.kind) {
    case 'private-ideas': {
      const visible = round.ideas.filter((idea) => facilitates || idea.author.id === userId);
      const ideas: PrivateIdeaView[] = visible.map(({ id, title, description, author }) => ({ id, title, description, author }));
      return {
        kind: round.kind,
        id: round.id,
        startedAt: round.startedAt,
        ideas,
        contributors: new Set(round.ideas.map((idea) => idea.author.id)).size,
        ideaCount: round.ideas.length,
      };
    }
    case 'blind-scoring': {
      const own = round.marks[userId];
      const done = blindDoneIds(round);
      return {
        kind: round.kind,
        id: round.id,
        startedAt: round.startedAt,
        anonymousVotes: round.anonymousVotes,
        ...progress(blindParticipantIds(round), done),
        youFinished: own?.finished ?? false,
        yourScores: own?.scores ?? {},
        yourVotes: own?.votes ?? [],
      };
    }
    case 'pairwise': {
      const done = pairwiseDoneIds(round);
      return {
        kind: round.kind,
        id: round.id,
        startedAt: round.startedAt,
        ...progress([...round.participantIds, ...Object.keys(round.choices)], done),
        youFinished: done.includes(userId),
        yourPairs: pairsOf(round, userId),
        yourChoices: round.choices[userId] ?? {},
      };
    }
  }
}

function sessionView(session: StoredSession, userId: string, now: number): SessionView {
  const facilitates = session.facilitator.id === userId;
  return {
    id: session.id,
    facilitator: session.facilitator,
    startedAt: session.startedAt,
    step: session.step,
    gathering: session.gathering,
    timer: timerView(session.timer, now),
    sound: session.sound,
    round: session.round ? roundView(session.round, userId, facilitates) : null,
    youFacilitate: facilitates,
  };
}

export function facilitationAnswer(
  record: FacilitationRecord,
  version: number,
  viewer: { id: string; mayStart: boolean },
  now: number,
): FacilitationAnswer {
  return {
    version,
    serverNow: new Date(now).toISOString(),
    session: record.session ? sessionView(record.session, viewer.id, now) : null,
    canStart: viewer.mayStart,
    designated: record.designated,
  };
}
