import type { Feasibility, UserPersona, Viability } from '../journey-state';
import type { RwwGroup, RwwStage } from './rww-items';

/** The spec's fields of each page. */
export interface EvidenceField {
  real: keyof UserPersona;
  win: keyof Feasibility;
  worth: keyof Viability;
}

/**
 * Issue 22, item 5: each page is one form. Every field of the spec sits under the Day sub-question
 * it serves, as that sub-question's evidence, in the order shown. The spec's own groupings stay
 * whole where the spec names them: the three Readiness Assessment boxes under one legend, and the
 * Strategic Alignment card with its Risks, Long-Term Value and Long-Term Alignment (SPEC, /validate/worth).
 */
export const EVIDENCE_FIELDS: { readonly [S in RwwStage]: Readonly<Record<RwwGroup['id'], readonly EvidenceField[S][]>> } = {
  real: {
    market: ['averageUser', 'primaryNeeds', 'extremeUser', 'unexpectedUser', 'secondaryNeeds', 'unmetNeeds', 'marketTrends'],
    product: [],
  },
  win: {
    productCompetitive: ['entryBarriers'],
    bankCompetitive: ['internalCapabilities', 'externalAssets', 'techReadiness', 'talentReadiness', 'differentiation'],
  },
  worth: {
    profitable: ['expectedReturn', 'costEstimate'],
    strategic: ['strategicRelevance', 'risks', 'longTermValue', 'longTermAlignment'],
  },
};

/** The spec fields that are evidence for one sub-question, in the order shown; none for an unknown one. */
export function evidenceFieldsOf<S extends RwwStage>(stage: S, group: RwwGroup['id']): readonly EvidenceField[S][] {
  return EVIDENCE_FIELDS[stage][group] ?? [];
}
