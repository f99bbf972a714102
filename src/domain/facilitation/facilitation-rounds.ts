import { VOTES_PER_MEMBER } from '../idea-votes';
import { LIMITS, type JourneyState, type MemberScore } from '../journey-state';
import type { SharedJourneyAction } from '../journey-actions';
import { FACILITATION_MESSAGES, type BlindMarks, type PersonRef, type StartRound } from './facilitation-api';
import type { StoredRound, StoredSession } from './facilitation-record';
import { FacilitationRefused } from './facilitation-refused';
import { blindDoneIds, blindParticipantIds, pairsOf } from './facilitation-view';
import { pairwiseRankingFor } from './pairwise-ranking';

/** What a round does to the journey when it opens or closes: actions the server applies as the facilitator. */
export interface RoundOutcome {
  session: StoredSession;
  actions: SharedJourneyAction[];
}

const ANONYMOUS = 'Anonymous';
/** A person adds at most this many ideas to one private round. */
export const PRIVATE_IDEAS_PER_PERSON = 30;

/**
 * Opening a blind scoring round takes the ideas' marks off the journey and gives each person their
 * own back in the round, so nobody anchors on a score already given; closing writes everyone's at once.
 */
function holdMarks(state: JourneyState): { marks: Record<string, { scores: Record<string, MemberScore>; votes: string[]; finished: boolean }>; heldAnonymousVotes: Record<string, number>; actions: SharedJourneyAction[] } {
  const marks: Record<string, { scores: Record<string, MemberScore>; votes: string[]; finished: boolean }> = {};
  const heldAnonymousVotes: Record<string, number> = {};
  const actions: SharedJourneyAction[] = [];
  const markOf = (userId: string) => (marks[userId] ??= { scores: {}, votes: [], finished: false });
  for (const idea of state.ideas) {
    const voters = idea.voterIds ?? [];
    const scorers = Object.entries(idea.memberScores ?? {});
    const anonymous = Math.max(0, idea.votes - voters.length);
    if (scorers.length === 0 && voters.length === 0 && anonymous === 0) continue;
    for (const [userId, score] of scorers) markOf(userId).scores[idea.id] = score;
    for (const userId of voters) markOf(userId).votes.push(idea.id);
    if (anonymous > 0) heldAnonymousVotes[idea.id] = anonymous;
    actions.push({ type: 'setIdeaMarks', id: idea.id, memberScores: {}, voterIds: [], anonymousVotes: 0 });
  }
  return { marks, heldAnonymousVotes, actions };
}

export function openRound(session: StoredSession, start: StartRound, state: JourneyState, roundId: string, presentIds: string[], now: string): RoundOutcome {
  if (session.round) throw new FacilitationRefused(409, 'ROUND_OPEN', FACILITATION_MESSAGES.roundOpen);
  switch (start.kind) {
    case 'private-ideas':
      return { session: { ...session, round: { kind: 'private-ideas', id: roundId, startedAt: now, ideas: [] } }, actions: [] };
    case 'blind-scoring': {
      if (state.ideas.length === 0) throw new FacilitationRefused(409, 'NO_IDEAS', FACILITATION_MESSAGES.noIdeas);
      const held = holdMarks(state);
      const round: StoredRound = {
        kind: 'blind-scoring',
        id: roundId,
        startedAt: now,
        anonymousVotes: start.anonymousVotes,
        participantIds: presentIds,
        marks: held.marks,
        heldAnonymousVotes: held.heldAnonymousVotes,
      };
      return { session: { ...session, round, anonymousVotes: session.anonymousVotes || start.anonymousVotes }, actions: held.actions };
    }
    case 'pairwise': {
      if (state.ideas.length < 3) throw new FacilitationRefused(409, 'FEW_IDEAS', FACILITATION_MESSAGES.fewIdeas);
      const ideas = state.ideas.map(({ id, title }) => ({ id, title }));
      return { session: { ...session, round: { kind: 'pairwise', id: roundId, startedAt: now, ideas, participantIds: presentIds, choices: {} } }, actions: [] };
    }
  }
}

function openRoundOf<K extends StoredRound['kind']>(session: StoredSession, kind: K, roundId: string): Extract<StoredRound, { kind: K }> {
  const round = session.round;
  if (!round || round.kind !== kind || round.id !== roundId) throw new FacilitationRefused(409, 'ROUND_CLOSED', FACILITATION_MESSAGES.wrongRound);
  return round as Extract<StoredRound, { kind: K }>;
}

