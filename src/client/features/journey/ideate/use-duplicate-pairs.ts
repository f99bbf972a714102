import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DuplicateIdeaPair } from '../../../../domain/duplicate-ideas-api';
import { pairKey } from '../../../../domain/idea-merge';
import { type DuplicatePair, findDuplicateIdeas } from '../../../../domain/idea-duplicates';
import type { Idea } from '../../../../domain/journey-state';
import { fetchDuplicateIdeas } from '../../../api/duplicate-ideas';
import { useJourney } from '../store/journey-context';

/** Edits arrive a keystroke at a time when colleagues type: ask once they pause. */
const ASK_AFTER_MS = 400;

/** The server's pairs, on the ideas as they are now: a pair whose idea is gone or was kept apart since is left out. */
function onCurrentIdeas(pairs: readonly DuplicateIdeaPair[], ideas: readonly Idea[], keptApart: readonly (readonly [string, string])[]): DuplicatePair[] {
  const byId = new Map(ideas.map((idea) => [idea.id, idea]));
  const apart = new Set(keptApart.map(([a, b]) => pairKey(a, b)));
  return pairs.flatMap(({ firstId, secondId, similarity }) => {
    const [first, second] = [byId.get(firstId), byId.get(secondId)];
    return first && second && !apart.has(pairKey(firstId, secondId)) ? [{ first, second, similarity }] : [];
  });
}

/**
 * Ideas that likely say the same thing. By meaning once the server has answered; by shared words
 * (computed here, offline) before that, for a journey not on the server yet, and when it cannot answer.
 */
export function useDuplicatePairs(): DuplicatePair[] {
  const { state, journeyId } = useJourney();
  const { ideas, keptApartIdeaPairs } = state;
  const byWords = useMemo(() => findDuplicateIdeas(ideas, keptApartIdeaPairs), [ideas, keptApartIdeaPairs]);
  const request = useMemo(
    () => ({ ideas: ideas.map(({ id, title, description }) => ({ id, title, description })), keptApart: keptApartIdeaPairs }),
    [ideas, keptApartIdeaPairs],
  );
  const [asked] = useDebouncedValue(request, ASK_AFTER_MS);
  const byMeaning = useQuery({
    queryKey: ['duplicate-ideas', journeyId, asked],
    queryFn: ({ signal }) => fetchDuplicateIdeas(journeyId!, asked, signal),
    enabled: journeyId !== null && asked.ideas.length > 1,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const answer = byMeaning.isError ? undefined : byMeaning.data;
  return useMemo(
    () => (answer && ideas.length > 1 ? onCurrentIdeas(answer.pairs, ideas, keptApartIdeaPairs) : byWords),
    [answer, ideas, keptApartIdeaPairs, byWords],
  );
}
