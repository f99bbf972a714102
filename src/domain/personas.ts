import { personaCategorySchema, type Persona, type PersonaCategory } from './persona';

type PersonaTexts = Omit<Persona, 'avatarUrl' | 'photo'>;

/** Avatars are generated locally (persona-avatar.ts) and served from our own origin. */
function withAvatar(texts: PersonaTexts): Persona {
  const avatar = `/avatars/${texts.id}.svg`;
  return { ...texts, avatarUrl: avatar, photo: avatar };
}

const CONSULTANTS: PersonaTexts[] = [
  {
    id: 'c1',
    name: 'Amara Okafor',
    role: 'Business Model Strategist',
    category: 'consultant',
    description: 'Turns promising ideas into business models a bank can fund, price and defend.',
    bio: 'Amara spent a decade shaping growth strategies for banks and insurers across Europe and West Africa. She sketches the revenue logic of an idea before anyone writes a line of code, and she screens every concept against market size and competitive response.',
    domainFocus: 'Business model design, market sizing and strategic fit',
    experience: 'Strategy consulting for retail banks, insurers and fintech partnerships',
    superpower: 'Finds the revenue line hidden inside a customer pain point',
    expertise: [
      'business model canvas',
      'revenue and pricing models',
      'market sizing',
      'competitive strategy',
      'Real-Win-Worth screening',
    ],
  },
  {
    id: 'c2',
    name: 'Lukas Brenner',
    role: 'Process & Operating Model Consultant',
    category: 'consultant',
    description: 'Redesigns how work flows through a bank so that new products can run at low cost.',
    bio: 'Lukas led operations transformations in lending and payments back offices before moving into innovation work. He maps the current process step by step, then designs the target process and the operating model that makes it stick.',
    domainFocus: 'Process redesign, operating models and cost-to-serve',
    experience: 'Operations transformation in lending, payments and shared-service centres',
    superpower: 'Spots the hand-off that adds three days and no value',
    expertise: [
      'as-is / to-be process mapping',
      'lean operations',
      'operating model design',
      'cost-to-serve reduction',
    ],
  },
  {
    id: 'c3',
    name: 'Priya Raman',
    role: 'Customer Journey & Experimentation Lead',
    category: 'consultant',
    description: 'Frames the right problem and tests ideas with real customers before the bank builds them.',
    bio: 'Priya facilitates design-thinking sprints for banking teams and started her career in consumer research. She writes sharp How-Might-We questions, maps journeys from the customer side of the counter, and prefers a cheap experiment over a long debate.',
    domainFocus: 'Customer journeys, problem framing and lean experiments',
    experience: 'Design research and service design for consumer financial services',
    superpower: 'Designs a week-long test that settles a month-long argument',
    expertise: [
      'customer journey mapping',
      'How-Might-We framing',
      'Wizard-of-Oz and smoke tests',
      'assumption mapping',
      'user interviews',
    ],
  },
];

