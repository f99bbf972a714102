import { describe, expect, it } from 'vitest';
import { createInitialJourneyState } from '../../../domain/journey-state';
import { type RwwDraftsRequest, rwwDraftsRequestSchema } from '../../../domain/rww/rww-drafts-api';
import { RWW_ITEM_IDS, type RwwItemId } from '../../../domain/rww/rww-items';
import { RWW_LIMITS } from '../../../domain/rww/rww-state';
import { FILLER_TEXTS, NEGATION_CASES, STILL_YES_CASES, everyFieldSays, withText } from '../../../../tests/labelled/draft-negation-cases';
import { draftRwwFromEntries } from './draft-rww';

const blank = createInitialJourneyState();

function request(changes: Partial<RwwDraftsRequest> = {}): RwwDraftsRequest {
  return rwwDraftsRequestSchema.parse({
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    problemStatement: '',
    idea: { title: 'Tap-to-Split', description: '', type: 'Product' },
    userPersona: blank.userPersona,
    feasibility: blank.feasibility,
    viability: blank.viability,
    ...changes,
  });
}

const drafted = (input: RwwDraftsRequest) => new Map(draftRwwFromEntries(input).drafts.map((draft) => [draft.itemId, draft]));
const draftOf = (input: RwwDraftsRequest, id: RwwItemId) => drafted(input).get(id)!;

const workedJourney = request({
  problemStatement: 'Friends who share bills pay each other back late, by hand and with awkward reminders.',
  idea: {
    title: 'Tap-to-Split Card Payments',
    description: 'At the till, cardholders split a card payment with friends, who each pay their share from their own bank app at once; no reminders needed.',
    type: 'Product',
  },
  userPersona: {
    ...blank.userPersona,
    averageUser: 'A salaried renter, an existing customer who pays by card in the mobile app.',
    primaryNeeds: 'Split a card payment at the till. Get paid back without chasing friends.',
    unmetNeeds: 'No awkward reminders',
    secondaryNeeds: 'See who still owes what',
    marketTrends: 'Instant payments; 2.1 million of our customers split bills monthly (app survey, 2026).',
  },
  feasibility: {
    internalCapabilities: 'Own card issuing platform. Strong mobile team led by the head of payments.',
    externalAssets: 'Card scheme partner',
    entryBarriers: 'Payment apps split bills after the fact; our card data and scheme licence let us split at the till.',
    techReadiness: true,
    talentReadiness: true,
    differentiation: true,
  },
  viability: {
    expectedReturn: 'High',
    costEstimate: 'EUR 350k build, EUR 60k a year to run',
    strategicRelevance: 'High',
    risks: 'Fraud on shared payments, contained by per-split limits and monitoring.',
    longTermValue: 'Primary card for young customers',
    longTermAlignment: 'Everyday-banking growth strategy; sponsored by the retail board.',
  },
});