export function addPrivateIdea(session: StoredSession, input: { roundId: string; title: string; description: string }, author: PersonRef, state: JourneyState, ideaId: string, now: string): StoredSession {
  const round = openRoundOf(session, 'private-ideas', input.roundId);
  const own = round.ideas.filter((idea) => idea.author.id === author.id).length;
  if (own >= PRIVATE_IDEAS_PER_PERSON || state.ideas.length + round.ideas.length >= LIMITS.ideas) {
    throw new FacilitationRefused(409, 'TOO_MANY_IDEAS', `This round has room for no more ideas (at most ${PRIVATE_IDEAS_PER_PERSON} each, ${LIMITS.ideas} on the journey).`);
  }
  const idea = { id: ideaId, title: input.title, description: input.description, author, at: now };
  return { ...session, round: { ...round, ideas: [...round.ideas, idea] } };
}

export function removePrivateIdea(session: StoredSession, ideaId: string, userId: string): StoredSession {
  const round = session.round;
  if (!round || round.kind !== 'private-ideas') throw new FacilitationRefused(409, 'ROUND_CLOSED', FACILITATION_MESSAGES.wrongRound);
  const idea = round.ideas.find((candidate) => candidate.id === ideaId);
  if (!idea) throw new FacilitationRefused(404, 'NOT_FOUND', FACILITATION_MESSAGES.unknownIdea);
  if (idea.author.id !== userId) throw new FacilitationRefused(403, 'FORBIDDEN', FACILITATION_MESSAGES.notYourIdea);
  return { ...session, round: { ...round, ideas: round.ideas.filter((candidate) => candidate.id !== ideaId) } };
}

export function setBlindMarks(session: StoredSession, marks: BlindMarks, userId: string, state: JourneyState): StoredSession {
  const round = openRoundOf(session, 'blind-scoring', marks.roundId);
  const known = new Set(state.ideas.map((idea) => idea.id));
  const unknown = [...Object.keys(marks.scores), ...marks.votes].find((id) => !known.has(id));
  if (unknown) throw new FacilitationRefused(409, 'UNKNOWN_IDEA', FACILITATION_MESSAGES.unknownIdea);
  const votes = [...new Set(marks.votes)].slice(0, VOTES_PER_MEMBER);
  return { ...session, round: { ...round, marks: { ...round.marks, [userId]: { scores: marks.scores, votes, finished: marks.finished, given: true } } } };
}

/** A score or vote sent through the journey's own changes while a blind round is open goes to the round instead. */
export function divertToBlindRound(session: StoredSession, userId: string, actions: readonly SharedJourneyAction[]): { session: StoredSession; kept: SharedJourneyAction[]; diverted: number } {
  const round = session.round;
  if (!round || round.kind !== 'blind-scoring') return { session, kept: [...actions], diverted: 0 };
  const own = round.marks[userId] ?? { scores: {}, votes: [], finished: false };
  const marks = { scores: { ...own.scores }, votes: [...own.votes], finished: own.finished, given: true };
  const kept: SharedJourneyAction[] = [];
  for (const action of actions) {
    if (action.type === 'setIdeaScores' && action.scorerId === userId) marks.scores[action.id] = { appeal: action.appealScore, fit: action.fitScore };
    else if (action.type === 'castVote' && action.voterId === userId) {
      if (!marks.votes.includes(action.id) && marks.votes.length < VOTES_PER_MEMBER) marks.votes.push(action.id);
    } else if (action.type === 'withdrawVote' && action.voterId === userId) marks.votes = marks.votes.filter((id) => id !== action.id);
    else kept.push(action);
  }
  const diverted = actions.length - kept.length;
  if (diverted === 0) return { session, kept, diverted };
  return { session: { ...session, round: { ...round, marks: { ...round.marks, [userId]: marks } } }, kept, diverted };
}

export function recordPairwiseChoice(session: StoredSession, input: { roundId: string; pairIndex: number; appeal: string; fit: string }, userId: string): StoredSession {
  const round = openRoundOf(session, 'pairwise', input.roundId);
  const pair = pairsOf(round, userId)[input.pairIndex];
  if (!pair) throw new FacilitationRefused(404, 'NOT_FOUND', FACILITATION_MESSAGES.unknownPair);
  if (!pair.includes(input.appeal) || !pair.includes(input.fit)) throw new FacilitationRefused(400, 'VALIDATION_FAILED', FACILITATION_MESSAGES.unknownPair);
  const mine = { ...(round.choices[userId] ?? {}), [String(input.pairIndex)]: { appeal: input.appeal, fit: input.fit } };
  return { ...session, round: { ...round, choices: { ...round.choices, [userId]: mine } } };
}