const TECHNOLOGISTS: PersonaTexts[] = [
  {
    id: 't1',
    name: 'Mei Lin Chen',
    role: 'AI & Machine Learning Lead',
    category: 'technologist',
    description: 'Builds models and assistants that decide faster while staying explainable.',
    bio: 'Mei Lin has shipped credit-decisioning models and conversational assistants for two lenders. She insists on proper evaluation, a human path for every automated refusal, and explanations a regulator can follow.',
    domainFocus: 'Machine learning, decision automation and conversational AI',
    experience: 'Applied AI in consumer lending and digital customer service',
    superpower: 'Knows when a model should stay quiet and hand over to a person',
    expertise: [
      'machine learning',
      'credit scoring models',
      'conversational AI',
      'model explainability',
      'generative AI evaluation',
    ],
  },
  {
    id: 't2',
    name: 'Rafael Souza',
    role: 'Cloud & Open Banking Architect',
    category: 'technologist',
    description: 'Designs the APIs and cloud platforms that let a bank plug into partners safely.',
    bio: 'Rafael helped a Brazilian bank open its first public APIs and later moved its digital channels to managed cloud services. He thinks in consented data access, recurring payment mandates and resilient, elastic infrastructure.',
    domainFocus: 'Open banking APIs, cloud platforms and partner ecosystems',
    experience: 'API platforms and cloud migration for digital banks',
    superpower: 'Turns a partnership idea into a working API contract in a day',
    expertise: [
      'open banking APIs',
      'variable recurring payments',
      'cloud-native architecture',
      'API ecosystems',
      'third-party risk',
    ],
  },
  {
    id: 't3',
    name: 'Hannah Kowalski',
    role: 'Cybersecurity & Digital Identity Lead',
    category: 'technologist',
    description: 'Keeps new journeys safe from fraudsters without making them painful for customers.',
    bio: 'Hannah ran fraud and identity engineering for a payments provider and now advises banks on remote onboarding. She plans for deepfakes, authorised push-payment scams and account takeover from the first sketch.',
    domainFocus: 'Fraud prevention, digital identity and authentication',
    experience: 'Security engineering for payments and remote onboarding',
    superpower: 'Thinks like the fraudster so the customer does not have to',
    expertise: [
      'digital identity and eKYC',
      'liveness detection',
      'strong customer authentication',
      'scam prevention',
      'payee name checks',
    ],
  },
  {
    id: 't4',
    name: 'Kwame Mensah',
    role: 'Data Platform Architect',
    category: 'technologist',
    description: 'Makes trustworthy, consented data available wherever a decision is made.',
    bio: 'Kwame built real-time data platforms for a pan-African bank and a UK building society. He cares about lineage, quality and consent, and he likes ideas that make better use of data the bank already holds.',
    domainFocus: 'Data platforms, real-time analytics and data governance',
    experience: 'Enterprise data platforms in retail and commercial banking',
    superpower: 'Finds the data the bank already owns but never uses',
    expertise: [
      'real-time data streaming',
      'data governance and quality',
      'consent management',
      'customer analytics',
      'single customer view',
    ],
  },
  {
    id: 't5',
    name: 'Sofia Marchetti',
    role: 'Blockchain & Tokenisation Specialist',
    category: 'technologist',
    description: 'Separates the useful parts of distributed ledgers from the hype.',
    bio: 'Sofia worked on tokenised deposit pilots and a digital-asset custody service. She has watched shared-ledger consortia collapse over ownership and money rather than technology, so she designs for a clear owner from day one.',
    domainFocus: 'Tokenisation, digital assets and distributed ledgers',
    experience: 'Digital-asset custody and tokenised settlement pilots',
    superpower: 'Explains a token in one sentence to a board member',
    expertise: [
      'tokenised deposits',
      'digital-asset custody',
      'smart contracts',
      'electronic trade documents',
      'crypto-asset regulation',
    ],
  },
  {
    id: 't6',
    name: 'Daniel Park',
    role: 'Mobile & UX Engineering Lead',
    category: 'technologist',
    description: 'Builds the app experiences customers actually finish.',
    bio: 'Daniel leads a mobile team that rebuilt a bank app around short, accessible flows. He pairs usability testing with analytics and adds deliberate friction where it protects vulnerable customers.',
    domainFocus: 'Mobile apps, UX engineering and accessibility',
    experience: 'Mobile banking apps and digital onboarding',
    superpower: 'Cuts a twelve-screen form down to three taps',
    expertise: [
      'mobile app development',
      'UX research',
      'accessibility',
      'onboarding flows',
      'behavioural design',
    ],
  },
  {
    id: 't7',
    name: 'Fatima Al-Sayed',
    role: 'Intelligent Automation Lead',
    category: 'technologist',
    description: 'Automates the paperwork so staff can spend time on customers.',
    bio: 'Fatima automated document-heavy processes in trade finance and mortgage operations. She combines document recognition, workflow orchestration and robotic process automation to raise straight-through processing.',
    domainFocus: 'Process automation, document intelligence and workflow',
    experience: 'Automation programmes in trade finance and mortgage operations',
    superpower: 'Finds the hundred manual clicks behind a single approval',
    expertise: [
      'robotic process automation',
      'intelligent document processing',
      'workflow orchestration',
      'straight-through processing',
    ],
  },
  {
    id: 't8',
    name: 'Tomás Herrera',
    role: 'Payments Infrastructure Architect',
    category: 'technologist',
    description: 'Moves money instantly and reliably across schemes, cards and borders.',
    bio: 'Tomás connected banks to instant-payment schemes in Spain and Latin America and modernised a card-processing platform. He knows the messaging standards, settlement rules and 24/7 liquidity demands behind a single tap.',
    domainFocus: 'Instant payments, card processing and cross-border messaging',
    experience: 'Payment schemes, card processing and cross-border payments',
    superpower: 'Traces a lost payment through four systems in ten minutes',
    expertise: [
      'instant payments',
      'card issuing and processing',
      'ISO 20022 messaging',
      'request-to-pay',
      'cross-border payments',
    ],
  },
];

