import type { Locator, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect } from './fixtures';
import { type Person, api } from './team-journey';

/** About 25 keys a second: a quick typist, so typing overlaps on every screen. */
export const KEY_DELAY_MS = 40;

export const PROBLEM = 'Card disputes take weeks to resolve.';
export const problemField = (page: Page) => page.getByRole('textbox', { name: 'Problem Statement' });

/** Puts the caret at a place in the field, as a click there would. */
export async function caretAt(field: Locator, where: 'start' | 'end' | number): Promise<void> {
  await field.focus();
  await field.evaluate((element: HTMLTextAreaElement, place) => {
    const at = place === 'start' ? 0 : place === 'end' ? element.value.length : place;
    element.setSelectionRange(at, at);
  }, where);
}

export async function serverState(person: Person, journeyId: string): Promise<JourneyState> {
  return (await api<{ journey: { state: JourneyState } }>(person.page, 'get', `/api/journeys/${journeyId}`, undefined, person.origin)).journey.state;
}

/** Everyone on the same screen, each seeing the others there (their live connection is open). */
export async function openAt(people: Person[], path: string): Promise<void> {
  await Promise.all(people.map(({ page }) => page.goto(path)));
  for (const { page } of people) await expect(page.getByRole('group', { name: /^Also here: / })).toBeVisible({ timeout: 20_000 });
}

/**
 * Three people type into the problem statement at once, at its start, in its middle and at its
 * end; every screen and the server then hold every word in place.
 */
export async function threeTypeInOneField(people: Person[], journeyId: string): Promise<void> {
  const middle = PROBLEM.indexOf('take');
  const typed = ['first second third ', 'slowly and painfully ', ' ending here now'];
  await caretAt(problemField(people[0]!.page), 'start');
  await caretAt(problemField(people[1]!.page), middle);
  await caretAt(problemField(people[2]!.page), 'end');
  await Promise.all(people.map(({ page }, index) => problemField(page).pressSequentially(typed[index]!, { delay: KEY_DELAY_MS })));

  const expected = `${typed[0]}${PROBLEM.slice(0, middle)}${typed[1]}${PROBLEM.slice(middle)}${typed[2]}`;
  for (const { page } of people) await expect(problemField(page)).toHaveValue(expected);
  await expect.poll(async () => (await serverState(people[0]!, journeyId)).problemStatement).toBe(expected);
}
