/**
 * The address's parameters for the portfolio's filters, beside the dashboard's other ones. Apart from
 * the filters themselves, so the dashboard's list code can keep them without loading the portfolio's.
 */
export const PORTFOLIO_FILTER_PARAMS = { decision: 'decision', stage: 'stage', owner: 'owner' } as const;