const BANKERS: PersonaTexts[] = [
  {
    id: 'b1',
    name: "Grace O'Connell",
    role: 'Head of Retail Products',
    category: 'banker',
    description: 'Owns the deposit, card and lending products that everyday customers rely on.',
    bio: 'Grace manages a retail product portfolio and its profit and loss. She weighs fee income against engagement, checks every proposition for fair value, and asks how it treats customers in vulnerable circumstances.',
    domainFocus: 'Retail deposits, cards, personal lending and pricing',
    experience: 'Retail banking product management',
    superpower: 'Knows what a feature does to the product P&L before the pilot starts',
    expertise: [
      'retail deposit products',
      'cards and consumer lending',
      'pricing and fair value',
      'customer vulnerability',
    ],
  },
  {
    id: 'b2',
    name: 'Viktor Lindqvist',
    role: 'SME & Corporate Credit Director',
    category: 'banker',
    description: 'Lends to businesses and knows what keeps their cash flowing.',
    bio: 'Viktor has approved credit for small firms and mid-sized corporates for twenty years, including trade and supply-chain finance. He favours cash-flow lending and remembers how fast-approval schemes invited fraud.',
    domainFocus: 'SME lending, corporate credit, trade finance and treasury',
    experience: 'Commercial and SME banking',
    superpower: 'Reads a business bank statement like a story',
    expertise: [
      'cash-flow lending',
      'business onboarding (KYB)',
      'trade finance',
      'treasury and liquidity',
      'credit risk appetite',
    ],
  },
  {
    id: 'b3',
    name: 'Aisha Rahman',
    role: 'Chief Risk & Compliance Officer',
    category: 'banker',
    description: 'Makes sure a bold idea can survive the regulator, the auditor and the fraudster.',
    bio: 'Aisha leads risk and compliance and previously worked at a financial regulator. She brings AML, consumer-credit, AI governance and operational-resilience rules into the room early, and always wants to know where liability lands if something fails.',
    domainFocus: 'Regulation, financial crime and operational resilience',
    experience: 'Banking regulation, compliance and risk management',
    superpower: 'Finds the compliant route to yes instead of a flat no',
    expertise: [
      'AML and KYC compliance',
      'consumer credit regulation',
      'AI governance',
      'operational resilience',
      'regulatory sandboxes',
    ],
  },
  {
    id: 'b4',
    name: 'Isabelle Laurent',
    role: 'Private Banking Director',
    category: 'banker',
    description: 'Serves wealthy families and the advisers who look after them.',
    bio: 'Isabelle leads a private-banking team in Geneva and London. She thinks in suitability, share of wallet and the next generation of clients, and she knows advisers adopt new tools only when those tools save them time.',
    domainFocus: 'Wealth advisory, investments, Lombard lending and succession',
    experience: 'Private banking and wealth management',
    superpower: 'Keeps a family as clients from one generation to the next',
    expertise: [
      'investment advisory',
      'Lombard lending',
      'suitability',
      'succession planning',
      'adviser productivity',
    ],
  },
];

export const PERSONAS: readonly Persona[] = [...CONSULTANTS, ...TECHNOLOGISTS, ...BANKERS].map(withAvatar);

export const PERSONA_CATEGORIES: readonly PersonaCategory[] = personaCategorySchema.options;

/** Headings, e.g. a section title. */
export const CATEGORY_LABELS: Readonly<Record<PersonaCategory, string>> = {
  consultant: 'Consultants',
  technologist: 'Technologists',
  banker: 'Bankers',
};

/** One member of a category, e.g. a badge. */
export const CATEGORY_SINGULAR_LABELS: Readonly<Record<PersonaCategory, string>> = {
  consultant: 'Consultant',
  technologist: 'Technologist',
  banker: 'Banker',
};

/** Lower-case nouns as they appear inside the spec's toast messages (SPEC section 5). */
export const CATEGORY_NOUNS: Readonly<Record<PersonaCategory, string>> = {
  consultant: 'consultants',
  technologist: 'technologists',
  banker: 'bankers',
};

export function getPersona(id: string): Persona | undefined {
  return PERSONAS.find((persona) => persona.id === id);
}

export function personasByCategory(category: PersonaCategory): Persona[] {
  return PERSONAS.filter((persona) => persona.category === category);
}
