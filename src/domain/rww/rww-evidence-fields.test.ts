import { describe, expect, it } from 'vitest';
import { createInitialJourneyState } from '../journey-state';
import { EVIDENCE_FIELDS, evidenceFieldsOf } from './rww-evidence-fields';
import { RWW_STAGES, groupsOfStage } from './rww-items';

const SPEC_FIELDS = { real: 'userPersona', win: 'feasibility', worth: 'viability' } as const;

describe('the spec’s fields under Day’s sub-questions', () => {
  it('place every field of each page once, under a sub-question of that page', () => {
    const state = createInitialJourneyState();
    for (const stage of RWW_STAGES) {
      const placed = groupsOfStage(stage).flatMap((group) => evidenceFieldsOf(stage, group.id));
      expect([...placed].sort()).toEqual(Object.keys(state[SPEC_FIELDS[stage]]).sort());
      expect(Object.keys(EVIDENCE_FIELDS[stage]).sort()).toEqual(groupsOfStage(stage).map((group) => group.id).sort());
    }
  });

  it('keep the spec’s required fields, the Readiness Assessment boxes and each Worth card together', () => {
    expect(evidenceFieldsOf('real', 'market').slice(0, 2)).toEqual(['averageUser', 'primaryNeeds']);
    expect(evidenceFieldsOf('win', 'bankCompetitive')).toEqual(expect.arrayContaining(['internalCapabilities', 'externalAssets', 'techReadiness', 'talentReadiness', 'differentiation']));
    // The spec's cards stay whole: Financial Viability, then Strategic Alignment with its Risks.
    expect(evidenceFieldsOf('worth', 'profitable')).toEqual(['expectedReturn', 'costEstimate']);
    expect(evidenceFieldsOf('worth', 'strategic')).toEqual(['strategicRelevance', 'risks', 'longTermValue', 'longTermAlignment']);
  });

  it('give nothing for a sub-question of another page', () => {
    expect(evidenceFieldsOf('real', 'profitable')).toEqual([]);
  });
});
