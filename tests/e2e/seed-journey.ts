import type { Page } from '@playwright/test';
import { createTeamMember } from '../../src/domain/journey-reducer';
import { createInitialJourneyState, type Idea, type JourneyState } from '../../src/domain/journey-state';
import { getPersona } from '../../src/domain/personas';
import { expect, test } from './fixtures';

function scoredIdea(
  id: string,
  title: string,
  appealScore: number,
  fitScore: number,
  personaSource: string,
): Idea {
  return {
    id,
    title,
    description: `${title}: a card and payments idea for everyday customers.`,
    votes: 0,
    type: 'Product',
    personaSource,
    appealScore,
    fitScore,
    averageScore: (appealScore + fitScore) / 2,
  };
}

export const member = (personaId: string) => {
  const persona = getPersona(personaId);
  if (!persona) throw new Error(`No persona ${personaId}`);
  return createTeamMember(persona, `member-${personaId}`);
};

/** A journey that has just chosen its idea (stage 2), as the select screen leaves it. */
export function journeyWithSelectedIdea(): JourneyState {
  const ideas = [
    scoredIdea('idea-1', 'Tap-to-Split Card Payments', 9, 8, 'Amara Okafor'),
    scoredIdea('idea-2', 'Spending Pause Button', 7, 6, 'Amara Okafor'),
    scoredIdea('idea-3', 'Merchant Cashback Wallet', 6, 6, 'AI'),
    scoredIdea('idea-4', 'Instant Card Replacement', 5, 4, 'AI'),
  ];
  return {
    ...createInitialJourneyState(),
    currentStage: 2,
    teamMembers: [member('c1'), member('t1'), member('b1')],
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement: 'Friends who share bills pay each other back late, by hand and with awkward reminders.',
    generatedIdeas: ideas,
    ideas,
    selectedIdea: ideas[0] ?? null,
  };
}

/** The same journey validated end to end, ready for the output screens. */
export function validatedJourney(): JourneyState {
  return {
    ...journeyWithSelectedIdea(),
    currentStage: 3,
    userPersona: {
      averageUser: 'A salaried 29-year-old who shares a flat and splits rent and bills with two friends.',
      extremeUser: 'A student who splits twenty small payments a week.',
      unexpectedUser: 'A club treasurer collecting match fees.',
      primaryNeeds: 'Split a card payment at the till. Get paid back without chasing.',
      secondaryNeeds: 'See who still owes what',
      unmetNeeds: 'No awkward reminders',
      marketTrends: 'Instant payments and request-to-pay',
    },
    feasibility: {
      internalCapabilities: 'Own card issuing platform. Strong mobile team.',
      externalAssets: 'Card scheme partner and an open-banking provider',
      entryBarriers: 'Payment apps already split bills after the fact',
      techReadiness: true,
      talentReadiness: true,
      differentiation: true,
    },
    viability: {
      expectedReturn: 'High',
      costEstimate: 'EUR 350k',
      strategicRelevance: 'High',
      risks: 'Fraud on shared payments',
      longTermValue: 'Primary card for young customers',
      longTermAlignment: 'Everyday-banking growth strategy',
    },
    isRealScore: 10,
    canWinScore: 10,
    isWorthScore: 10,
  };
}

/** Saves a journey through the API for the signed-in page and answers its id. */
export async function seedJourney(page: Page, state: JourneyState): Promise<string> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const response = await page.request.post('/api/journeys', {
    data: { state },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { journey: { id: string } }).journey.id;
}

/** A journey with its team, focus area (retail cards and payments) and problem defined, at stage 1. */
export function definedJourney(problemStatement: string): JourneyState {
  return {
    ...createInitialJourneyState(),
    currentStage: 1,
    teamMembers: [member('c1'), member('t1'), member('b1')],
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement,
  };
}
