import { TOP_IDEAS_COUNT, averageScore } from './ideas';
import type { Idea } from './journey-state';
import { teamScore } from './team-scores';

type RankedIdea = Pick<Idea, 'appealScore' | 'fitScore' | 'averageScore' | 'memberScores'>;

export interface RatedIdea<T> {
  idea: T;
  /** The figure shown beside the idea and ranked by. */
  score: number;
}

/**
 * The figure an idea is ranked by, the one its card shows: in a team journey the team score (the
 * mean of the members who scored it, none until someone has); alone, the spec's average score.
 */
export function rankingScore(idea: RankedIdea, team: boolean): number | undefined {
  return team ? teamScore(idea)?.average : averageScore(idea);
}

/** The n best by that figure, best first; ties keep their list order (the sort is stable). */
export function topRatedIdeas<T extends RankedIdea>(ideas: readonly T[], team: boolean, n: number = TOP_IDEAS_COUNT): RatedIdea<T>[] {
  return ideas
    .map((idea) => ({ idea, score: rankingScore(idea, team) }))
    .filter((entry): entry is RatedIdea<T> => entry.score !== undefined)
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, n));
}

/** What the ranking's figure is called beside each idea. */
export const rankingScoreLabel = (team: boolean) => (team ? 'Team score' : 'Average score');

/** One line under the ranking saying what it ranks by. */
export function topRatedExplanation(team: boolean): string {
  return team
    ? 'Ranked by the team score each card shows: the mean of everyone’s own scores, not yours alone.'
    : 'Ranked by the average of Appeal Score and Strategic Fit.';
}
