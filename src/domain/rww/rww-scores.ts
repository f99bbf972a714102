import type { JourneyState } from '../journey-state';
import { VALIDATION_FIELD_LABELS } from '../validation-field-labels';
import { REAL_SCORE_WEIGHTS, WIN_SCORE_WEIGHTS, calculateCanWinScore, calculateRealScore } from '../validate-rules';
import { RATING_POINTS, WORTH_ADVANCE_THRESHOLD } from '../worth-score';
import { type RwwAnswer, type RwwStage, itemsOfStage } from './rww-items';
import { confirmedAnswer, stageGate } from './rww-gates';
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

/**
 * Day's Worth score: from the four confirmed answers, or null until every one has one. It sits beside
 * the spec's Worth score (the two ratings, calculateWorthScore), which alone is stored and opens the pitch.
 */
export function worthAnswersScore(state: Pick<JourneyState, 'selectedIdea' | 'rwwScreens'>): number | null {
  return scoreFromAnswers(chosenIdeaScreen(state), 'worth');
}

/** Day's Worth score as the Worth page shows it, named apart from the spec's "Score:". */
export function worthAnswersLine(state: Pick<JourneyState, 'selectedIdea' | 'rwwScreens'>): string {
  const score = worthAnswersScore(state);
  const total = itemsOfStage('worth').length;
  if (score !== null) return `Worth score from Day’s items: ${score} of 10 (from the ${total} confirmed answers)`;
  const answered = stageGate(chosenIdeaScreen(state), 'worth').answered;
  return `Worth score from Day’s items: when all ${total} have a confirmed answer (${answered} of ${total} so far)`;
}

const ITEM_COUNT = { real: itemsOfStage('real').length, win: itemsOfStage('win').length, worth: itemsOfStage('worth').length } as const;

/** Day's rule in words: "Yes 2, Maybe 1, No 0 for each of the 7 confirmed answers, scaled to 10". */
const answersRule = (stage: RwwStage) =>
  `Yes ${ANSWER_POINTS.yes}, Maybe ${ANSWER_POINTS.maybe}, No ${ANSWER_POINTS.no} for each of the ${ITEM_COUNT[stage]} confirmed answers, scaled to 10`;

/** How the page's score is made, in one sentence for the page itself. */
export function scoreExplanation(stage: RwwStage, basis: ScoreBasis = 'fields'): string {
  if (stage === 'worth') {
    return (
      `The Score above adds Expected Return and Strategic Relevance (High ${RATING_POINTS.High}, Medium ${RATING_POINTS.Medium}, ` +
      `Low ${RATING_POINTS.Low} each) and ${WORTH_ADVANCE_THRESHOLD} or more opens the pitch; Day’s Worth score is ${answersRule('worth')}, and does not change it.`
    );
  }
  if (basis === 'answers') return `${answersRule(stage)}; AI drafts count for nothing until a person confirms them.`;
  const fields = fieldPoints(stage === 'real' ? REAL_SCORE_WEIGHTS : WIN_SCORE_WEIGHTS);
  return `From the fields filled in (${fields}) until all ${ITEM_COUNT[stage]} items have a confirmed answer, then ${answersRule(stage)}.`;
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
