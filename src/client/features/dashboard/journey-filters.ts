import type { JourneyStatus } from '../../../domain/journey-api';
import { JOURNEY_SORTS, type JourneySort } from '../../../domain/journey-list';

export { JOURNEY_SORTS, type JourneySort, journeyRowTitle } from '../../../domain/journey-list';

export const UPDATED_WITHIN_DAYS = [7, 30, 90] as const;
export type UpdatedWithin = (typeof UPDATED_WITHIN_DAYS)[number] | null;

/** How the dashboard narrows and orders the listed journeys; the server applies them (GET /api/journeys). */
export interface JourneyFilters {
  search: string;
  sort: JourneySort;
  status: JourneyStatus | null;
  domain: string;
  updatedWithin: UpdatedWithin;
}

export const NO_FILTERS: JourneyFilters = {
  search: '',
  sort: 'updated',
  status: null,
  domain: '',
  updatedWithin: null,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export function isFiltering(filters: JourneyFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || filters.domain || filters.updatedWithin);
}

/** Clears the search and every filter; the chosen order stays. */
export function withoutFilters(filters: JourneyFilters): JourneyFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

/**
 * The query of one list's page: its status, the filters, and where the last page stopped. "Updated
 * within" becomes an instant from this device's clock, so "the last 7 days" are the user's.
 */
export function journeyListQuery(
  list: { workspaceId?: string; status: JourneyStatus; cursor?: string },
  filters: JourneyFilters,
  now = Date.now(),
): URLSearchParams {
  const entries: Array<[string, string]> = [
    ['workspaceId', list.workspaceId ?? ''],
    ['status', list.status],
    ['q', filters.search.trim()],
    ['sort', filters.sort === NO_FILTERS.sort ? '' : filters.sort],
    ['domain', filters.domain],
    ['updatedAfter', filters.updatedWithin ? new Date(now - filters.updatedWithin * DAY_MS).toISOString() : ''],
    ['cursor', list.cursor ?? ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}

function oneOf<T extends string | number>(allowed: readonly T[], value: string | null): T | undefined {
  return allowed.find((option) => String(option) === value);
}

/** Filters live in the address, so Back from a journey returns to the same view. */
export function filtersFromParams(params: URLSearchParams): JourneyFilters {
  return {
    search: params.get('q') ?? '',
    sort: oneOf(JOURNEY_SORTS, params.get('sort')) ?? NO_FILTERS.sort,
    status: oneOf(['in_progress', 'completed'] as const, params.get('status')) ?? null,
    domain: params.get('domain') ?? '',
    updatedWithin: oneOf(UPDATED_WITHIN_DAYS, params.get('updated')) ?? null,
  };
}

export function filtersToParams(filters: JourneyFilters): URLSearchParams {
  const entries: Array<[string, string]> = [
    ['q', filters.search],
    ['sort', filters.sort === NO_FILTERS.sort ? '' : filters.sort],
    ['status', filters.status ?? ''],
    ['domain', filters.domain],
    ['updated', filters.updatedWithin ? String(filters.updatedWithin) : ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value !== ''));
}
