import type { Idea, MemberScore } from './journey-state';

/**
 * Team scoring (issue 12): each member scores appeal and fit for themselves, kept on the idea by
 * user id, so two people scoring at once never collide. The idea's appealScore, fitScore and
 * averageScore are the team's means, recomputed here on every change and never set otherwise: the
 * spec's screens and outputs read them, and with one scorer they are exactly that person's scores.
 */

/** Scorers whose averages lie this far apart or more disagree enough to talk it over. */
export const DISCUSSION_SPREAD = 3;

const memberAverage = (score: MemberScore) => (score.appeal + score.fit) / 2;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** As the spec counts a scored idea: appeal or fit above 0. */
export const hasScored = (score: MemberScore) => score.appeal > 0 || score.fit > 0;

/**
 * The scores that make the team's figure: those above zero; when every member left both at 0,
 * those zeros (so one person's 0 / 0 reads as it always has).
 */
function countedScores(idea: Pick<Idea, 'memberScores'>): MemberScore[] {
  const all = Object.values(idea.memberScores ?? {});
  const scored = all.filter(hasScored);
  return scored.length > 0 ? scored : all;
}

export function memberScoreOf(idea: Pick<Idea, 'memberScores'>, userId: string): MemberScore | undefined {
  return idea.memberScores?.[userId];
}

/** The idea with its team figures derived from its members' scores (none when nobody scored). */
export function withTeamFigures(idea: Idea): Idea {
  const { appealScore: _appeal, fitScore: _fit, averageScore: _average, ...rest } = idea;
  const counted = countedScores(idea);
  if (counted.length === 0) return rest;
  return {
    ...rest,
    appealScore: mean(counted.map((score) => score.appeal)),
    fitScore: mean(counted.map((score) => score.fit)),
    averageScore: mean(counted.map(memberAverage)),
  };
}

export function withMemberScore(idea: Idea, userId: string, score: MemberScore): Idea {
  return withTeamFigures({ ...idea, memberScores: { ...idea.memberScores, [userId]: score } });
}

/**
 * Both ideas' members' scores: a member who scored both keeps the better of their two, as a merge
 * keeps the better scores.
 */
export function mergedMemberScores(a: Idea, b: Idea): Record<string, MemberScore> | undefined {
  if (!a.memberScores && !b.memberScores) return undefined;
  const merged: Record<string, MemberScore> = { ...b.memberScores };
  for (const [userId, score] of Object.entries(a.memberScores ?? {})) {
    const other = merged[userId];
    if (!other || memberAverage(score) >= memberAverage(other)) merged[userId] = score;
  }
  return merged;
}

export interface TeamScore {
  /** The mean of the scorers' averages. */
  average: number;
  scorers: number;
  /** Highest minus lowest scorer's average; 0 with one scorer. */
  spread: number;
  /** Two or more scorers who disagree by DISCUSSION_SPREAD points or more. */
  needsDiscussion: boolean;
}

/** What the evaluate page shows beside an idea; null until someone has scored it. */
export function teamScore(idea: Pick<Idea, 'memberScores'>): TeamScore | null {
  const scored = Object.values(idea.memberScores ?? {}).filter(hasScored);
  if (scored.length === 0) return null;
  const averages = scored.map(memberAverage);
  const spread = Math.max(...averages) - Math.min(...averages);
  return {
    average: mean(averages),
    scorers: scored.length,
    spread,
    needsDiscussion: scored.length >= 2 && spread >= DISCUSSION_SPREAD,
  };
}
