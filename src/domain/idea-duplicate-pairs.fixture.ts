/**
 * A labelled set for the duplicate detector (issue 21, item 4), written for it: pairs of ideas that
 * say the same thing in other words, and pairs that share many words but propose different things.
 * The threshold in idea-duplicates.ts is chosen on it (idea-duplicates.test.ts) and
 * bench/ai-quality.ts reports precision and recall on it.
 */
export interface IdeaText {
  title: string;
  description: string;
}

export type LabelledPair = readonly [IdeaText, IdeaText];

const idea = (title: string, description: string): IdeaText => ({ title, description });

export const SAME_IDEA_PAIRS: readonly LabelledPair[] = [
  [
    idea(
      'Confirmation of Payee Everywhere',
      'Check the name on the receiving account against the name the payer typed before every transfer, and warn on a mismatch.',
    ),
    idea(
      'Recipient Name Match',
      'Before money leaves, compare the beneficiary name entered by the customer with the account holder name held by the receiving bank and flag differences.',
    ),
  ],
  [
    idea(
      'Instant Dispute Refund',
      'Credit the disputed card amount straight away while the chargeback is investigated.',
    ),
    idea(
      'Money Back While We Investigate',
      'When a cardholder contests a transaction, return the funds immediately and look into the claim afterwards.',
    ),
  ],
  [
    idea(
      'Mule Account Detection',
      'Spot accounts that receive stolen funds and pass them on quickly, using transaction patterns.',
    ),
    idea(
      'Laundering Pass-Through Alerts',
      'Flag current accounts where incoming money from many strangers is moved out again within minutes, a sign of money mules.',
    ),
  ],
  [
    idea(
      'Tell Us Once Bereavement',
      'One notification of a death reaches every department, so the family does not repeat the news.',
    ),
    idea(
      'Single Death Notification',
      'Relatives report that a customer has died a single time and all our teams and products are informed automatically.',
    ),
  ],
  [
    idea(
      'Round-Up Savings',
      'Round each card purchase up to the next pound and move the spare change into a savings pot.',
    ),
    idea(
      'Spare Change Saver',
      'Every time the customer pays by card, the difference to the nearest whole amount is put aside into savings.',
    ),
  ],
  [
    idea(
      'Cash-Flow Based Lending',
      'Decide small business loans from live transaction data instead of filed accounts.',
    ),
    idea(
      'Underwrite on Bank Data',
      'Use the firm’s account inflows and outflows to assess credit for young companies without two years of statements.',
    ),
  ],
  [
    idea(
      'Rate Switch Reminder',
      'Contact homeowners months before their fixed mortgage rate ends and let them pick a new deal online.',
    ),
    idea(
      'Early Remortgage Nudge',
      'Warn borrowers well ahead of the end of their fixed term and offer a product transfer in the app before they drift to the variable rate.',
    ),
  ],
  [
    idea('Gambling Spend Block', 'Let customers switch off payments to betting sites on their card.'),
    idea(
      'Betting Transaction Lock',
      'A setting in the app that declines card payments to gambling merchants, for people who want to stop.',
    ),
  ],
  [
    idea(
      'Virtual Account Numbers for Billers',
      'Give each paying customer of a utility its own account number so incoming transfers match invoices automatically.',
    ),
    idea(
      'Per-Customer Collection IBANs',
      'Issue a unique receiving IBAN to every payer so the company can reconcile payments without references.',
    ),
  ],
  [
    idea(
      'Photo Claims Estimate',
      'Customers photograph storm damage in the app and receive a repair estimate without waiting for an assessor visit.',
    ),
    idea(
      'Snap and Settle Home Claims',
      'Use pictures uploaded by policyholders to value damage to their house and pay out quickly, skipping the loss adjuster.',
    ),
  ],
  [
    idea(
      'Passkey Login',
      'Replace passwords with passkeys on the phone so customers cannot be locked out by mistyping.',
    ),
    idea(
      'Passwordless Sign-In',
      'Let people sign in with their device biometrics instead of a password they keep forgetting.',
    ),
  ],
  [
    idea(
      'Suitability Report Drafting',
      'Generate the first draft of the advice letter from the meeting notes for the adviser to check.',
    ),
    idea(
      'Automated Advice Letters',
      'Software writes the recommendation document after each client review so advisers only edit and sign it.',
    ),
  ],
  [
    idea(
      'Deposit Protection Sweep',
      'Spread a wealthy client’s large balance across partner banks so every part stays under the guarantee limit.',
    ),
    idea(
      'Insured Cash Network',
      'Split big deposits over several banks automatically to keep all of the money covered by the deposit insurance scheme.',
    ),
  ],
  [
    idea(
      'Motor Finance Redress Engine',
      'Find every car loan affected by hidden dealer commission and pay customers what they are owed before they complain.',
    ),
    idea(
      'Proactive Car Finance Compensation',
      'Trace agreements where dealers took undisclosed commission and compensate those borrowers without waiting for claims.',
    ),
  ],
  [
    idea(
      'Card Platform Cohort Move',
      'Move card portfolios from the old processing system to a new one in small groups with a way back.',
    ),
    idea(
      'Gradual Card System Migration',
      'Replace the legacy card processor step by step, migrating customers in batches instead of one big switch-over.',
    ),
  ],
];

