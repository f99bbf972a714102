import { createInitialJourneyState, type JourneyState, type TeamMember } from '../journey-state';
import type { OutputContext } from './output-context';

/** Shared by the output builders' tests: a journey that has been filled in end to end. */
export function member(name: string, role: string, category: TeamMember['category']): TeamMember {
  return { id: `m-${name}`, personaId: 'c1', name, role, category, domainFocus: 'Retail' };
}

export function completeJourney(): JourneyState {
  return {
    ...createInitialJourneyState(),
    journeyName: 'Smart Savings',
    teamMembers: [
      member('Amara Okafor', 'Innovation Consultant', 'consultant'),
      member('Lukas Brenner', 'AI Engineer', 'technologist'),
      member('Mei Lin Chen', 'Data Architect', 'technologist'),
      member("Grace O'Connell", 'Retail Banker', 'banker'),
      member('Viktor Lindqvist', 'Risk Officer', 'banker'),
    ],
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'deposits_accounts',
    problemStatement: 'Young renters find it hard to save regularly.',
    selectedIdea: {
      id: 'i1',
      title: 'Round-up Pots',
      description: 'Round card purchases up and sweep the change into a goal pot.',
      votes: 0,
      type: 'Product',
      personaSource: 'Amara Okafor',
    },
    userPersona: {
      averageUser: 'Salaried renter aged 28',
      extremeUser: 'Gig courier paid daily',
      unexpectedUser: 'Parent managing pocket money',
      primaryNeeds: 'Save without effort. See progress.',
      secondaryNeeds: 'Share goals with a partner',
      unmetNeeds: 'No fee surprises',
      marketTrends: 'Instant payments and open banking',
    },
    feasibility: {
      internalCapabilities: 'Strong data team. Modern mobile app.',
      externalAssets: 'Card processor and a fintech partner',
      entryBarriers: 'Neobanks already offer round-ups',
      techReadiness: true,
      talentReadiness: false,
      differentiation: true,
    },
    viability: {
      expectedReturn: 'High',
      costEstimate: 'EUR 400k',
      strategicRelevance: 'Medium',
      risks: 'Low uptake',
      longTermValue: 'Primary-account share',
      longTermAlignment: 'Digital-first strategy',
    },
    isRealScore: 9,
    canWinScore: 7,
    isWorthScore: 8,
  };
}

export const RETAIL_CONTEXT: OutputContext = {
  domainName: '1. Retail Banking',
  subdomainName: '1.1 Deposits & Accounts',
  date: new Date(2026, 4, 20),
};

export const EMPTY_CONTEXT: OutputContext = {
  domainName: '',
  subdomainName: '',
  date: new Date(2026, 4, 20),
};
