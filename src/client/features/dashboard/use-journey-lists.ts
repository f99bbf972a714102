import { useDebouncedValue } from '@mantine/hooks';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JourneyStatus, JourneySummary } from '../../../domain/journey-api';
import type { JourneyCounts } from '../../../domain/journey-list';
import { PORTFOLIO_FILTER_PARAMS } from '../../../domain/rww/portfolio-filter-params';
import { useJourneyPages } from '../../api/journeys';
import { type JourneyFilters, filtersFromParams, filtersToParams, journeyListQuery } from './journey-filters';

/** Typing in the search asks the server once the typist pauses, not at every letter. */
const SEARCH_PAUSE_MS = 250;

/**
 * The filters start from the address and are written back to it, so Back from a journey returns to the
 * same view. They live in React state: reading the search box back from the address, which updates in
 * a transition, dropped letters typed quickly.
 */
export function useJourneyFilters(): [JourneyFilters, (filters: JourneyFilters) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const update = (next: JourneyFilters) => {
    setFilters(next);
    setParams(
      (current) => {
        // The view (journeys, portfolio, compare) and the portfolio's filters share the address; keep them.
        const written = filtersToParams(next);
        for (const name of ['view', ...Object.values(PORTFOLIO_FILTER_PARAMS)]) {
          const value = current.get(name);
          if (value) written.set(name, value);
        }
        return written;
      },
      { replace: true },
    );
  };
  return [filters, update];
}

export interface JourneyListState {
  status: JourneyStatus;
  /** False when the status filter hides this list. */
  shown: boolean;
  /** The rows of the pages loaded so far; undefined before the first arrives. */
  journeys: JourneySummary[] | undefined;
  /** How many of this list's journeys match, over every page. */
  matching: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): Promise<unknown>;
}

function useJourneyList(workspaceId: string | undefined, status: JourneyStatus, filters: JourneyFilters) {
  const shown = !filters.status || filters.status === status;
  const query = useJourneyPages(
    [workspaceId ?? 'personal', status, filters],
    (cursor) => journeyListQuery({ workspaceId, status, cursor }, filters),
    shown,
  );
  // Rows that arrive are drawn in the background, in short slices: a long list drawn at once would hold the page.
  const data = useDeferredValue(query.data);
  const list: JourneyListState = {
    status,
    shown,
    journeys: data?.pages.flatMap((page) => page.journeys) ?? (query.isError ? [] : undefined),
    matching: data?.pages[0]?.matching ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => query.fetchNextPage(),
  };
  return { list, query, data };
}

/**
 * The In Progress and Completed lists of a workspace, each paged by the server with the same
 * search and filters, and the workspace's counts for the stat cards.
 */
export function useJourneyLists(workspaceId: string | undefined, filters: JourneyFilters) {
  const [search] = useDebouncedValue(filters.search, SEARCH_PAUSE_MS);
  const asked = { ...filters, search: search.trim() };
  const inProgress = useJourneyList(workspaceId, 'in_progress', asked);
  const completed = useJourneyList(workspaceId, 'completed', asked);
  const queries = [inProgress.query, completed.query];
  const counts: JourneyCounts | undefined = [inProgress.data, completed.data].map((data) => data?.pages[0]?.counts).find(Boolean);
  const failed = queries.find((query) => query.isError);
  return { lists: [inProgress.list, completed.list], counts, error: failed?.error ?? null };
}