/**
 * Whether everyone taking part has said they are done: a blind round then closes by itself. One
 * person alone never closes it: the others' screens may not have joined yet, and the facilitator can.
 */
export function everyoneDone(round: StoredRound): boolean {
  if (round.kind !== 'blind-scoring') return false;
  const taking = blindParticipantIds(round);
  const done = new Set(blindDoneIds(round));
  return taking.length > 1 && taking.every((userId) => done.has(userId));
}

function closeBlind(round: Extract<StoredRound, { kind: 'blind-scoring' }>, state: JourneyState): SharedJourneyAction[] {
  return state.ideas.map((idea) => {
    const memberScores: Record<string, MemberScore> = {};
    const voterIds: string[] = [];
    let anonymousVotes = round.heldAnonymousVotes[idea.id] ?? 0;
    for (const [userId, marks] of Object.entries(round.marks)) {
      if (marks.scores[idea.id]) memberScores[userId] = marks.scores[idea.id]!;
      if (!marks.votes.includes(idea.id)) continue;
      if (round.anonymousVotes) anonymousVotes += 1;
      else voterIds.push(userId);
    }
    // Marks given on the journey meanwhile (a batch in flight when the round opened) are kept.
    const since = idea.memberScores ?? {};
    return { type: 'setIdeaMarks', id: idea.id, memberScores: { ...since, ...memberScores }, voterIds: [...new Set([...(idea.voterIds ?? []), ...voterIds])], anonymousVotes } as const;
  });
}

function closePrivate(session: StoredSession, round: Extract<StoredRound, { kind: 'private-ideas' }>, attribution: 'named' | 'anonymous', state: JourneyState): RoundOutcome {
  const room = Math.max(0, LIMITS.ideas - state.ideas.length);
  const revealed = round.ideas.slice(0, room);
  const actions: SharedJourneyAction[] = revealed.map((idea) => ({
    type: 'addIdea',
    id: idea.id,
    idea: { title: idea.title, description: idea.description, personaSource: attribution === 'named' ? idea.author.name : ANONYMOUS },
  }));
  const byName = new Map<string, string[]>();
  for (const idea of revealed) {
    const name = attribution === 'named' ? idea.author.name : ANONYMOUS;
    byName.set(name, [...(byName.get(name) ?? []), idea.title]);
  }
  const contributions = [...session.contributions];
  for (const [name, ideaTitles] of byName) {
    const existing = contributions.findIndex((entry) => entry.name === name);
    if (existing >= 0) contributions[existing] = { name, ideaTitles: [...contributions[existing]!.ideaTitles, ...ideaTitles] };
    else contributions.push({ name, ideaTitles });
  }
  return { session: { ...session, round: null, contributions }, actions };
}

export function closeRound(session: StoredSession, roundId: string, attribution: 'named' | 'anonymous', state: JourneyState, now: string): RoundOutcome {
  const round = session.round;
  if (!round) throw new FacilitationRefused(409, 'NO_ROUND', FACILITATION_MESSAGES.noRound);
  if (round.id !== roundId) throw new FacilitationRefused(409, 'ROUND_CLOSED', FACILITATION_MESSAGES.wrongRound);
  switch (round.kind) {
    case 'private-ideas':
      return closePrivate(session, round, attribution, state);
    case 'blind-scoring':
      return { session: { ...session, round: null }, actions: closeBlind(round, state) };
    case 'pairwise': {
      const choices = { appeal: [] as { winner: string; loser: string }[], fit: [] as { winner: string; loser: string }[] };
      const stillThere = new Set(state.ideas.map((idea) => idea.id));
      for (const [userId, byIndex] of Object.entries(round.choices)) {
        const pairs = pairsOf(round, userId);
        for (const [index, choice] of Object.entries(byIndex)) {
          const pair = pairs[Number(index)];
          if (!pair || !pair.every((id) => stillThere.has(id))) continue;
          for (const criterion of ['appeal', 'fit'] as const) {
            const winner = choice[criterion];
            choices[criterion].push({ winner, loser: pair[0] === winner ? pair[1] : pair[0] });
          }
        }
      }
      const ideas = state.ideas.filter((idea) => round.ideas.some((candidate) => candidate.id === idea.id)).map(({ id, title }) => ({ id, title }));
      const ranking = pairwiseRankingFor(ideas, choices, Object.keys(round.choices).length, now);
      return { session: { ...session, round: null }, actions: [{ type: 'setPairwiseRanking', ranking }] };
    }
  }
}
