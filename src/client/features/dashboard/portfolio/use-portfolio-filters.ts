import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PortfolioFilters, portfolioFiltersFromParams, withPortfolioFilters } from '../../../../domain/rww/portfolio-filters';

/**
 * The portfolio's filters start from the address and are written back to it, so Back from a journey
 * returns to them. They live in React state: read back from the address, which updates in a
 * transition, a select stepped through quickly with the arrow keys lost steps.
 */
export function usePortfolioFilters(): [PortfolioFilters, (filters: PortfolioFilters) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => portfolioFiltersFromParams(params));
  const update = (next: PortfolioFilters) => {
    setFilters(next);
    setParams((current) => withPortfolioFilters(current, next), { replace: true });
  };
  return [filters, update];
}
