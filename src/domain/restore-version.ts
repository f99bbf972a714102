import { VOTES_PER_MEMBER, withoutVote } from './idea-votes';
import type { Idea, JourneyState } from './journey-state';
import { hasScored, withTeamFigures } from './team-scores';

/**
 * Restoring an earlier version (issue 19): the version's content comes back, but scores and votes
 * are each member's own opinion, so they stay as they are now on every idea the version has. Only
 * the marks on ideas the version does not have go, and the dialog says so before anyone confirms.
 * The server computes the restored state with this, and the dialog previews it with the same.
 */

/** What a restore takes from people's scores and votes. */
export interface RestoreLosses {
  /** Votes on ideas of the current list that the version does not have. */
  votesOnGoneIdeas: number;
  /** Members who scored one or more of those ideas. */
  scorersOnGoneIdeas: number;
  /** How many of those ideas carry votes or scores. */
  goneIdeasWithMarks: number;
  /** Votes the version brings back that would give a member more than their three: left out. */
  votesOverLimit: number;
}

export interface RestoredJourney {
  state: JourneyState;
  losses: RestoreLosses;
}

const MARK_FIELDS: ReadonlySet<string> = new Set(['votes', 'voterIds', 'memberScores', 'appealScore', 'fitScore', 'averageScore'] satisfies Array<keyof Idea>);

/** The content idea with the marks (votes, members' scores, team figures) of the marked one. */
function withMarksOf(content: Idea, marked: Idea): Idea {
  const text = Object.entries(content).filter(([field]) => !MARK_FIELDS.has(field));
  const marks = Object.entries(marked).filter(([field, value]) => MARK_FIELDS.has(field) && value !== undefined);
  return Object.fromEntries([...text, ...marks]) as Idea;
}

/**
 * The idea as the version has it, with the votes as they stand now and each member's latest
 * scores: the one they hold now, else the one they held then. Team figures as the reducer makes them.
 */
function withLatestMarks(then: Idea, now: Idea): Idea {
  const idea = withMarksOf(then, now);
  if (!then.memberScores) return idea;
  return withTeamFigures({ ...idea, memberScores: { ...then.memberScores, ...now.memberScores } });
}

/**
 * No member ends with more than three votes: votes as they stand now are their latest and count
 * first, then the ones the version brings back (on ideas deleted since), in list order.
 */
function withinVoteLimit(ideas: readonly Idea[], standing: ReadonlySet<string>): { ideas: Idea[]; dropped: number } {
  const used = new Map<string, number>();
  const capped = new Map<string, Idea>();
  let dropped = 0;
  const inOrder = [...ideas.filter((idea) => standing.has(idea.id)), ...ideas.filter((idea) => !standing.has(idea.id))];
  for (const idea of inOrder) {
    let kept = idea;
    for (const voterId of idea.voterIds ?? []) {
      const count = (used.get(voterId) ?? 0) + 1;
      used.set(voterId, count);
      if (count > VOTES_PER_MEMBER) {
        kept = withoutVote(kept, voterId);
        dropped += 1;
      }
    }
    capped.set(idea.id, kept);
  }
  return { ideas: ideas.map((idea) => capped.get(idea.id) ?? idea), dropped };
}

const scorersOf = (idea: Idea): string[] =>
  Object.entries(idea.memberScores ?? {})
    .filter(([, score]) => hasScored(score))
    .map(([userId]) => userId);

function lossesOnGoneIdeas(gone: readonly Idea[]): Omit<RestoreLosses, 'votesOverLimit'> {
  const marked = gone.filter((idea) => idea.votes > 0 || scorersOf(idea).length > 0);
  return {
    votesOnGoneIdeas: marked.reduce((sum, idea) => sum + idea.votes, 0),
    scorersOnGoneIdeas: new Set(marked.flatMap(scorersOf)).size,
    goneIdeasWithMarks: marked.length,
  };
}

/** The journey as `version` has it, keeping the members' scores and votes of `current`. */
export function restoreVersion(current: JourneyState, version: JourneyState): RestoredJourney {
  const standing = new Map(current.ideas.map((idea) => [idea.id, idea]));
  const marked = version.ideas.map((idea) => {
    const now = standing.get(idea.id);
    return now ? withLatestMarks(idea, now) : idea;
  });
  const { ideas, dropped } = withinVoteLimit(marked, new Set(standing.keys()));
  const chosen = version.selectedIdea && ideas.find((idea) => idea.id === version.selectedIdea?.id);
  const restoredIds = new Set(version.ideas.map((idea) => idea.id));
  return {
    state: {
      ...version,
      ideas,
      selectedIdea: version.selectedIdea && chosen ? withMarksOf(version.selectedIdea, chosen) : version.selectedIdea,
    },
    losses: {
      ...lossesOnGoneIdeas(current.ideas.filter((idea) => !restoredIds.has(idea.id))),
      votesOverLimit: dropped,
    },
  };
}
