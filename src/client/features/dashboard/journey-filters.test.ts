import { describe, expect, it } from 'vitest';
import type { JourneySummary } from '../../../domain/journey-api';
import { NO_FILTERS, filtersFromParams, filtersToParams, isFiltering, journeyListQuery, journeyRowTitle } from './journey-filters';

const NOW = Date.parse('2026-11-23T12:00:00.000Z');

const titled = (name: string, problemStatement: string): Pick<JourneySummary, 'name' | 'problemStatement'> => ({ name, problemStatement });
const all = [titled('Card disputes', 'Disputes take weeks to resolve.'), titled('', 'Small exporters wait for letters of credit.'), titled('  ', ' ')];

describe('dashboard journey filters', () => {
  it('asks the server for one list’s page with the search, order and filters, and nothing left empty', () => {
    expect(journeyListQuery({ status: 'in_progress' }, NO_FILTERS, NOW).toString()).toBe('status=in_progress');
    const filters = { search: '  letters  ', sort: 'name', status: null, domain: 'corporate_sme_banking', updatedWithin: 7 } as const;
    expect(Object.fromEntries(journeyListQuery({ workspaceId: 'team-1', status: 'completed', cursor: 'abc' }, filters, NOW))).toEqual({
      workspaceId: 'team-1',
      status: 'completed',
      q: 'letters',
      sort: 'name',
      domain: 'corporate_sme_banking',
      updatedAfter: '2026-11-16T12:00:00.000Z',
      cursor: 'abc',
    });
  });

  it('titles a row by its name, else a name read from its problem statement, never a cut-off sentence or one title for all', () => {
    expect(all.map(journeyRowTitle)).toEqual(['Card disputes', 'Letters of credit for small exporters', 'New journey']);
    expect(journeyRowTitle({ ...titled('', ''), domain: 'retail_banking', subdomain: 'insurance' })).toBe('Insurance journey');
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
