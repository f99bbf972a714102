import { contentStems } from './text';

/**
 * Words people use in chat questions for what the knowledge sheets call otherwise. A question's
 * stems are widened with their group at a lower weight, so "refund" finds "reimbursement" and
 * "small business" finds "SME", while a word the question itself uses still counts most.
 */
const GROUPS: readonly string[] = [
  'refund refunds reimburse reimbursed reimbursement compensate compensation repay',
  'trick tricked con conned deceive deceived scam scams scammer scammers fraud fraudster fraudsters',
  'sme smes small business businesses firm firms company companies',
  'rank ranking prioritise prioritize prioritisation prioritization order backlog',
  'delight delighted delighters exciters attractive',
  'expect expected basic basics must-be',
  'price prices pricing cost',
  'capital rwa rwas risk-weighted',
  'rule rules regulation regulations law laws guidelines',
  'kpi kpis metric metrics measure measures indicators',
  'pilot pilots trial trials',
  'long-term future bets options horizon horizons',
  'core existing today',
  'crypto cryptocurrency bitcoin crypto-assets',
  'savings saver savers deposit deposits',
  'bnpl instalments installments buy-now-pay-later',
  'loyal loyalty',
  'interview interviews interviewing',
  'survey surveys questionnaire',
  'steps stages phases process',
  'differ difference different versus vs compare comparison',
];

/**
 * A hyphenated compound ("buy-now-pay-later") is found through its group but does not stand for
 * it: its parts alone ("pay", "later") would turn every question about paying into one about BNPL.
 */
const GROUP_OF: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of GROUPS) {
    const stems = [...new Set(contentStems(group))];
    const words = group.split(/\s+/).filter((word) => word !== '' && !word.includes('-'));
    for (const s of new Set(words.flatMap(contentStems))) map.set(s, [...new Set([...(map.get(s) ?? []), ...stems])]);
  }
  return map;
})();

/** The stems a question stem also stands for (not including itself). */
export function synonymStems(stem: string): readonly string[] {
  return (GROUP_OF.get(stem) ?? []).filter((other) => other !== stem);
}
