import type { RoundView, SessionView } from '../../../../domain/facilitation/facilitation-api';
import { useJourneyControls } from '../store/journey-context';
import { useFacilitation } from './use-facilitation';

/** The session's open round when it is of the given kind (for the screen that shows that kind), else null. */
export function useOpenRound<K extends RoundView['kind']>(kind: K): { session: SessionView; round: Extract<RoundView, { kind: K }> } | null {
  const { journeyId } = useJourneyControls();
  const { session } = useFacilitation(journeyId);
  const round = session?.round;
  if (!session || !round || round.kind !== kind) return null;
  return { session, round: round as Extract<RoundView, { kind: K }> };
}
