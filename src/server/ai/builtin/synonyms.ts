import { contentStems } from './text';

/**
 * Words a bank team uses for the same thing. A problem statement's stems are widened with their
 * group, so "fraudsters" finds a pattern written for "scams" and "uni" one written for "students".
 */
const SYNONYM_GROUPS: readonly string[] = [
  'scam scammer fraud fraudster con impersonation',
  'late overdue arrears behind missed',
  'student university undergraduate graduate',
  'elderly older senior pensioner retiree ageing',
  'wait waiting delay delayed slow weeks',
  'abandon abandonment drop dropout quit',
  'paperwork document documents forms',
  'churn attrition switch switching',
  'sme smes firm firms company companies business businesses',
  'invoice invoices bill bills',
  'fee fees charge charges',
  'complaint complaints complain',
  'loan loans borrowing borrow lending credit',
  'overspend overspending overdraft',
  'crypto cryptocurrency bitcoin',
  'currency fx forex',
  'reconcile reconciliation matching',
  'app mobile smartphone',
  'identity kyc verification verify',
  'exporter exporters export exports',
  'importer importers import imports',
  'heir heirs inherit inheritance inheritor',
  'dies death deceased bereaved bereavement',
  'admin administration paperwork',
  'gig freelancer freelancers contractor self-employed',
  'guarantee guaranteed protection protected coverage',
  'fail fails failed failure collapse',
  'idle uninvested unused',
  'lump windfall proceeds',
  'abroad overseas travel travelling',
  'receipts bookkeeping bookkeeper accountant',
  'online ecommerce commerce webshop',
  'adviser advisers advisor advisors planner',
  'evening weekend night overnight',
];

const GROUP_OF_STEM: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const stems = [...new Set(contentStems(group))];
    for (const s of stems) map.set(s, [...new Set([...(map.get(s) ?? []), ...stems])]);
  }
  return map;
})();

/** A text's content stems together with the stems of their synonyms. */
export function widenedStems(text: string): Set<string> {
  const own = contentStems(text);
  return new Set(own.flatMap((s) => [s, ...(GROUP_OF_STEM.get(s) ?? [])]));
}
