import type { Rating, Viability } from '../../../../domain/journey-state';
import { calculateWorthScore, WORTH_ADVANCE_THRESHOLD } from '../../../../domain/worth-score';

type RatedField = 'expectedReturn' | 'strategicRelevance';

export const RATED_FIELD_LABELS: Readonly<Record<RatedField, string>> = {
  expectedReturn: 'Expected Return',
  strategicRelevance: 'Strategic Relevance',
};

const RATING_ORDER: readonly Rating[] = ['Low', 'Medium', 'High'];

function raised(viability: Pick<Viability, RatedField>, field: RatedField, to: Rating) {
  return calculateWorthScore({ ...viability, [field]: to });
}

/**
 * Which single answer, raised by the least, would reach the threshold; or the combination needed
 * when no single change does. Null when the score already reaches it or is not complete.
 */
export function worthAdvice(viability: Pick<Viability, RatedField>): string | null {
  const score = calculateWorthScore(viability);
  if (score === null || score >= WORTH_ADVANCE_THRESHOLD) return null;
  for (const to of RATING_ORDER) {
    for (const field of ['expectedReturn', 'strategicRelevance'] as const) {
      const changed = raised(viability, field, to);
      const isRaise = RATING_ORDER.indexOf(to) > RATING_ORDER.indexOf(viability[field] as Rating);
      if (isRaise && changed !== null && changed >= WORTH_ADVANCE_THRESHOLD) {
        return `Raising ${RATED_FIELD_LABELS[field]} to ${to} would make the score ${changed}.`;
      }
    }
  }
  return 'Both answers need to rise: one to High and the other to at least Medium.';
}
