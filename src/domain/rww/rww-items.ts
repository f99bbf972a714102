/**
 * G. S. Day's Real-Win-Worth screen (Harvard Business Review, December 2007): three questions,
 * six sub-questions and seventeen items, each answered Yes, Maybe or No and worked in order as
 * gates. The wording is ours; the structure is Day's.
 */

export const RWW_STAGES = ['real', 'win', 'worth'] as const;
export type RwwStage = (typeof RWW_STAGES)[number];

export const RWW_ANSWERS = ['yes', 'maybe', 'no'] as const;
export type RwwAnswer = (typeof RWW_ANSWERS)[number];

export const RWW_ANSWER_LABELS: Readonly<Record<RwwAnswer, string>> = { yes: 'Yes', maybe: 'Maybe', no: 'No' };

export const RWW_STAGE_LABELS: Readonly<Record<RwwStage, { short: string; question: string }>> = {
  real: { short: 'Real', question: 'Is it real?' },
  win: { short: 'Win', question: 'Can we win?' },
  worth: { short: 'Worth', question: 'Is it worth doing?' },
};

/** Item ids in screen order; the wire and the stored state accept these and nothing else. */
export const RWW_ITEM_IDS = [
  'marketNeed',
  'customerCanBuy',
  'marketSizeEnough',
  'customerWillBuy',
  'clearConcept',
  'canBeMade',
  'satisfiesMarket',
  'competitiveAdvantage',
  'advantageSustainable',
  'competitorResponse',
  'superiorResources',
  'rightManagement',
  'marketUnderstanding',
  'returnsAboveCosts',
  'acceptableRisk',
  'fitsGrowthStrategy',
  'leadershipSupport',
] as const;
export type RwwItemId = (typeof RWW_ITEM_IDS)[number];

export interface RwwGroup {
  id: string;
  stage: RwwStage;
  question: string;
}

export interface RwwItem {
  id: RwwItemId;
  group: RwwGroup['id'];
  stage: RwwStage;
  question: string;
  /** One line on what a Yes needs, so the team answers the same question. */
  hint: string;
}

export const RWW_GROUPS: readonly RwwGroup[] = [
  { id: 'market', stage: 'real', question: 'Is the market real?' },
  { id: 'product', stage: 'real', question: 'Is the product real?' },
  { id: 'productCompetitive', stage: 'win', question: 'Can the product be competitive?' },
  { id: 'bankCompetitive', stage: 'win', question: 'Can our bank be competitive?' },
  { id: 'profitable', stage: 'worth', question: 'Will it be profitable at an acceptable risk?' },
  { id: 'strategic', stage: 'worth', question: 'Does launching it make strategic sense?' },
];

const item = (id: RwwItemId, group: string, stage: RwwStage, question: string, hint: string): RwwItem => ({
  id,
  group,
  stage,
  question,
  hint,
});

export const RWW_ITEMS: readonly RwwItem[] = [
  item('marketNeed', 'market', 'real', 'Is there a need or desire for it?', 'Customers feel this problem today and would welcome a better answer.'),
  item('customerCanBuy', 'market', 'real', 'Can the customer buy it?', 'They can afford it, reach it through a channel they use, and no rule or contract stops them.'),
  item('marketSizeEnough', 'market', 'real', 'Is the potential market big enough?', 'Enough customers and volume to matter to the bank; give a rough size and where it comes from.'),
  item('customerWillBuy', 'market', 'real', 'Will the customer buy it?', 'Signs of demand beyond polite interest: a pilot, sign-ups, people switching from what they use now.'),
  item('clearConcept', 'product', 'real', 'Is there a clear concept?', 'The team can say in two sentences what it is, who it is for and how it works.'),
  item('canBeMade', 'product', 'real', 'Can it be made?', 'The technology, data and operations to deliver it exist, in-house or at a partner, within the rules.'),
  item('satisfiesMarket', 'product', 'real', 'Will the final product satisfy the market?', 'It meets the need well enough that customers change what they do today; early tests agree.'),
  item('competitiveAdvantage', 'productCompetitive', 'win', 'Does it have an advantage customers notice?', 'Better, cheaper, faster or simpler than the alternatives, as customers see it.'),
  item('advantageSustainable', 'productCompetitive', 'win', 'Can the advantage be sustained?', 'Something hard to copy protects it: data, licences, distribution, partnerships or scale.'),
  item('competitorResponse', 'productCompetitive', 'win', 'Can we hold our ground when competitors respond?', 'You know how banks, fintechs and big tech would react, and the idea survives it.'),
  item('superiorResources', 'bankCompetitive', 'win', 'Do we have superior resources for it?', 'Customers, data, trust, channels, capital or skills that give the bank a head start.'),
  item('rightManagement', 'bankCompetitive', 'win', 'Do we have the right management?', 'Someone has run something like it before, and an owner has the time and authority to lead it.'),
  item('marketUnderstanding', 'bankCompetitive', 'win', 'Can we understand and respond to the market?', 'We learn from customers quickly and can change the product as we learn.'),
  item('returnsAboveCosts', 'profitable', 'worth', 'Will the returns exceed the costs?', 'Revenue, savings or retained balances outweigh build and running costs within a horizon the bank accepts.'),
  item('acceptableRisk', 'profitable', 'worth', 'Are the risks acceptable?', 'Credit, fraud, conduct, regulatory, operational and reputational risks are known and can be contained.'),
  item('fitsGrowthStrategy', 'strategic', 'worth', 'Does it fit our growth strategy?', 'It serves the customers, markets or capabilities the bank has chosen to grow.'),
  item('leadershipSupport', 'strategic', 'worth', 'Will top management support it?', 'A senior sponsor backs it and will fund it through the hard parts.'),
];

const ITEMS_BY_ID = new Map(RWW_ITEMS.map((entry) => [entry.id, entry]));

export function rwwItem(id: RwwItemId): RwwItem {
  const found = ITEMS_BY_ID.get(id);
  if (!found) throw new Error(`Unknown R-W-W item ${id}`);
  return found;
}

export function itemsOfStage(stage: RwwStage): RwwItem[] {
  return RWW_ITEMS.filter((entry) => entry.stage === stage);
}

export function groupsOfStage(stage: RwwStage): RwwGroup[] {
  return RWW_GROUPS.filter((group) => group.stage === stage);
}

export function groupOf(entry: RwwItem): RwwGroup {
  return RWW_GROUPS.find((group) => group.id === entry.group && group.stage === entry.stage)!;
}
