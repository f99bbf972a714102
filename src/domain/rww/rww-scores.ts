import type { JourneyState } from '../journey-state';
import { VALIDATION_FIELD_LABELS } from '../validation-field-labels';
import { REAL_SCORE_WEIGHTS, WIN_SCORE_WEIGHTS, calculateCanWinScore, calculateRealScore } from '../validate-rules';
import { RATING_POINTS, WORTH_ADVANCE_THRESHOLD } from '../worth-score';
import { type RwwAnswer, type RwwStage, itemsOfStage } from './rww-items';
import { confirmedAnswer } from './rww-gates';
import { type RwwScreen, chosenIdeaScreen } from './rww-state';

/** Issue 14: a confirmed Yes counts 2, a Maybe 1, a No 0; the total is scaled to 10. */
export const ANSWER_POINTS: Readonly<Record<RwwAnswer, number>> = { yes: 2, maybe: 1, no: 0 };

/** Scores from answers keep one decimal: seven items move a Real score in steps of about 0.7. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** 0 to 10 from the stage's confirmed answers, or null until every item of the stage has one. */
export function scoreFromAnswers(screen: RwwScreen, stage: RwwStage): number | null {
  const answers = itemsOfStage(stage).map((entry) => confirmedAnswer(screen, entry.id));
  if (answers.some((answer) => answer === null)) return null;
  const points = answers.reduce((total, answer) => total + ANSWER_POINTS[answer!], 0);
  return oneDecimal((points / (answers.length * ANSWER_POINTS.yes)) * 10);
}

export type ScoreBasis = 'answers' | 'fields';

export interface StageScore {
  score: number;
  basis: ScoreBasis;
}

type ScoredState = Pick<JourneyState, 'userPersona' | 'feasibility' | 'selectedIdea' | 'rwwScreens'>;

/** The Real score: from the confirmed answers once all seven are in, else today's rule (filled fields). */
export function realStageScore(state: ScoredState): StageScore {
  const fromAnswers = scoreFromAnswers(chosenIdeaScreen(state), 'real');
  return fromAnswers === null ? { score: calculateRealScore(state.userPersona), basis: 'fields' } : { score: fromAnswers, basis: 'answers' };
}

/** The Win score: from the confirmed answers once all six are in, else today's rule (fields and readiness boxes). */
export function winStageScore(state: ScoredState): StageScore {
  const fromAnswers = scoreFromAnswers(chosenIdeaScreen(state), 'win');
  return fromAnswers === null ? { score: calculateCanWinScore(state.feasibility), basis: 'fields' } : { score: fromAnswers, basis: 'answers' };
}

const ITEM_COUNT = { real: itemsOfStage('real').length, win: itemsOfStage('win').length } as const;

/** How the page's score is made, in one or two sentences for the page itself. */
export function scoreExplanation(stage: RwwStage, basis: ScoreBasis = 'fields'): string {
  if (stage === 'worth') {
    return (
      `Expected Return and Strategic Relevance each give High ${RATING_POINTS.High}, Medium ${RATING_POINTS.Medium}, ` +
      `Low ${RATING_POINTS.Low}; their total (2 to 10) is the Worth score, and ${WORTH_ADVANCE_THRESHOLD} or more opens the pitch. ` +
      'The Real-Win-Worth answers on this page do not change it; a No here asks for a decision.'
    );
  }
  const count = ITEM_COUNT[stage];
  const fromAnswers = `Yes ${ANSWER_POINTS.yes}, Maybe ${ANSWER_POINTS.maybe}, No ${ANSWER_POINTS.no} for each of the ${count} confirmed answers, scaled to 10.`;
  if (basis === 'answers') return `Made from the screen: ${fromAnswers} AI drafts count for nothing until confirmed.`;
  const fields = fieldPoints(stage === 'real' ? REAL_SCORE_WEIGHTS : WIN_SCORE_WEIGHTS);
  return `Made from what is filled in (${fields}) until all ${count} screen items have a confirmed answer; then from the answers: ${fromAnswers}`;
}

/** Today's rule in words, from its own weights: "2 points each: Average User, …; 1 point each: …". */
function fieldPoints(weights: Readonly<Record<string, number>>): string {
  const byPoints = new Map<number, string[]>();
  for (const [field, points] of Object.entries(weights)) {
    const label = VALIDATION_FIELD_LABELS[field as keyof typeof VALIDATION_FIELD_LABELS] ?? field;
    byPoints.set(points, [...(byPoints.get(points) ?? []), label]);
  }
  return [...byPoints]
    .sort(([a], [b]) => b - a)
    .map(([points, labels]) => `${points} ${points === 1 ? 'point' : 'points'} each: ${labels.join(', ')}`)
    .join('; ');
}
