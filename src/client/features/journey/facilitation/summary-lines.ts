import type { PairwiseRanking, SessionSummary } from '../../../../domain/facilitation/facilitation-results';
import { formatAverage } from '../../../../domain/ideas';
import { ordinal } from './pairwise-place';
import { countOf, formatMinutes } from './session-words';

type IdeaResult = SessionSummary['ideas'][number];

/** "Tap-to-Split: appeal 8.5, fit 7.0 · 2 people scored · 3 votes" (or "not scored"). */
export function ideaResultLine(idea: IdeaResult): string {
  const scores =
    idea.appeal === null && idea.fit === null
      ? 'not scored'
      : `appeal ${idea.appeal === null ? '–' : formatAverage(idea.appeal)}, fit ${idea.fit === null ? '–' : formatAverage(idea.fit)} · ${countOf(idea.scorers, 'person', 'people')} scored`;
  return `${idea.title}: ${scores} · ${countOf(idea.votes, 'vote')}`;
}

/** "Ideas: 12 minutes". */
export const stepTimeLine = (step: SessionSummary['steps'][number]) => `${step.label}: ${formatMinutes(step.ms)}`;

/** The ranking for one criterion in one line: "1st Tap-to-Split, 2nd Spending Pause, …". */
export function rankingLine(ranking: PairwiseRanking, criterion: 'appeal' | 'fit'): string {
  return [...ranking[criterion]]
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => `${ordinal(entry.rank)} ${entry.title}`)
    .join(', ');
}
