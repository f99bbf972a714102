import type { Rating, Viability } from './journey-state';

/** SPEC section 9: each of the two required ratings gives High=5, Medium=3, Low=1. */
export const RATING_POINTS: Readonly<Record<Rating, number>> = { High: 5, Medium: 3, Low: 1 };

/** A Worth score at or above this sends the user on to the pitch page (SPEC section 4). */
export const WORTH_ADVANCE_THRESHOLD = 7;

/** Total of both ratings (2 to 10), or null while either rating is still unset. */
export function calculateWorthScore(
  viability: Pick<Viability, 'expectedReturn' | 'strategicRelevance'>,
): number | null {
  const { expectedReturn, strategicRelevance } = viability;
  if (expectedReturn === '' || strategicRelevance === '') return null;
  return RATING_POINTS[expectedReturn] + RATING_POINTS[strategicRelevance];
}

export function shouldAdvanceToPitch(score: number | null): boolean {
  return score !== null && score >= WORTH_ADVANCE_THRESHOLD;
}
