import type { PersonaTexts } from './persona';

/** Consultants c1-c3: business model and process. */
export const CONSULTANTS: PersonaTexts[] = [
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
