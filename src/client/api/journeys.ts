import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Journey, JourneyStatus, JourneySummary } from '../../domain/journey-api';
import type { JourneyState } from '../../domain/journey-state';
import { apiFetch } from './http';

export const JOURNEYS_QUERY_KEY = ['journeys'] as const;

export function listJourneys(): Promise<JourneySummary[]> {
  return apiFetch<{ journeys: JourneySummary[] }>('/api/journeys').then((body) => body.journeys);
}

export function getJourney(id: string): Promise<Journey> {
  return apiFetch<{ journey: Journey }>(`/api/journeys/${encodeURIComponent(id)}`).then((body) => body.journey);
}

export function createJourney(state: JourneyState): Promise<Journey> {
  return apiFetch<{ journey: Journey }>('/api/journeys', { method: 'POST', json: { state } }).then((body) => body.journey);
}

/** `keepalive` lets the save outlive a page that is closing. */
export function saveJourney(
  id: string,
  state: JourneyState,
  version: number,
  status?: JourneyStatus,
  keepalive = false,
): Promise<Journey> {
  return apiFetch<{ journey: Journey }>(`/api/journeys/${encodeURIComponent(id)}`, {
    method: 'PUT',
    keepalive,
    json: { state, version, ...(status ? { status } : {}) },
  }).then((body) => body.journey);
}

export function useJourneys() {
  return useQuery({ queryKey: JOURNEYS_QUERY_KEY, queryFn: listJourneys });
}

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/journeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<JourneySummary[]>(JOURNEYS_QUERY_KEY, (journeys) => journeys?.filter((journey) => journey.id !== id));
    },
  });
}

export function useRenameJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch<{ journey: Journey }>(`/api/journeys/${encodeURIComponent(id)}`, { method: 'PATCH', json: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY }),
  });
}
