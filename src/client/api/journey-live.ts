import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JourneyComment, NewComment } from '../../domain/comments';
import type { JourneyChangeBatch } from '../../domain/journey-actions';
import type { Journey } from '../../domain/journey-api';
import type { ApplyChangesAnswer, HistoryEntry, JourneyChange } from '../../domain/journey-live';
import type { JourneyState } from '../../domain/journey-state';
import { apiFetch } from './http';

const journeyPath = (journeyId: string) => `/api/journeys/${encodeURIComponent(journeyId)}`;

/** `keepalive` lets the batch outlive a page that is closing. */
export function sendJourneyChanges(journeyId: string, batch: JourneyChangeBatch, keepalive = false): Promise<ApplyChangesAnswer> {
  return apiFetch<ApplyChangesAnswer>(`${journeyPath(journeyId)}/changes`, { method: 'POST', json: batch, keepalive });
}

export function fetchChangesSince(journeyId: string, version: number): Promise<{ changes: JourneyChange[] } | { journey: Journey }> {
  return apiFetch(`${journeyPath(journeyId)}/changes?since=${version}`);
}

export function reportPresence(journeyId: string, connectionId: string, step: string, field: string | null = null): Promise<void> {
  return apiFetch<void>(`${journeyPath(journeyId)}/presence`, { method: 'POST', json: { connectionId, step, field } });
}

/** 'Finish Journey': the status is the record's, not the state's. */
export function finishJourney(journeyId: string): Promise<Journey> {
  return apiFetch<{ journey: Journey }>(journeyPath(journeyId), { method: 'PATCH', json: { status: 'completed' } }).then((body) => body.journey);
}

export const historyQueryKey = (journeyId: string) => ['journey-history', journeyId] as const;

const HISTORY_PAGE_SIZE = 200;

/** The activity, newest first, a page at a time: each next page is the changes before the last one read. */
export function useJourneyHistory(journeyId: string | null) {
  return useInfiniteQuery({
    queryKey: historyQueryKey(journeyId ?? ''),
    queryFn: ({ pageParam }) =>
      apiFetch<{ entries: HistoryEntry[] }>(`${journeyPath(journeyId!)}/history?limit=${HISTORY_PAGE_SIZE}${pageParam === null ? '' : `&before=${pageParam}`}`).then(
        (body) => body.entries,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.length < HISTORY_PAGE_SIZE ? null : (page.at(-1)?.version ?? null)),
    enabled: journeyId !== null,
  });
}

/**
 * Reads the activity again, every page shown. An earlier page the person asked for may be on its
 * way: it lands first (a plain invalidation would cancel it, losing their click), then the list is read again.
 */
export async function refreshHistory(queryClient: QueryClient, journeyId: string): Promise<void> {
  const queryKey = historyQueryKey(journeyId);
  const pageOnItsWay = queryClient.isFetching({ queryKey }) > 0;
  await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  if (pageOnItsWay) await queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
}

export function useJourneyVersion(journeyId: string | null, version: number | null) {
  return useQuery({
    queryKey: ['journey-version', journeyId, version],
    queryFn: () => apiFetch<{ version: number; state: JourneyState }>(`${journeyPath(journeyId!)}/versions/${version}`),
    enabled: journeyId !== null && version !== null,
    staleTime: Infinity,
  });
}

export function restoreJourneyVersion(journeyId: string, version: number): Promise<{ change: JourneyChange }> {
  return apiFetch(`${journeyPath(journeyId)}/restore`, { method: 'POST', json: { version } });
}

export const commentsQueryKey = (journeyId: string) => ['journey-comments', journeyId] as const;

/** Every thread of the journey at once (they are short): each screen shows the ones it is about. */
export function useJourneyComments(journeyId: string | null) {
  return useQuery({
    queryKey: commentsQueryKey(journeyId ?? ''),
    queryFn: () => apiFetch<{ comments: JourneyComment[] }>(`${journeyPath(journeyId!)}/comments`).then((body) => body.comments),
    enabled: journeyId !== null,
  });
}

/** Adding, editing and deleting comments; the threads are read again after each (and when others change them). */
export function useCommentMutations(journeyId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(journeyId) });
  const base = `${journeyPath(journeyId)}/comments`;
  return {
    add: useMutation({
      mutationFn: (comment: NewComment) => apiFetch<{ comment: JourneyComment }>(base, { method: 'POST', json: comment }),
      onSuccess: refresh,
    }),
    edit: useMutation({
      mutationFn: ({ id, body }: { id: string; body: string }) =>
        apiFetch<{ comment: JourneyComment }>(`${base}/${encodeURIComponent(id)}`, { method: 'PATCH', json: { body } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiFetch<void>(`${base}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}