describe('built-in Real-Win-Worth drafts', () => {
  it('draft every item, each with a one-line reason', () => {
    const { drafts } = draftRwwFromEntries(workedJourney);
    expect(drafts.map((draft) => draft.itemId)).toEqual([...RWW_ITEM_IDS]);
    for (const draft of drafts) {
      expect(draft.reason.length).toBeGreaterThan(10);
      expect(draft.reason.length).toBeLessThanOrEqual(RWW_LIMITS.draftReason);
    }
  });

  it('say Yes only where the team’s entries show it, quoting them', () => {
    const drafts = drafted(workedJourney);
    expect(drafts.get('marketNeed')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('back late') });
    expect(drafts.get('marketSizeEnough')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('2.1 million') });
    expect(drafts.get('customerWillBuy')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('survey') });
    expect(drafts.get('canBeMade')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('Technology Readiness is ticked') });
    expect(drafts.get('advantageSustainable')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('licence') });
    expect(drafts.get('returnsAboveCosts')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('EUR 350k') });
    expect(drafts.get('acceptableRisk')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('limits') });
    expect(drafts.get('leadershipSupport')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('board') });
    expect(drafts.get('clearConcept')?.answer).toBe('yes');
  });

  it('say No where the team’s own words or ratings say so', () => {
    const low = request({ viability: { ...blank.viability, expectedReturn: 'Low', strategicRelevance: 'Low', costEstimate: 'EUR 2m' } });
    expect(draftOf(low, 'returnsAboveCosts')).toMatchObject({ answer: 'no', reason: expect.stringContaining('Expected Return is rated Low') });
    expect(draftOf(low, 'fitsGrowthStrategy').answer).toBe('no');
    const lacking = request({ feasibility: { ...blank.feasibility, internalCapabilities: 'We lack the data science team for this.' } });
    expect(draftOf(lacking, 'superiorResources')).toMatchObject({ answer: 'no', reason: expect.stringContaining('“We lack the data') });
  });

  it('read the team’s own evidence note for the item', () => {
    const withNote = request({ answers: { marketSizeEnough: { answer: null, evidence: 'About 40,000 SMEs bank with us (2025 report).' } } });
    expect(draftOf(withNote, 'marketSizeEnough')).toMatchObject({ answer: 'yes', reason: expect.stringContaining('Your evidence note') });
  });

  it('answer Maybe where entries touch an item without settling it', () => {
    const touched = request({ userPersona: { ...blank.userPersona, marketTrends: 'More people split bills with friends.' } });
    expect(draftOf(touched, 'marketSizeEnough')).toMatchObject({ answer: 'maybe', reason: expect.stringContaining('no size for the Cards & Payments customers') });
  });

  it('say honestly when there is too little to go on, item by item and as a whole', () => {
    const result = draftRwwFromEntries(request());
    expect(result.drafts.every((draft) => draft.answer === 'maybe')).toBe(true);
    expect(result.drafts.find((draft) => draft.itemId === 'leadershipSupport')?.reason).toBe(
      'Too little to go on: nothing entered yet about who in top management backs it.',
    );
    expect(result.notice).toMatch(/^Too little has been entered to draft most answers: \d+ of 17 are Maybe/);
    expect(draftRwwFromEntries(workedJourney).notice).toBeNull();
  });

  it('give the same drafts for the same entries', () => {
    expect(draftRwwFromEntries(workedJourney)).toEqual(draftRwwFromEntries(workedJourney));
  });

  it('never draft a Yes from words the team denies or doubts (labelled cases)', () => {
    for (const { item, field, text } of NEGATION_CASES) {
      const draft = draftOf(withText(item, field, text), item);
      expect(draft.answer, `${item} ← ${text}`).not.toBe('yes');
    }
  });

  it('say No where the team writes that the board is not convinced and there is no budget', () => {
    const doubted = withText('leadershipSupport', 'longTermAlignment', 'The board is not convinced and there is no budget in 2026.');
    expect(draftOf(doubted, 'leadershipSupport')).toMatchObject({ answer: 'no', reason: expect.stringContaining('not convinced') });
    const pending = draftOf(withText('customerWillBuy', 'marketTrends', 'Customer interviews pending.'), 'customerWillBuy');
    expect(pending).toMatchObject({ answer: 'maybe', reason: expect.stringContaining('leaves it open') });
  });

  it('still draft a Yes where a denial does not touch the evidence (labelled cases)', () => {
    for (const { item, field, text } of STILL_YES_CASES) {
      expect(draftOf(withText(item, field, text), item).answer, `${item} ← ${text}`).toBe('yes');
    }
  });

  it('count filler such as "x", "tbd" or "n/a" as nothing entered', () => {
    for (const filler of FILLER_TEXTS) {
      const everywhere = everyFieldSays(filler);
      const result = draftRwwFromEntries(everywhere);
      expect(result.drafts.filter((draft) => draft.answer === 'yes').map((draft) => draft.itemId), filler).toEqual([]);
      const onlyIdea = { ...everywhere, problemStatement: '', userPersona: blank.userPersona, feasibility: blank.feasibility, viability: blank.viability };
      expect(result, filler).toEqual(draftRwwFromEntries(onlyIdea));
      expect(result.notice, filler).toMatch(/^Too little has been entered/);
    }
  });
});
