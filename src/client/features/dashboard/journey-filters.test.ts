import { describe, expect, it } from 'vitest';
import type { JourneySummary } from '../../../domain/journey-api';
import {
  NO_FILTERS,
  applyJourneyFilters,
  filtersFromParams,
  filtersToParams,
  isFiltering,
  journeyRowTitle,
} from './journey-filters';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

function journey(id: string, overrides: Partial<JourneySummary> = {}): JourneySummary {
  return {
    id,
    workspaceId: 'personal-u1',
    lastEditedBy: null,
    name: '',
    status: 'in_progress',
    currentStage: 0,
    problemStatement: '',
    domain: 'retail_banking',
    subdomain: '',
    chosenIdea: '',
    version: 1,
    createdAt: daysAgo(100),
    updatedAt: daysAgo(1),
    ...overrides,
  };
}

const cards = journey('cards', {
  name: 'Card disputes',
  problemStatement: 'Disputes take weeks to resolve.',
  chosenIdea: 'Live dispute tracker',
  createdAt: daysAgo(50),
  updatedAt: daysAgo(2),
});
const exporters = journey('exporters', {
  problemStatement: 'Small exporters wait for letters of credit.',
  domain: 'corporate_sme_banking',
  status: 'completed',
  createdAt: daysAgo(10),
  updatedAt: daysAgo(20),
});
const blank = journey('blank', { createdAt: daysAgo(5), updatedAt: daysAgo(60) });
const all = [cards, exporters, blank];
const ids = (journeys: JourneySummary[]) => journeys.map((item) => item.id);

describe('dashboard journey filters', () => {
  it('searches the name, the problem statement and the chosen idea, ignoring case and word order', () => {
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, search: 'card' }, NOW))).toEqual(['cards']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, search: 'LETTERS exporters' }, NOW))).toEqual(['exporters']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, search: 'tracker live' }, NOW))).toEqual(['cards']);
    expect(applyJourneyFilters(all, { ...NO_FILTERS, search: 'mortgage' }, NOW)).toEqual([]);
  });

  it('filters by status, domain and how recently a journey was updated', () => {
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, status: 'completed' }, NOW))).toEqual(['exporters']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, domain: 'retail_banking' }, NOW))).toEqual(['cards', 'blank']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, updatedWithin: 7 }, NOW))).toEqual(['cards']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, updatedWithin: 30 }, NOW))).toEqual(['cards', 'exporters']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, updatedWithin: 90 }, NOW))).toEqual(['cards', 'exporters', 'blank']);
  });

  it('sorts by last update, by name (the row title) or by creation, newest first', () => {
    expect(ids(applyJourneyFilters([blank, exporters, cards], NO_FILTERS, NOW))).toEqual(['cards', 'exporters', 'blank']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, sort: 'name' }, NOW))).toEqual(['cards', 'blank', 'exporters']);
    expect(ids(applyJourneyFilters(all, { ...NO_FILTERS, sort: 'created' }, NOW))).toEqual(['blank', 'exporters', 'cards']);
  });

  it('titles a row by its name, else its problem statement, else the spec fallback', () => {
    expect(all.map(journeyRowTitle)).toEqual(['Card disputes', 'Small exporters wait for letters of credit.', 'Innovation Journey']);
  });

  it('round-trips through the address and ignores values it does not know', () => {
    const filters = { search: 'cards', sort: 'name', status: 'completed', domain: 'wealth_management', updatedWithin: 30 } as const;
    expect(filtersFromParams(filtersToParams(filters))).toEqual(filters);
    expect(filtersToParams(NO_FILTERS).toString()).toBe('');
    expect(filtersFromParams(new URLSearchParams('sort=oldest&status=lost&updated=12'))).toEqual(NO_FILTERS);
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(isFiltering({ ...NO_FILTERS, sort: 'name' })).toBe(false);
    expect(isFiltering({ ...NO_FILTERS, search: 'x' })).toBe(true);
  });
});