export const DIFFERENT_IDEA_PAIRS: readonly LabelledPair[] = [
  [
    idea(
      'Confirmation of Payee Everywhere',
      'Check the name on the receiving account against the name the payer typed before every transfer, and warn on a mismatch.',
    ),
    idea(
      'Free Coffee in Branches',
      'Offer every customer who visits a branch a free coffee while they wait for the payment desk.',
    ),
  ],
  [
    idea(
      'Card Payment Holidays',
      'Let credit card customers pause their card repayments for a month after a shock.',
    ),
    idea('Card Controls by Category', 'Let customers block card payments by merchant category in the app.'),
  ],
  [
    idea('Mortgage Overpayment Tracker', 'Show homeowners how overpaying their mortgage shortens the term.'),
    idea(
      'Mortgage Broker Portal',
      'A portal where brokers submit mortgage applications and upload documents.',
    ),
  ],
  [
    idea(
      'Business Account in a Day',
      'Open a business account for new companies the same day using registry data.',
    ),
    idea(
      'Business Account Closure Alerts',
      'Tell the relationship manager when a business customer starts moving its balances away.',
    ),
  ],
  [
    idea('Savings Goal Pots', 'Customers create pots for savings goals in the app and name them.'),
    idea(
      'Savings Rate Loyalty Promise',
      'Existing savers always get the same rate as new customers on easy-access savings.',
    ),
  ],
  [
    idea(
      'Student Overdraft Coach',
      'Alerts that help students keep their overdraft under control in the first term.',
    ),
    idea(
      'Student Mule Warning',
      'Warn students that lending their account to strangers for easy money makes them money mules.',
    ),
  ],
  [
    idea(
      'Instant Payment Scam Hold',
      'Hold an instant transfer for a few hours when it looks like a scam and call the customer.',
    ),
    idea(
      'Instant Payment Bulk Payouts',
      'Let companies send thousands of instant payments to staff and suppliers from one file.',
    ),
  ],
  [
    idea(
      'Estate Settlement Companion',
      'Guide the family through the tasks after a death with a checklist and a named contact.',
    ),
    idea('Estate Planning Review', 'Review a living client’s will and trusts every year with their adviser.'),
  ],
  [
    idea('Fraud Team Chatbot', 'A chatbot that answers fraud team staff questions about procedures.'),
    idea(
      'Customer Fraud Reporting Chat',
      'Customers report a suspected fraud to the bank through a chat in the app and get a case number.',
    ),
  ],
  [
    idea('Green Mortgage Discount', 'A lower mortgage rate for energy-efficient homes.'),
    idea('Green Deposit Account', 'A savings account whose deposits fund renewable energy loans.'),
  ],
  [
    idea('Contactless Limit Control', 'Customers lower or raise their contactless limit in the app.'),
    idea('Credit Limit Increase Check', 'Affordability check before any credit card limit increase.'),
  ],
  [
    idea(
      'FX Hedging for Importers',
      'Simple forward contracts that fix the exchange rate for importers’ supplier payments.',
    ),
    idea('FX Fee Transparency', 'Show the exchange-rate mark-up in money on every international payment.'),
  ],
  [
    idea('Invoice Finance Line', 'Advance cash against unpaid invoices for small firms.'),
    idea(
      'Invoice Creation in the App',
      'Small firms create and send invoices from their business banking app.',
    ),
  ],
  [
    idea(
      'Adviser Meeting Prep Briefing',
      'Prepare a one-page briefing on the client before each adviser meeting.',
    ),
    idea('Client Meeting Booking', 'Clients book a meeting with their adviser online.'),
  ],
  [
    idea(
      'Digital Power of Attorney',
      'Register an attorney for a customer online instead of posting certified copies.',
    ),
    idea(
      'Digital Identity Wallet',
      'Customers reuse a verified digital identity to open accounts at partner firms.',
    ),
  ],
];
