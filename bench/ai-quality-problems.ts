/**
 * Two very different bank problems per subdomain, for bench/ai-quality.ts. `concepts` are the
 * problem's own ideas in plain words (with the obvious variants); an idea "names a concept of its
 * problem" when its text, outside quotation marks, contains one of them. Words that every idea of
 * the subdomain would use anyway ("card" in cards_payments) are left out on purpose.
 */
export interface BenchProblem {
  text: string;
  concepts: string[];
}

export interface BenchSubdomain {
  domain: string;
  subdomain: string;
  problems: [BenchProblem, BenchProblem];
}

export const BENCH_SUBDOMAINS: BenchSubdomain[] = [
  {
    domain: 'retail_banking',
    subdomain: 'deposits_accounts',
    problems: [
      {
        text: 'Young adults open a current account with us for the sign-up bonus and leave within six months because they never move their salary over.',
        concepts: ['young', 'salary', 'switch', 'churn', 'leave', 'bonus', 'primary account'],
      },
      {
        text: 'Older savers keep large balances in easy-access accounts paying almost nothing and complain when they find out newer customers get better rates.',
        concepts: ['older', 'saver', 'savings', 'rate', 'loyalty', 'fair value', 'interest'],
      },
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    problems: [
      {
        text: 'Customers are tricked into sending instant transfers to scammers posing as the bank or the police, and we reimburse more authorised push payment fraud every quarter.',
        concepts: ['scam', 'fraud', 'push payment', 'instant', 'reimburse', 'payee'],
      },
      {
        text: 'University students overspend on their debit and credit cards in the first term and end up with overdraft fees and missed payments.',
        concepts: ['student', 'overspend', 'spending', 'budget', 'overdraft', 'missed payment'],
      },
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'personal_financing',
    problems: [
      {
        text: 'Gig workers and the self-employed abandon our personal loan application because we ask for months of payslips and bank statements they cannot easily produce.',
        concepts: ['gig', 'self-employed', 'payslip', 'statement', 'document', 'income', 'abandon'],
      },
      {
        text: 'Borrowers who fall behind on personal loans avoid our calls and letters, and by the time collections reaches them the debt has doubled with charges.',
        concepts: [
          'arrears',
          'fall behind',
          'collection',
          'debt',
          'missed',
          'financial difficulty',
          'forbearance',
        ],
      },
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'home_financing',
    problems: [
      {
        text: 'First-time buyers cannot save a deposit while paying high rent, so they never reach the point of applying for a mortgage with us.',
        concepts: ['first-time', 'deposit', 'rent', 'saving'],
      },
      {
        text: 'Homeowners on expiring fixed-rate mortgages face a payment shock and many drift onto our standard variable rate without speaking to anyone.',
        concepts: ['fixed', 'expir', 'refinanc', 'remortgag', 'payment shock', 'variable rate', 'retention'],
      },
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'insurance',
    problems: [
      {
        text: 'Home insurance claims after floods take months to settle because loss adjusters must visit every property and paperwork goes back and forth.',
        concepts: ['claim', 'flood', 'adjuster', 'settle', 'paperwork', 'weather'],
      },
      {
        text: 'Mortgage customers buy our payment protection cover at the branch and later complain it never fitted them, so we face mis-selling complaints and cancellations.',
        concepts: ['protection', 'mis-sell', 'complaint', 'suitab', 'cancel', 'fit their needs'],
      },
    ],
  },
  {
    domain: 'retail_banking',
    subdomain: 'digital_services',
    problems: [
      {
        text: 'Older and less confident customers get locked out of the mobile app after failed log-ins and phone the contact centre, which cannot verify them quickly.',
        concepts: [
          'older',
          'locked out',
          'log-in',
          'login',
          'authenticat',
          'contact centre',
          'verify',
          'identity',
        ],
      },
      {
        text: 'Half of the people who start opening an account in our app give up at the identity check when asked to photograph a passport and record a selfie video.',
        concepts: ['identity', 'selfie', 'passport', 'onboarding', 'give up', 'abandon', 'verification'],
      },
    ],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'business_accounts',
    problems: [
      {
        text: 'New limited companies wait three weeks for a business account because our beneficial ownership checks are done by hand with emailed documents.',
        concepts: [
          'beneficial owner',
          'ownership',
          'onboarding',
          'kyb',
          'know your business',
          'document',
          'wait',
        ],
      },
      {
        text: 'Small firms with several directors cannot give their accountant and staff limited access to the account, so passwords get shared and payments go out unchecked.',
        concepts: ['access', 'permission', 'accountant', 'approval', 'shared password', 'user roles', 'dual'],
      },
    ],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'credit_lending',
    problems: [
      {
        text: 'Small businesses hit cash-flow gaps when their own customers pay invoices late, and our overdraft review takes too long to help them in time.',
        concepts: ['cash flow', 'cash-flow', 'invoice', 'late pay', 'overdraft', 'working capital'],
      },
      {
        text: 'Young companies without two years of filed accounts are declined for term loans although their bank transactions show steady revenue.',
        concepts: ['young compan', 'start-up', 'filed accounts', 'declin', 'transaction', 'revenue', 'thin'],
      },
    ],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'trade_treasury',
    problems: [
      {
        text: 'Exporters wait days for letters of credit because bills of lading and certificates are still checked on paper and couriered between banks.',
        concepts: [
          'letter of credit',
          'letters of credit',
          'bill of lading',
          'bills of lading',
          'paper',
          'courier',
          'export',
        ],
      },
      {
        text: 'Mid-sized importers are hurt by currency swings between ordering goods and paying suppliers, but find our hedging products too complex to use.',
        concepts: ['currency', 'foreign exchange', 'fx', 'hedg', 'importer', 'supplier'],
      },
    ],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'payments_collection',
    problems: [
      {
        text: 'Utility companies spend days matching incoming customer payments to invoices because references are missing or wrong.',
        concepts: ['reconcil', 'matching', 'reference', 'invoice', 'remittance'],
      },
      {
        text: 'Gyms and subscription businesses lose revenue to failed direct debits and card payments and chase members by hand every month.',
        concepts: ['subscription', 'recurring', 'direct debit', 'failed payment', 'retry', 'chase', 'member'],
      },
    ],
  },
  {
    domain: 'corporate_sme_banking',
    subdomain: 'sme_services',
    problems: [
      {
        text: 'Sole traders miss tax deadlines and pay penalties because their bookkeeping lives in shoeboxes of receipts and their bank data is not connected to any accounting tool.',
        concepts: ['tax', 'bookkeeping', 'receipt', 'accounting', 'deadline', 'penalt'],
      },
      {
        text: 'Small retailers want to start selling online but cannot afford a developer and find payment gateway setup confusing.',
        concepts: ['online', 'e-commerce', 'ecommerce', 'web shop', 'checkout', 'gateway', 'retailer'],
      },
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'investments',
    problems: [
      {
        text: 'Mass-affluent customers with 50,000 to 250,000 in savings are below our advisory minimum and leave their money in cash instead of investing.',
        concepts: ['mass-affluent', 'minimum', 'cash', 'uninvested', 'advice gap', 'first-time investor'],
      },
      {
        text: 'Our advisers spend hours preparing suitability reports after every review meeting, so clients wait weeks for a written recommendation.',
        concepts: [
          'suitability report',
          'report',
          'paperwork',
          'adviser time',
          'review meeting',
          'recommendation',
        ],
      },
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'premium_deposits',
    problems: [
      {
        text: 'High-balance clients keep millions above the deposit guarantee limit in one account and worry about what happens if the bank fails.',
        concepts: ['guarantee', 'protection limit', 'insured', 'deposit protection', 'spread', 'safety'],
      },
      {
        text: 'Business owners who sell their company receive a large lump sum and leave it idle in a current account for months while they decide what to do.',
        concepts: ['lump sum', 'sale', 'idle', 'liquidity event', 'windfall', 'sold'],
      },
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'alt_investments',
    problems: [
      {
        text: 'Wealthy clients ask for private equity and private credit, but the minimum tickets are too large and the capital is locked up for ten years.',
        concepts: [
          'private equity',
          'private credit',
          'minimum ticket',
          'lock',
          'illiquid',
          'fractional',
          'feeder',
        ],
      },
      {
        text: 'Younger entrepreneurs hold crypto-assets on exchanges they do not trust and want their private bank to keep them safely alongside everything else.',
        concepts: ['crypto', 'digital asset', 'custody', 'exchange', 'safekeeping', 'wallet'],
      },
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'wealth_financing',
    problems: [
      {
        text: 'Clients with large investment portfolios sell holdings and pay capital gains tax when they need short-term cash for a property purchase.',
        concepts: [
          'lombard',
          'securities-backed',
          'portfolio',
          'pledge',
          'sell',
          'capital gains',
          'borrow against',
        ],
      },
      {
        text: 'Entrepreneurs whose wealth is tied up in their own company struggle to get a mortgage because their income is irregular and mostly dividends.',
        concepts: [
          'entrepreneur',
          'irregular income',
          'dividend',
          'mortgage',
          'complex income',
          'business owner',
        ],
      },
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'trust_estate',
    problems: [
      {
        text: 'When a client dies, their family waits many months for the estate to be settled and has to send the same death certificate to every department.',
        concepts: ['bereave', 'death', 'estate', 'probate', 'executor', 'family'],
      },
      {
        text: 'Ageing founders have no plan for passing the family business and its wealth to the next generation, and the heirs rarely meet our advisers.',
        concepts: ['succession', 'next generation', 'heir', 'founder', 'family business', 'inherit'],
      },
    ],
  },
  {
    domain: 'wealth_management',
    subdomain: 'concierge_advisory',
    problems: [
      {
        text: 'Busy high-net-worth clients cannot reach their relationship manager out of hours and turn to competitors when something urgent comes up while travelling.',
        concepts: [
          'out of hours',
          '24/7',
          'reach',
          'urgent',
          'travel',
          'relationship manager',
          'availability',
        ],
      },
      {
        text: 'Our relationship managers spend most of the week on admin and preparing for meetings instead of talking to clients.',
        concepts: [
          'admin',
          'meeting preparation',
          'preparing',
          'productivity',
          'relationship manager time',
          'briefing',
        ],
      },
    ],
  },
];

/** Not about banking at all: a good engine gives no ideas and asks to rephrase. */
export const OFF_TOPIC_PROBLEMS = [
  {
    domain: 'corporate_sme_banking',
    subdomain: 'trade_treasury',
    text: 'The office coffee machine keeps breaking and nobody knows who should fix it.',
  },
  {
    domain: 'retail_banking',
    subdomain: 'cards_payments',
    text: 'Our football team keeps losing matches because players arrive late to training.',
  },
];
