import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Journey, JourneyStatus, JourneySummary } from '../../domain/journey-api';
import type { JourneyState } from '../../domain/journey-state';
import type { WorkspaceRole } from '../../domain/workspace-api';
import { apiFetch } from './http';

export const JOURNEYS_QUERY_KEY = ['journeys'] as const;

/** A workspace's journeys; the caller's personal workspace when none is named. */
export function listJourneys(workspaceId?: string): Promise<JourneySummary[]> {
  const query = workspaceId ? `?workspaceId=${encodeURIComponent(workspaceId)}` : '';
  return apiFetch<{ journeys: JourneySummary[] }>(`/api/journeys${query}`).then((body) => body.journeys);
}

/** The journey, with the caller's role in its workspace (a viewer may read but not change it). */
export function getJourney(id: string): Promise<Journey & { role: WorkspaceRole }> {
  return apiFetch<{ journey: Journey; role: WorkspaceRole }>(`/api/journeys/${encodeURIComponent(id)}`).then((body) => ({
    ...body.journey,
    role: body.role,
  }));
}

export function createJourney(state: JourneyState, workspaceId?: string): Promise<Journey> {
  return apiFetch<{ journey: Journey }>('/api/journeys', { method: 'POST', json: { state, ...(workspaceId ? { workspaceId } : {}) } }).then(
    (body) => body.journey,
  );
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

export function useJourneys(workspaceId?: string) {
  return useQuery({ queryKey: [...JOURNEYS_QUERY_KEY, workspaceId ?? 'personal'], queryFn: () => listJourneys(workspaceId) });
}

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/journeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<JourneySummary[]>({ queryKey: JOURNEYS_QUERY_KEY }, (journeys) => journeys?.filter((journey) => journey.id !== id));
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
