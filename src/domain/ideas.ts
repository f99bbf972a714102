import type { Idea } from './journey-state';

/** SPEC section 5: Next on the evaluate screen needs at least this many scored ideas. */
export const MIN_SCORED_IDEAS = 3;
/** SPEC section 9: ideas requested from each persona. */
export const IDEAS_PER_PERSONA = 2;
export const DEFAULT_IDEA_TYPE = 'Innovation';
export const DEFAULT_IDEA_TITLE = 'Untitled Idea';
export const TOP_IDEAS_COUNT = 3;
/** Shown when an idea carries no persona source (SPEC section 3). */
export const AI_SOURCE_LABEL = 'AI';

type IdeaScores = Pick<Idea, 'appealScore' | 'fitScore' | 'averageScore'>;

/** The stored average, else the mean of appeal and fit (a missing one counts as 0). */
export function averageScore(idea: IdeaScores): number | undefined {
  if (idea.averageScore !== undefined) return idea.averageScore;
  if (idea.appealScore === undefined && idea.fitScore === undefined) return undefined;
  return ((idea.appealScore ?? 0) + (idea.fitScore ?? 0)) / 2;
}

export function isIdeaScored(idea: IdeaScores): boolean {
  return (idea.appealScore ?? 0) > 0 || (idea.fitScore ?? 0) > 0;
}

export function scoredIdeasCount(ideas: readonly IdeaScores[]): number {
  return ideas.filter(isIdeaScored).length;
}

/** The n best by average score; ties keep their list order (Array.prototype.sort is stable). */
export function topIdeas<T extends IdeaScores>(ideas: readonly T[], n: number = TOP_IDEAS_COUNT): T[] {
  return ideas
    .map((idea) => ({ idea, score: averageScore(idea) }))
    .filter((entry): entry is { idea: T; score: number } => entry.score !== undefined)
    .sort((a, b) => b.score - a.score)
    .slice(0, Math.max(0, n))
    .map((entry) => entry.idea);
}

/** Best average first, unscored ideas last; ties keep their list order. */
export function sortIdeasByScore<T extends IdeaScores>(ideas: readonly T[]): T[] {
  return ideas
    .map((idea) => ({ idea, score: averageScore(idea) ?? -1 }))
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.idea);
}

export function formatAverage(score: number): string {
  return score.toFixed(1);
}

export function personaSourceLabel(idea: Pick<Idea, 'personaSource'>): string {
  return idea.personaSource.trim() || AI_SOURCE_LABEL;
}

export interface IdeaGroup<T> {
  personaSource: string;
  ideas: T[];
}

/** Groups in the order each source first appears, so the columns follow the team order. */
export function groupIdeasByPersona<T extends Pick<Idea, 'personaSource'>>(
  ideas: readonly T[],
): IdeaGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const idea of ideas) {
    const label = personaSourceLabel(idea);
    const group = groups.get(label);
    if (group) group.push(idea);
    else groups.set(label, [idea]);
  }
  return Array.from(groups, ([personaSource, grouped]) => ({ personaSource, ideas: grouped }));
}
