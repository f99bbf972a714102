import type { Feasibility, UserPersona, Viability } from './journey-state';

/** The validate pages' fields as the activity list and change notices name them. */
export const VALIDATION_FIELD_LABELS: Readonly<Record<keyof UserPersona | keyof Feasibility | keyof Viability, string>> = {
  averageUser: 'Average User',
  extremeUser: 'Extreme User',
  unexpectedUser: 'Unexpected User',
  primaryNeeds: 'Primary Needs',
  secondaryNeeds: 'Secondary Needs',
  unmetNeeds: 'Unmet Needs',
  marketTrends: 'Market Trends',
  internalCapabilities: 'Internal Capabilities',
  externalAssets: 'External Assets & Partners',
  entryBarriers: 'Entry Barriers & Competition',
  techReadiness: 'Technology Readiness',
  talentReadiness: 'Talent Readiness',
  differentiation: 'Clear Differentiation',
  expectedReturn: 'Expected Return',
  costEstimate: 'Cost Estimate',
  strategicRelevance: 'Strategic Relevance',
  risks: 'Risks',
  longTermValue: 'Long-Term Value',
  longTermAlignment: 'Long-Term Alignment',
};
