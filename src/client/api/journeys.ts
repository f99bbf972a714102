import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Journey, JourneyStatus } from '../../domain/journey-api';
import type { JourneyListPage } from '../../domain/journey-list';
import type { JourneyState } from '../../domain/journey-state';
import type { WorkspaceRole } from '../../domain/workspace-api';
import { apiFetch } from './http';

export const JOURNEYS_QUERY_KEY = ['journeys'] as const;

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

/** The dashboard's list pages, under the journeys key so every save refreshes them. */
export const JOURNEY_LISTS_KEY = [...JOURNEYS_QUERY_KEY, 'list'] as const;

/**
 * One list's pages (In Progress or Completed), as the server filters, searches and orders them.
 * `query` builds a page's query from the cursor where the last page stopped. While the filters
 * change, the last answer stays on screen until the new one arrives.
 */
export function useJourneyPages(key: readonly unknown[], query: (cursor: string | undefined) => URLSearchParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...JOURNEY_LISTS_KEY, ...key],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => apiFetch<JourneyListPage>(`/api/journeys?${query(pageParam)}`),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDeleteJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/journeys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      // Gone from the lists at once; the pages and counts are then read again.
      queryClient.setQueriesData<InfiniteData<JourneyListPage>>({ queryKey: JOURNEY_LISTS_KEY }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, journeys: page.journeys.filter((journey) => journey.id !== id) })) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: JOURNEYS_QUERY_KEY });
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
