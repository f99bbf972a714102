import { Text } from '@mantine/core';
import { useJourney } from '../store/journey-context';
import { pairwisePlaces } from './pairwise-place';

/** Beside the team score: where the session's pairwise ranking puts the idea, and how sure it is. */
export function PairwisePlacesLine({ ideaId }: { ideaId: string }) {
  const { state } = useJourney();
  const places = pairwisePlaces(state.pairwiseRanking, ideaId);
  if (places.length === 0) return null;
  return <Text size="sm">Pairwise: {places.join('; ')}</Text>;
}
