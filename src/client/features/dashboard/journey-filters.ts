import type { JourneyStatus, JourneySummary } from '../../../domain/journey-api';

export const JOURNEY_SORTS = ['updated', 'name', 'created'] as const;
export type JourneySort = (typeof JOURNEY_SORTS)[number];

export const UPDATED_WITHIN_DAYS = [7, 30, 90] as const;
export type UpdatedWithin = (typeof UPDATED_WITHIN_DAYS)[number] | null;

/** How the dashboard narrows and orders the listed journeys; all of it happens in the browser. */
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

/** The text a row leads with: its name when it has one, else its problem statement (SPEC fallback). */
export function journeyRowTitle(journey: Pick<JourneySummary, 'name' | 'problemStatement'>): string {
  return journey.name.trim() || journey.problemStatement.trim() || 'Innovation Journey';
}

export function isFiltering(filters: JourneyFilters): boolean {
  return Boolean(filters.search.trim() || filters.status || filters.domain || filters.updatedWithin);
}

/** Clears the search and every filter; the chosen order stays. */
export function withoutFilters(filters: JourneyFilters): JourneyFilters {
  return { ...NO_FILTERS, sort: filters.sort };
}

function matchesSearch(journey: JourneySummary, search: string): boolean {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const text = [journey.name, journey.problemStatement, journey.chosenIdea].join('\n').toLocaleLowerCase();
  return words.every((word) => text.includes(word));
}

function matches(journey: JourneySummary, filters: JourneyFilters, now: number): boolean {
  if (filters.status && journey.status !== filters.status) return false;
  if (filters.domain && journey.domain !== filters.domain) return false;
  if (filters.updatedWithin && now - Date.parse(journey.updatedAt) > filters.updatedWithin * DAY_MS)
    return false;
  return matchesSearch(journey, filters.search);
}

const COMPARERS: Record<JourneySort, (a: JourneySummary, b: JourneySummary) => number> = {
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  created: (a, b) => b.createdAt.localeCompare(a.createdAt),
  name: (a, b) => journeyRowTitle(a).localeCompare(journeyRowTitle(b), undefined, { sensitivity: 'base' }),
};

export function applyJourneyFilters(
  journeys: JourneySummary[],
  filters: JourneyFilters,
  now = Date.now(),
): JourneySummary[] {
  return journeys.filter((journey) => matches(journey, filters, now)).sort(COMPARERS[filters.sort]);
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
