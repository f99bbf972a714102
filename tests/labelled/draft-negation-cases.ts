/**
 * Labelled cases for the built-in R-W-W drafts (issue 21 item 6): texts a team might write that
 * deny, doubt or fill in rather than show. None may become a Yes for the item named. Used by
 * `draft-rww.test.ts` and by `npm run bench:ai-quality`.
 */
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { type RwwDraftsRequest, rwwDraftsRequestSchema } from '../../src/domain/rww/rww-drafts-api';
import { RWW_ITEM_IDS, type RwwItemId } from '../../src/domain/rww/rww-items';

/** Where the text goes: a persona, feasibility or viability field, or the item's own evidence note. */
export type DraftField =
  | 'averageUser'
  | 'primaryNeeds'
  | 'secondaryNeeds'
  | 'unmetNeeds'
  | 'marketTrends'
  | 'internalCapabilities'
  | 'externalAssets'
  | 'entryBarriers'
  | 'costEstimate'
  | 'risks'
  | 'longTermValue'
  | 'longTermAlignment'
  | 'evidence';

export interface NegationCase {
  item: RwwItemId;
  field: DraftField;
  text: string;
}

export const NEGATION_CASES: readonly NegationCase[] = [
  { item: 'leadershipSupport', field: 'longTermAlignment', text: 'The board is not convinced and there is no budget in 2026.' },
  { item: 'leadershipSupport', field: 'longTermAlignment', text: 'No executive sponsor yet; the COO is sceptical.' },
  { item: 'leadershipSupport', field: 'evidence', text: 'Board approval is pending.' },
  { item: 'leadershipSupport', field: 'longTermAlignment', text: 'Whether the CFO will fund it is unclear.' },
  { item: 'leadershipSupport', field: 'evidence', text: 'Sponsor: tbd' },
  { item: 'leadershipSupport', field: 'longTermAlignment', text: 'The steering committee has not approved it.' },
  { item: 'customerWillBuy', field: 'marketTrends', text: 'Customer interviews pending.' },
  { item: 'customerWillBuy', field: 'evidence', text: 'We have not run a survey or a pilot yet.' },
  { item: 'customerWillBuy', field: 'evidence', text: 'A pilot is planned for next year.' },
  { item: 'customerWillBuy', field: 'unmetNeeds', text: 'Whether customers would sign up is unclear.' },
  { item: 'customerWillBuy', field: 'evidence', text: 'Survey: tbd' },
  { item: 'customerWillBuy', field: 'marketTrends', text: 'No pilot, no interviews, no waiting list.' },
  { item: 'marketSizeEnough', field: 'evidence', text: 'Market size unknown.' },
  { item: 'marketSizeEnough', field: 'marketTrends', text: 'We do not know if 2 million customers would qualify.' },
  { item: 'advantageSustainable', field: 'entryBarriers', text: 'No patent and no proprietary data; rivals could copy it.' },
  { item: 'advantageSustainable', field: 'evidence', text: 'Exclusive licence is not confirmed.' },
  { item: 'acceptableRisk', field: 'risks', text: 'Fraud losses; no limits or monitoring in place yet.' },
  { item: 'acceptableRisk', field: 'risks', text: 'Credit losses, mitigation unclear.' },
  { item: 'rightManagement', field: 'internalCapabilities', text: 'No product owner; the head of payments has declined.' },
  { item: 'rightManagement', field: 'evidence', text: 'Sponsor to be confirmed.' },
  { item: 'customerCanBuy', field: 'costEstimate', text: 'Pricing not decided; fees unclear.' },
  { item: 'satisfiesMarket', field: 'evidence', text: 'No prototype, no user tests yet.' },
  { item: 'marketUnderstanding', field: 'marketTrends', text: 'No research done; insight pending.' },
];

/** Texts that say nothing: each counts as an empty field. */
export const FILLER_TEXTS: readonly string[] = ['x', 'X', 'xxx', 'tbd', 'TBD.', 'n/a', '-', '?', '...', 'todo', 'tbc', 'asdf', 'test', 'lorem ipsum', 'none', 'to be defined'];

/** Texts that must still count: plain evidence, with a negation that does not touch the cue. */
export const STILL_YES_CASES: readonly NegationCase[] = [
  { item: 'leadershipSupport', field: 'longTermAlignment', text: 'Sponsored by the retail board; no objections from risk.' },
  { item: 'customerWillBuy', field: 'evidence', text: 'In a pilot with 400 customers, 31% signed up without any marketing.' },
  { item: 'customerWillBuy', field: 'marketTrends', text: 'A survey of 1,200 customers: most cannot wait days for a payout.' },
  { item: 'acceptableRisk', field: 'risks', text: 'Fraud on shared payments, contained by per-split limits and monitoring.' },
  { item: 'marketSizeEnough', field: 'evidence', text: 'About 40,000 SMEs bank with us and none has this today.' },
];

const blank = createInitialJourneyState();

/** A drafts request for a blank journey in Cards & Payments, with some entries changed. */
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

const PERSONA_FIELDS = ['averageUser', 'primaryNeeds', 'secondaryNeeds', 'unmetNeeds', 'marketTrends'] as const;
const FEASIBILITY_FIELDS = ['internalCapabilities', 'externalAssets', 'entryBarriers'] as const;

/** A blank journey with one text typed into one field (or the item's evidence note). */
export function withText(item: RwwItemId, field: DraftField, text: string): RwwDraftsRequest {
  if (field === 'evidence') return request({ answers: { [item]: { answer: null, evidence: text } } });
  if ((PERSONA_FIELDS as readonly string[]).includes(field)) return request({ userPersona: { ...blank.userPersona, [field]: text } });
  if ((FEASIBILITY_FIELDS as readonly string[]).includes(field)) return request({ feasibility: { ...blank.feasibility, [field]: text } });
  return request({ viability: { ...blank.viability, [field]: text } });
}

/** The same filler typed into every text field, the problem, the idea's description and every evidence note. */
export function everyFieldSays(text: string): RwwDraftsRequest {
  const persona = Object.fromEntries(PERSONA_FIELDS.map((field) => [field, text]));
  const feasibility = Object.fromEntries(FEASIBILITY_FIELDS.map((field) => [field, text]));
  const viabilityTexts = ['costEstimate', 'risks', 'longTermValue', 'longTermAlignment'].map((field) => [field, text]);
  return request({
    problemStatement: text,
    idea: { title: 'Tap-to-Split', description: Array.from({ length: 10 }, () => text).join(' '), type: 'Product' },
    userPersona: { ...blank.userPersona, ...persona },
    feasibility: { ...blank.feasibility, ...feasibility },
    viability: { ...blank.viability, ...Object.fromEntries(viabilityTexts) },
    answers: Object.fromEntries(RWW_ITEM_IDS.map((id) => [id, { answer: null, evidence: text }])),
  });
}

