import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type FacilitationReading, facilitationQueryKey, readFacilitation } from './facilitation-requests';

/**
 * The journey's facilitated session as the server shows it to this person, with the server-clock
 * offset of the latest answer. It is read again when the journey's event stream says the session
 * changed, and after the stream reconnects (journey-provider.tsx).
 */
export function useFacilitation(journeyId: string | null) {
  const query = useQuery({
    queryKey: facilitationQueryKey(journeyId ?? ''),
    queryFn: () => readFacilitation(journeyId!),
    enabled: journeyId !== null,
    staleTime: 60_000,
  });
  const answer = query.data?.answer ?? null;
  return { answer, session: answer?.session ?? null, offsetMs: query.data?.offsetMs ?? 0, loaded: query.isSuccess };
}

export type Facilitation = ReturnType<typeof useFacilitation>;

/** A command's answer is the session as it is now, unless a newer view has arrived meanwhile. */
export function keepNewerReading(queryClient: QueryClient, journeyId: string, reading: FacilitationReading): void {
  queryClient.setQueryData<FacilitationReading>(facilitationQueryKey(journeyId), (current) =>
    current && current.answer.version > reading.answer.version ? current : reading,
  );
}

/** The stream's news: read the session again unless this view is already that version (null: after a reconnect). */
export function refreshFacilitation(queryClient: QueryClient, journeyId: string, version: number | null): void {
  const current = queryClient.getQueryData<FacilitationReading>(facilitationQueryKey(journeyId));
  if (version !== null && current && current.answer.version >= version) return;
  void queryClient.invalidateQueries({ queryKey: facilitationQueryKey(journeyId) });
}
