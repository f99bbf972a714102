import { LIMITS, type Idea, type IdeaRound, type IdeasNoticeState, type JourneyState } from './journey-state';

/** A new working list arriving: a generated round, or an earlier round brought back. */
export interface IncomingRound {
  ideas: Idea[];
  generatedBy: string;
  notice: IdeasNoticeState | null;
  /** The id the replaced working list is kept under, and when it was replaced. */
  archivedRoundId: string;
  replacedAt: string;
}

const titleKey = (title: string) => title.trim().toLowerCase();

/** Titles seen so far, newest last, each once; the oldest drop off beyond the limit. */
export function mergeSeenTitles(seen: readonly string[], titles: readonly string[]): string[] {
  const byKey = new Map<string, string>();
  for (const title of [...seen, ...titles]) {
    const key = titleKey(title);
    if (key === '') continue;
    byKey.delete(key);
    byKey.set(key, title);
  }
  return [...byKey.values()].slice(-LIMITS.seenIdeaTitles);
}

/** Every title the team has seen in this journey: what Regenerate sends as `previousTitles`. */
export function titlesSeenSoFar(state: Pick<JourneyState, 'seenIdeaTitles' | 'ideas'>): string[] {
  return mergeSeenTitles(state.seenIdeaTitles, state.ideas.map((idea) => idea.title));
}

/**
 * The incoming list with the current starred ideas kept: one the incoming list also holds stays at
 * its place there (in its current form), the others go first. Incoming ideas that repeat a kept
 * title are left out.
 */
function workingListFor(current: readonly Idea[], incoming: readonly Idea[]): Idea[] {
  const starred = new Map(current.filter((idea) => idea.starred).map((idea) => [idea.id, idea]));
  const incomingIds = new Set(incoming.map((idea) => idea.id));
  const kept = [...starred.values()].filter((idea) => !incomingIds.has(idea.id));
  const keptTitles = new Set(kept.map((idea) => titleKey(idea.title)));
  const fresh = incoming
    .filter((idea) => !keptTitles.has(titleKey(idea.title)))
    .map((idea) => starred.get(idea.id) ?? idea);
  return [...kept, ...fresh].slice(0, LIMITS.ideas);
}

function archiveWorkingList(state: JourneyState, rounds: readonly IdeaRound[], round: IncomingRound): IdeaRound[] {
  if (state.ideas.length === 0) return [...rounds];
  const archived: IdeaRound = {
    id: round.archivedRoundId,
    replacedAt: round.replacedAt,
    generatedBy: state.ideasGeneratedBy,
    notice: state.ideasNotice,
    ideas: state.ideas,
  };
  return [...rounds, archived].slice(-LIMITS.earlierIdeaRounds);
}

function replaceWorkingList(state: JourneyState, rounds: readonly IdeaRound[], round: IncomingRound): JourneyState {
  return {
    ...state,
    ideas: workingListFor(state.ideas, round.ideas),
    ideasGeneratedBy: round.generatedBy,
    ideasNotice: round.notice,
    earlierIdeaRounds: archiveWorkingList(state, rounds, round),
    seenIdeaTitles: mergeSeenTitles(state.seenIdeaTitles, [...state.ideas, ...round.ideas].map((idea) => idea.title)),
  };
}

/**
 * A generated round replaces the working list: the list it replaces is kept as an earlier round
 * (Undo), and starred ideas stay.
 */
export function receiveIdeaRound(state: JourneyState, round: IncomingRound): JourneyState {
  return { ...replaceWorkingList(state, state.earlierIdeaRounds, round), generatedIdeas: round.ideas };
}

/** Brings an earlier round back; the list it replaces becomes an earlier round in its turn. */
export function restoreIdeaRound(
  state: JourneyState,
  roundId: string,
  archive: Pick<IncomingRound, 'archivedRoundId' | 'replacedAt'>,
): JourneyState {
  const round = state.earlierIdeaRounds.find((candidate) => candidate.id === roundId);
  if (!round) return state;
  const others = state.earlierIdeaRounds.filter((candidate) => candidate !== round);
  return replaceWorkingList(state, others, { ...round, ...archive });
}
