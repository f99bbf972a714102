/**
 * Problems written for issue 21's bench, each with the catalogue patterns a bank innovation lead
 * would accept as an answer to it (labelled by hand from the patterns' segment, pain and
 * mechanism; only patterns of the problem's own domain, as the engine never offers others). Several
 * are the holes the expert evaluation found: money mules, bereavement, a legacy card platform and
 * motor-finance commission redress. `nothingClose` problems are about banking, but the catalogue
 * has no pattern that answers them: the engine should offer few or no ideas, never far-fetched ones.
 */
export interface LabelledProblem {
  domain: string;
  subdomain: string;
  text: string;
  fitting: string[];
}

export const RELEVANCE_PROBLEMS: LabelledProblem[] = [
  {
    domain: 'retail_banking',
    subdomain: 'deposits_accounts',
    text: 'Criminals recruit students on social media to let their current accounts receive and pass on stolen money, and we only notice after the funds have gone.',
    fitting: [
      'dep-mule-account-detection',
      'dep-mule-recruitment-warning',
      'card-network-scam-scoring',
      'card-mule-exit-hold',
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    text: 'Scam proceeds land in the accounts of young customers who sold their debit card and login details, and the money leaves again within minutes.',
    fitting: [
      'card-network-scam-scoring',
      'card-mule-exit-hold',
      'dep-mule-account-detection',
      'dep-mule-recruitment-warning',
      'card-suspicious-payment-hold',
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'deposits_accounts',
    text: 'When a customer dies, relatives must bring the death certificate to a branch several times and the accounts stay frozen, so they cannot pay for the funeral.',
    fitting: ['dep-bereavement-account-service'],
  },
  {
    domain: 'wealth_management',
    subdomain: 'trust_estate',
    text: 'Grieving families of our clients have to repeat the news to every department and wait many months before they can reach any of the money.',
    fitting: [
      'estate-tell-once-notification',
      'estate-bereavement-care-journey',
      'estate-settlement-companion',
      'estate-probate-document-intake',
      'estate-beneficiary-payouts',
      'estate-fixed-fee-probate',
      'estate-professional-executor',
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    text: 'Our card processing still runs on a thirty-year-old platform, so every new card feature takes eighteen months to launch and outages stop card payments at peak times.',
    fitting: ['card-platform-cohort-migration', 'dig-cohort-core-migration'],
  },
  {
    domain: 'retail_banking',
    subdomain: 'personal_financing',
    text: 'Thousands of customers who bought a car on finance through dealers may have paid too much because of hidden dealer commission, and complaints are arriving faster than we can investigate them.',
    fitting: ['pf-motor-commission-redress', 'pf-dealer-commission-disclosure'],
  },
  {
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    text: 'Customers are tricked into sending instant transfers to criminals pretending to be the bank or the police, and our reimbursement of these scams grows every quarter.',
    fitting: [
      'card-payee-name-check',
      'card-network-scam-scoring',
      'card-suspicious-payment-hold',
      'dig-safe-callback-number',
      'card-mule-exit-hold',
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'personal_financing',
    text: 'People who get behind with their loan repayments stop answering us, and by the time our collections team reaches them the debt has grown with charges.',
    fitting: [
      'pf-early-distress-support',
      'pf-digital-collections',
      'pf-breathing-space-automation',
      'card-persistent-debt-plan',
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'home_financing',
    text: 'Homeowners whose cheap fixed rate ends next year face a big jump in monthly payments, and many roll onto our standard variable rate without talking to anyone.',
    fitting: ['home-rate-shock-charter', 'home-online-product-switch', 'home-emergency-payment-deferral'],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'business_accounts',
    text: 'Newly incorporated companies wait three weeks for an account because we check their owners and directors by hand from documents sent by email.',
    fitting: [
      'bizacct-same-day-account',
      'bizacct-tiered-kyb',
      'bizacct-reusable-business-identity',
      'bizacct-perpetual-kyb',
    ],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'payments_collection',
    text: 'A water company spends days working out which customer sent which incoming transfer, because payment references are missing or wrong.',
    fitting: [
      'pay-virtual-ibans',
      'pay-ai-cash-application',
      'pay-request-to-pay',
      'pay-e-invoicing-hub',
      'pay-qr-instant-collections',
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'investments',
    text: 'Customers with a modest nest egg are below our advice threshold, so their money sits in cash and they never start investing.',
    fitting: [
      'inv-goal-based-robo',
      'inv-hybrid-advice-tier',
      'inv-banking-app-portfolios',
      'inv-targeted-support-nudges',
      'inv-etf-savings-plan',
      'inv-fractional-share-slices',
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'digital_services',
    text: 'Elderly customers get locked out of online banking after mistyping their password and have to ring us, where we struggle to confirm who they are.',
    fitting: [
      'dig-self-service-unlock',
      'dig-senior-mode',
      'dig-passkey-sign-in',
      'dig-trusted-helper-access',
      'dig-voice-biometrics',
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'insurance',
    text: 'After storms, household claims take months to pay out because an assessor has to visit each home and the forms go back and forth by post.',
    fitting: ['ins-photo-claims-estimate', 'ins-instant-claims-bot', 'ins-verified-instant-payout'],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'credit_lending',
    text: 'Start-ups with under two years of accounts are refused term loans even though their transaction history shows steady sales.',
    fitting: [
      'credit-cash-flow-underwriting',
      'credit-accounting-software-loans',
      'credit-revenue-share-advance',
      'credit-consent-data-pipes',
      'credit-recurring-revenue-advance',
      'credit-zero-touch-microcredit',
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'premium_deposits',
    text: 'Wealthy clients hold far more than the protected amount in a single account and are nervous about losing it if the bank collapses.',
    fitting: [
      'pdep-insured-sweep-network',
      'pdep-insured-balance-indicator',
      'pdep-high-balance-marketplace',
      'pdep-money-fund-cash',
      'pdep-pooled-premier-coverage',
    ],
  },
];

/** About banking, but nothing in the catalogue answers them. */
export const NOTHING_CLOSE_PROBLEMS = [
  {
    domain: 'retail_banking',
    subdomain: 'deposits_accounts',
    text: 'Armoured vans delivering cash to our branches are late every Friday because of roadworks on the ring road.',
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'trade_treasury',
    text: 'Our treasury dealers keep forgetting to renew their parking permits at head office and get fined.',
  },
];
