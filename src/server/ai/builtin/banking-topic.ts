import { contentStems } from './text';

/**
 * Words that make a problem statement a banking one even when no pattern fits it. A statement
 * with none of these and no pattern phrase in it (the office coffee machine) is off-topic.
 */
const BANKING_WORDS = `
account accounts bank banks banking branch branches money cash pay paying payment payments paid
payee payer transfer transfers card cards debit credit loan loans lend lending lender borrow
borrower borrowers mortgage mortgages deposit deposits saving savings saver savers invest
investing investment investments investor investors portfolio portfolios wealth wealthy fund
funds pension pensions retirement insurance insurer insured policy policyholder premium premiums
claim claims underwriting fee fees interest rate rates overdraft overdrafts debt debts arrears
repayment repayments collections invoice invoices receivable receivables payable payables tax
taxes finance financial financing fintech fraud fraudster scam scams scammer laundering aml kyc
kyb compliance regulator regulatory onboarding customer customers client clients sme smes
merchant merchants treasury liquidity trade exporter exporters importer importers currency fx
forex hedging letter lending crypto stablecoin custody securities equity bond bonds dividend
dividends estate trust trusts inheritance probate heir heirs succession affordability income
salary salaries budget budgeting spending overspend wallet checkout atm iban swift sepa remittance
reconciliation ledger adviser advisers advisor relationship underwriter capital asset assets
`;

const BANKING_STEMS: ReadonlySet<string> = new Set(contentStems(BANKING_WORDS));

/** True when the statement uses at least one word of banking, finance or the bank's customers. */
export function mentionsBanking(problemStems: Iterable<string>): boolean {
  for (const s of problemStems) if (BANKING_STEMS.has(s)) return true;
  return false;
}
