import type { JourneyState } from '../src/domain/journey-state';

/**
 * A journey for the benches of the journey screens: at stage 1 (team, focus area and problem
 * defined) unless `later` gives fields of a later stage.
 */
export async function createJourney(origin: string, cookie: string, later: Partial<JourneyState> = {}): Promise<string> {
  const { createInitialJourneyState } = await import('../src/domain/journey-state');
  const state = {
    ...createInitialJourneyState(),
    currentStage: 1,
    selectedDomain: 'retail_banking',
    selectedSubdomain: 'cards_payments',
    problemStatement: 'Card disputes take weeks to resolve for our customers, with no news in between.',
    ...later,
  };
  const response = await fetch(`${origin}/api/journeys`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, Cookie: cookie },
    body: JSON.stringify({ state }),
  });
  if (response.status !== 201) throw new Error(`Could not create the bench journey: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { journey: { id: string } }).journey.id;
}
