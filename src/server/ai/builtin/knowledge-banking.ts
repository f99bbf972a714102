import type { KnowledgeEntry } from './knowledge-types';

const PART_1 = 'Source: knowledge sheet, Part 1 (innovation patterns)';

export const bankingEntries: KnowledgeEntry[] = [
  {
    id: 'open-banking',
    title: 'Open banking: ideas and considerations',
    keywords: [
      'open banking',
      'open finance',
      'psd2',
      'api',
      'account aggregation',
      'vrp',
      'variable recurring payments',
      'sweeping',
      'consent',
    ],
    body: `**Open banking** lets customers share their account data, and start payments, with other providers through secure APIs, always with their consent.

**Idea patterns that use it**
- **Affordability checks from bank data** instead of uploaded statements, for loans and mortgages.
- **SME credit** sized on live bank and accounting data.
- **Aggregation**: one view of accounts at several banks, with a balance-after-bills figure.
- **Sweeping** with variable recurring payments: money moves between a customer's own accounts to avoid an overdraft or earn interest.
- **Connect, don't switch**: offer your tools to businesses that keep their old account.
- **Whole-of-wealth views** built on national data rails.

**Considerations**
- Consent scope, data minimisation and periodic re-authentication.
- Liability when a payment or sweep goes wrong.
- Partner due diligence and ICT third-party duties.

A test-then-absorb approach can work: one UK bank ran aggregation as a separate app, then moved its best features into the main app.`,
    source: PART_1,
  },
  {
    id: 'instant-payments',
    title: 'Instant payments and verification of payee',
    keywords: [
      'instant payments',
      'sepa instant',
      'real-time payments',
      'faster payments',
      'pix',
      'verification of payee',
      'confirmation of payee',
      'qr payments',
      'alias',
    ],
    body: `**Instant payments** move money account to account in seconds, around the clock.

**Regulation (EU)**: under the Instant Payments Regulation, euro-area providers must be able to receive SEPA instant payments and then send them at a price no higher than a normal transfer, together with a free **Verification of Payee** check (match, close match or no match). A payer who goes ahead after a mismatch loses the bank's liability cover. The UK's equivalent name check is Confirmation of Payee.

**Idea patterns**
- Pay by phone number, e-mail alias or QR code, as Brazil's Pix does.
- QR and alias collection for merchants and public bodies.
- Request-to-pay: the payee sends a request the payer can accept, schedule or refuse.
- Bulk payee checks for corporate payment files.
- Moving slow batch flows onto instant rails.

**Watch-outs**
- Payments cannot be recalled, which attracts scams; design warnings and limits.
- Sanctions screening must work in seconds.
- Liquidity and operations must run 24/7.`,
    source: `${PART_1}; regulatory anchors`,
  },
  {
    id: 'bnpl',
    title: 'Buy now, pay later (BNPL)',
    keywords: [
      'bnpl',
      'buy now pay later',
      'pay in 3',
      'instalments',
      'split payment',
      'checkout finance',
      'point of sale credit',
    ],
    body: `**Buy now, pay later** splits a purchase into a few interest-free instalments at the checkout. It grew fast in the UK and elsewhere and has become a mainstream way to pay.

**Bank responses**
- Offer your own split-payment option at checkout.
- **Instalments on an existing card**: turn a posted purchase into fixed monthly payments for a visible flat fee.
- **Instalment loans from unused card limit** with no new application.

**Risks and regulation**
- The UK is bringing BNPL into regulation from July 2026, with affordability checks, authorisation and access to the Ombudsman. Expect similar scrutiny elsewhere under consumer-credit rules.
- Late-payment harm and stacking of several BNPL plans.
- Fee clarity and persistent debt on card-based plans.

**Design questions for your team**
- How will you check affordability without adding friction?
- How do you stop customers from over-committing across providers?
- Will the revenue come from merchants, fees or interest, and is that fair value?`,
    source: `${PART_1}; regulatory anchors`,
  },
  {
    id: 'embedded-finance',
    title: 'Embedded finance and banking-as-a-service',
    keywords: [
      'embedded finance',
      'banking as a service',
      'baas',
      'embedded lending',
      'embedded insurance',
      'partners',
      'platforms',
      'distribution',
    ],
    body: `**Embedded finance** puts banking products inside someone else's customer journey: a loan inside accounting software, insurance inside a purchase, payments inside a marketplace. The bank provides the licence and balance sheet; the partner owns the moment of need.

**Examples of the pattern**
- SME loans offered inside cloud accounting software, based on live ledger data.
- Revenue-based advances offered to merchants on a commerce platform, repaid from sales.
- Cover added at the point of sale of a car, device or loan.
- Earned-wage access offered through employers.

**What to get right**
- **Fair value**: regulators have halted sales of add-on insurance that paid out very little of the premium.
- **Partner oversight**: due diligence, outsourcing rules, DORA's register of ICT third parties.
- **Clear roles** for complaints, data and marketing.
- **Economics**: who earns the commission, and is it disclosed?

Ask early: is the bank the brand the customer sees, or the engine behind it?`,
    source: PART_1,
  },
  {
    id: 'ekyc-onboarding',
    title: 'eKYC and digital onboarding',
    keywords: [
      'ekyc',
      'kyc',
      'kyb',
      'onboarding',
      'account opening',
      'video identification',
      'liveness',
      'identity verification',
      'aml',
    ],
    body: `**Electronic KYC** lets a customer open an account remotely: scan an identity document, take a liveness selfie, match the face and check registers, with the account live in minutes. India's central bank allowed video-based KYC in 2020, and banks used it for digital savings accounts.

**For businesses (KYB)**, app-based banks have combined account opening with company registration, approving many applicants within minutes.

**Design tips**
- Measure abandonment step by step; most drop-off happens at document capture and waiting.
- Capture data once and reuse it across products.
- Offer a human fallback for people whose documents or faces do not scan well.

**Risks**
- AML and KYC duties do not shrink because the channel is digital.
- Deepfakes and spoofing: liveness detection must be tested against them.
- Biometric data under GDPR, consent and recording rules.
- High-risk sectors and complex ownership still need manual review.`,
    source: PART_1,
  },
  {
    id: 'fraud-and-scams',
    title: 'Fraud and scam prevention ideas',
    keywords: [
      'fraud',
      'scams',
      'app fraud',
      'authorised push payment',
      'scam prevention',
      'virtual cards',
      'security',
      'confirmation of payee',
    ],
    body: `Fraud has moved from stolen cards towards **scams**, where customers are tricked into sending money themselves (authorised push-payment, or APP, fraud).

**Idea patterns**
- **Payee name checks** before a transfer, with clear warnings on mismatches.
- **Positive friction**: a pause, a call-back or a cooling-off delay at risky moments.
- **Self-set blocks**, for example on gambling merchants, that take a conversation and a delay to lift.
- **Single-use virtual card numbers** for online shopping.
- **Fraud checks inside fast-lending journeys**, not bolted on afterwards.

**Rules that shape the design**
- The UK introduced mandatory reimbursement for APP-fraud victims in October 2024.
- In the EU, a payer who ignores a Verification of Payee mismatch loses the bank's liability cover.

**Lesson from the field**: the UK's pandemic Bounce Back Loans were approved within days on self-certification, and large losses followed, including fraud. Speed without controls is costly.

Remember vulnerable customers: protections should help them without locking them out.`,
    source: PART_1,
  },
  {
    id: 'ai-in-banking',
    title: 'AI assistants and machine learning in banking',
    keywords: [
      'ai',
      'artificial intelligence',
      'machine learning',
      'genai',
      'generative ai',
      'chatbot',
      'virtual assistant',
      'llm',
      'copilot',
    ],
    body: `Banks use AI in three broad ways: **customer assistants**, **staff copilots** and **decision models**.

**Examples of the patterns**
- A virtual assistant in the retail app (Bank of America's Erica) whose top uses are finding transactions and spending insights; the bank chose a narrow language model rather than a general one.
- A generative-AI research assistant for wealth advisers, piloted with a few hundred advisers before a wide roll-out and evaluated strictly.
- Next-best-action prompts that advisers can override, which helped adoption.
- Claims bots that pay simple claims in seconds but send every refusal to a person.
- Machine-learning credit models using alternative data.

**Lessons**
- Start narrow, with clear hand-over to humans.
- Evaluate accuracy before and after launch; keep records.
- Let staff override the machine and explain why.
- Consumer credit scoring and life or health insurance pricing are **high-risk** under the EU AI Act; fraud detection is carved out.`,
    source: PART_1,
  },
  {
    id: 'sme-banking-innovation',
    title: 'SME banking innovation ideas',
    keywords: [
      'sme',
      'small business',
      'business banking',
      'cash flow',
      'invoicing',
      'accounting',
      'sme lending',
      'working capital',
      'small firms',
    ],
    body: `Small businesses want less admin, faster credit and a clear view of cash. Proven patterns:

**Accounts and admin**
- App-based business accounts with fast KYB and company registration.
- Bookkeeping, invoicing with automatic reminders, and VAT filing inside the account.
- Accounting software paid for by the bank.
- Card acceptance on the owner's phone; cash deposits at post offices and shops.

**Credit**
- Decisions based on bank and accounting data, with limits sized to revenue.
- Loans embedded in accounting or commerce platforms.
- Repayments that flex with daily sales.
- Credit lines backed by unpaid invoices.

**Cash and collections**
- Rolling 13-week cash-flow forecasts with what-if scenarios.
- Request-to-pay, virtual IBANs for reconciliation, pay-by-bank mandates.

**Watch-outs**: model risk and consent for data-driven credit, broker and commission disclosure, and fraud controls on fast lending. Sole traders count as individuals under the EU AI Act's credit rules.`,
    source: PART_1,
  },
];
