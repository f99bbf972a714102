import { JOURNEY_STAGES } from '../journey-state';
import { PORTFOLIO_FILTER_PARAMS } from './portfolio-filter-params';
import { PORTFOLIO_DECISIONS, type PortfolioDecision, type PortfolioEntry, type PortfolioOwner } from './rww-portfolio';

/** The owner filter's value for journeys whose owner's account is gone. */
export const NO_OWNER = 'none';

/** How the portfolio is narrowed; null lets every journey through. */
export interface PortfolioFilters {
  decision: PortfolioDecision | null;
  /** 0 (Team) to 4 (Output). */
  stage: number | null;
  /** An owner's user id, or NO_OWNER. */
  owner: string | null;
}

export const NO_PORTFOLIO_FILTERS: PortfolioFilters = { decision: null, stage: null, owner: null };

export { PORTFOLIO_FILTER_PARAMS };

export function isFilteringPortfolio(filters: PortfolioFilters): boolean {
  return filters.decision !== null || filters.stage !== null || filters.owner !== null;
}

export function filterPortfolio(entries: readonly PortfolioEntry[], filters: PortfolioFilters): PortfolioEntry[] {
  return entries.filter(
    (entry) =>
      (filters.decision === null || entry.decision === filters.decision) &&
      (filters.stage === null || entry.currentStage === filters.stage) &&
      (filters.owner === null || (entry.owner?.id ?? NO_OWNER) === filters.owner),
  );
}

/** Everyone who owns a journey of the portfolio, once each, by name. */
export function portfolioOwners(entries: readonly PortfolioEntry[]): PortfolioOwner[] {
  const byId = new Map<string, PortfolioOwner>();
  for (const { owner } of entries) if (owner) byId.set(owner.id, owner);
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

const stageParam = (stage: number) => JOURNEY_STAGES[stage]?.toLowerCase() ?? '';

/** Filters live in the address, so Back from a journey returns to the same portfolio; unknown values are ignored. */
export function portfolioFiltersFromParams(params: URLSearchParams): PortfolioFilters {
  const decision = PORTFOLIO_DECISIONS.find((option) => option === params.get(PORTFOLIO_FILTER_PARAMS.decision)) ?? null;
  const stage = JOURNEY_STAGES.findIndex((_, index) => stageParam(index) === params.get(PORTFOLIO_FILTER_PARAMS.stage));
  const owner = params.get(PORTFOLIO_FILTER_PARAMS.owner)?.trim() || null;
  return { decision, stage: stage === -1 ? null : stage, owner };
}

/** Writes the filters into a copy of the address's parameters, leaving the others as they are. */
export function withPortfolioFilters(params: URLSearchParams, filters: PortfolioFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof PortfolioFilters, string> = {
    decision: filters.decision ?? '',
    stage: filters.stage === null ? '' : stageParam(filters.stage),
    owner: filters.owner ?? '',
  };
  for (const key of Object.keys(values) as (keyof PortfolioFilters)[]) {
    if (values[key]) next.set(PORTFOLIO_FILTER_PARAMS[key], values[key]);
    else next.delete(PORTFOLIO_FILTER_PARAMS[key]);
  }
  return next;
}
