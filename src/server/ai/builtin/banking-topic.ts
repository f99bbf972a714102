import { contentStems } from './text';

/**
 * Whether a problem statement is about banking, read the way a banker would: "bank", "mortgage" or
 * "overdraft" settle it, while "branch", "card" or "deposit" also mean rivers, coffee machines and
 * wedding venues, so they count only with company, and words of other worlds count against.
 */

/** Words that make a statement a banking one on their own. */
const BANKING_WORDS = `
bank banks banking banker bankers loan loans lend lending lender lenders mortgage mortgages overdraft overdrafts
borrower borrowers saver savers iban swift sepa kyc kyb aml fintech fintechs fraud fraudster fraudsters scam scams
scammer scammers laundering remittance remittances underwriting underwriter insurer insurers insurance pension pensions
bnpl crypto cryptocurrency stablecoin stablecoins custody treasury liquidity arrears repayment repayments investor
investors portfolio portfolios dividend dividends securities probate inheritance heir heirs atm atms overspend
overspending financial finance financing payslips payslip hedging forex
`;

/** Banking words that mean other things too: each counts for half as much. */
const SHARED_WORDS = `
account accounts branch branches cash pay paying payment payments paid payee payer transfer transfers card cards debit
credit deposit deposits saving savings invest investing investment investments wealth wealthy fund funds retirement
policyholder premium premiums claim claims fee fees interest rate rates debt debts collections invoice invoices
receivable receivables payable payables tax taxes compliance regulator regulatory onboarding customer customers client
clients sme smes merchant merchants trade exporter exporters importer importers currency fx letter equity bond bonds
estate trust trusts income salary salaries budget budgeting spending wallet checkout ledger reconciliation adviser
advisers advisor advisors capital asset assets money balance balances statement statements bookkeeping accountant
`;

/** Words of other worlds: a statement about rivers, coffee machines or weddings is not about banking. */
const OTHER_WORLD_WORDS = `
river rivers stream lake forest tree trees garden gardens plant plants coffee tea kitchen recipe recipes cooking
wedding weddings venue caterer bride groom football soccer match matches training referee referees players stadium
league coach goal goals playground pupil pupils lesson lessons maths homework hospital patient patients nurse nurses
hotel guests hiker hikers hiking trail path mountain weather storm storms rain snow band drummer rehearsal guitar
concert cinema film actor actors pet pets dog dogs cat cats printer badge badges
`;

const stemsOf = (words: string) => new Set(contentStems(words));
const BANKING_STEMS = stemsOf(BANKING_WORDS);
const SHARED_STEMS = stemsOf(SHARED_WORDS);
const OTHER_WORLD_STEMS = stemsOf(OTHER_WORLD_WORDS);

export type TopicReading = 'banking' | 'other' | 'unclear';

/**
 * What a statement's own words say: "banking" with a banking word or two shared ones outweighing
 * any other-world words; "other" when other-world words outweigh them; otherwise one shared word
 * still counts as banking ("locked out of the mobile app" as a customer), and a statement with no
 * word either way is "unclear", left to the catalogue's phrases.
 */
export function readTopic(problemStatement: string): TopicReading {
  let banking = 0;
  let other = 0;
  for (const s of new Set(contentStems(problemStatement))) {
    if (BANKING_STEMS.has(s)) banking += 2;
    else if (SHARED_STEMS.has(s)) banking += 1;
    else if (OTHER_WORLD_STEMS.has(s)) other += 1;
  }
  if (banking >= 2 && banking > other) return 'banking';
  if (other > 0) return 'other';
  return banking > 0 ? 'banking' : 'unclear';
}
