import type { Journey } from '../../src/domain/journey-api';
import { createTeamMember } from '../../src/domain/journey-reducer';
import { createInitialJourneyState, type JourneyState } from '../../src/domain/journey-state';
import { getPersona } from '../../src/domain/personas';
import type { RemoteClient } from './remote-client';

/** A journey as the define screen leaves it, with the problem statement given. */
export function journeyState(problemStatement: string): JourneyState {
  return {
    ...createInitialJourneyState(),
    teamMembers: [createTeamMember(getPersona('c1')!, 'member-c1')],
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement,
  };
}

export async function createJourney(client: RemoteClient, state: JourneyState): Promise<Journey> {
  const response = await client.request<{ journey: Journey }>('POST', '/api/journeys', { state });
  if (response.status !== 201)
    throw new Error(`creating a journey failed: ${response.status} ${response.text}`);
  return response.body.journey;
}

export async function readJourney(client: RemoteClient, id: string): Promise<Journey> {
  const response = await client.request<{ journey: Journey }>('GET', `/api/journeys/${id}`);
  if (response.status !== 200)
    throw new Error(`reading journey ${id} failed: ${response.status} ${response.text}`);
  return response.body.journey;
}
