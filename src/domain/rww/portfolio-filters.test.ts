import { describe, expect, it } from 'vitest';
import {
  NO_OWNER,
  NO_PORTFOLIO_FILTERS,
  filterPortfolio,
  isFilteringPortfolio,
  portfolioFiltersFromParams,
  portfolioOwners,
  withPortfolioFilters,
} from './portfolio-filters';
import { portfolioEntry } from './portfolio-test-support';

const ana = { id: 'user-ana', name: 'Ana Silva' };
const ben = { id: 'user-ben', name: 'Ben Okafor' };
const entries = [
  portfolioEntry('stopped', { decision: 'stop', currentStage: 3, owner: ana }),
  portfolioEntry('continued', { decision: 'continue', currentStage: 3, owner: ben }),
  portfolioEntry('fresh', { decision: 'none', currentStage: 1, owner: ben }),
  portfolioEntry('orphan', { decision: 'stop', currentStage: 4, owner: null }),
];
const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

describe('filtering the portfolio', () => {
  it('lets every journey through without filters', () => {
    expect(ids(filterPortfolio(entries, NO_PORTFOLIO_FILTERS))).toEqual(['stopped', 'continued', 'fresh', 'orphan']);
    expect(isFilteringPortfolio(NO_PORTFOLIO_FILTERS)).toBe(false);
  });

  it('keeps the journeys with the decision, the stage and the owner asked for, all together, in their order', () => {
    expect(ids(filterPortfolio(entries, { ...NO_PORTFOLIO_FILTERS, decision: 'stop' }))).toEqual(['stopped', 'orphan']);
    expect(ids(filterPortfolio(entries, { ...NO_PORTFOLIO_FILTERS, stage: 3 }))).toEqual(['stopped', 'continued']);
    expect(ids(filterPortfolio(entries, { ...NO_PORTFOLIO_FILTERS, owner: ben.id }))).toEqual(['continued', 'fresh']);
    expect(ids(filterPortfolio(entries, { decision: 'continue', stage: 3, owner: ben.id }))).toEqual(['continued']);
    expect(ids(filterPortfolio(entries, { decision: 'stop', stage: 3, owner: ben.id }))).toEqual([]);
  });

  it('finds the journeys whose owner is gone under their own option', () => {
    expect(ids(filterPortfolio(entries, { ...NO_PORTFOLIO_FILTERS, owner: NO_OWNER }))).toEqual(['orphan']);
  });

  it('offers each owner once, by name', () => {
    expect(portfolioOwners(entries)).toEqual([ana, ben]);
  });
});

describe('the portfolio filters in the address', () => {
  it('are written beside the other parameters and read back the same', () => {
    const filters = { decision: 'pivot', stage: 3, owner: ben.id } as const;
    const params = withPortfolioFilters(new URLSearchParams('view=portfolio&q=cards'), filters);
    expect(params.toString()).toBe('view=portfolio&q=cards&decision=pivot&stage=validate&owner=user-ben');
    expect(portfolioFiltersFromParams(params)).toEqual(filters);
    expect(isFilteringPortfolio(filters)).toBe(true);
  });

  it('drop a filter set back to all, and ignore values they do not know', () => {
    const cleared = withPortfolioFilters(new URLSearchParams('view=portfolio&decision=stop&stage=team'), NO_PORTFOLIO_FILTERS);
    expect(cleared.toString()).toBe('view=portfolio');
    expect(portfolioFiltersFromParams(new URLSearchParams('decision=maybe&stage=7&owner=%20'))).toEqual(NO_PORTFOLIO_FILTERS);
    expect(portfolioFiltersFromParams(new URLSearchParams('stage=team')).stage).toBe(0);
  });
});
