import type { Locator, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { definedJourney, journeyWithSelectedIdea } from './seed-journey';
import { type Person, api, closeAll, teamWithJourney } from './team-journey';

// Two or three people in browsers of their own, typing at human speed.
test.describe.configure({ timeout: 150_000 });

const KEY_DELAY_MS = 40;

/** Puts the caret at a place in the field, as a click there would. */
async function caretAt(field: Locator, where: 'start' | 'end' | number): Promise<void> {
  await field.focus();
  await field.evaluate((element: HTMLTextAreaElement, place) => {
    const at = place === 'start' ? 0 : place === 'end' ? element.value.length : place;
    element.setSelectionRange(at, at);
  }, where);
}

async function serverState(page: Page, journeyId: string): Promise<JourneyState> {
  return (await api<{ journey: { state: JourneyState } }>(page, 'get', `/api/journeys/${journeyId}`)).journey.state;
}

/** Everyone on the same screen, each seeing the others there (their live connection is open). */
async function openAt(people: Person[], path: string): Promise<void> {
  await Promise.all(people.map(({ page }) => page.goto(path)));
  for (const { page } of people) await expect(page.getByRole('group', { name: /^Also here: / })).toBeVisible({ timeout: 20_000 });
}

const PROBLEM = 'Card disputes take weeks to resolve.';
const problemField = (page: Page) => page.getByRole('textbox', { name: 'Problem Statement' });

test('two people typing in the same field at once, at its start and at its end, both keep every word', async ({ browser }) => {
  const team = await teamWithJourney(browser, definedJourney(PROBLEM), [{ name: 'Ben Okafor', role: 'editor' }]);
  const [ana, ben] = [team.owner, team.others[0]!];
  await openAt([ana, ben], `/define/problem?journeyId=${team.journeyId}`);

  const atEnd = ' alpha bravo charlie delta echo foxtrot';
  const atStart = 'one two three four five six ';
  await caretAt(problemField(ana.page), 'end');
  await caretAt(problemField(ben.page), 'start');
  await Promise.all([
    problemField(ana.page).pressSequentially(atEnd, { delay: KEY_DELAY_MS }),
    problemField(ben.page).pressSequentially(atStart, { delay: KEY_DELAY_MS }),
  ]);

  const expected = `${atStart}${PROBLEM}${atEnd}`;
  for (const { page } of [ana, ben]) await expect(problemField(page)).toHaveValue(expected);
  await expect.poll(async () => (await serverState(ana.page, team.journeyId)).problemStatement).toBe(expected);
  await expectNoAxeViolations(ana.page);
  await closeAll(ana, ben);
});

test('three people typing in one field at its start, middle and end all keep their words in place', async ({ browser }) => {
  const team = await teamWithJourney(browser, definedJourney(PROBLEM), [
    { name: 'Ben Okafor', role: 'editor' },
    { name: 'Chloe Dubois', role: 'editor' },
  ]);
  const people = [team.owner, ...team.others];
  await openAt(people, `/define/problem?journeyId=${team.journeyId}`);

  const middle = PROBLEM.indexOf('take');
  const typed = ['first second third ', 'slowly and painfully ', ' ending here now'];
  await caretAt(problemField(people[0]!.page), 'start');
  await caretAt(problemField(people[1]!.page), middle);
  await caretAt(problemField(people[2]!.page), 'end');
  await Promise.all(people.map(({ page }, index) => problemField(page).pressSequentially(typed[index]!, { delay: KEY_DELAY_MS })));

  const expected = `${typed[0]}${PROBLEM.slice(0, middle)}${typed[1]}${PROBLEM.slice(middle)}${typed[2]}`;
  for (const { page } of people) await expect(problemField(page)).toHaveValue(expected);
  await expect.poll(async () => (await serverState(people[0]!.page, team.journeyId)).problemStatement).toBe(expected);
  await closeAll(...people);
});

test('three people typing in different fields of the Real, Win and Worth pages lose nothing', async ({ browser }) => {
  const state = journeyWithSelectedIdea();
  const seeded = {
    'Average User': state.userPersona.averageUser,
    'Primary Needs': state.userPersona.primaryNeeds,
    'Internal Capabilities': state.feasibility.internalCapabilities,
  };
  const team = await teamWithJourney(browser, state, [
    { name: 'Ben Okafor', role: 'editor' },
    { name: 'Chloe Dubois', role: 'editor' },
  ]);
  const [ana, ben, chloe] = [team.owner, ...team.others] as [Person, Person, Person];
  const fields: Array<[Person, string, string, string]> = [
    [ana, 'real', 'Average User', 'Friends who split dinners and rent.'],
    [ben, 'real', 'Primary Needs', 'Settle a shared bill in one tap.'],
    [chloe, 'win', 'Internal Capabilities', 'A card platform team of twelve.'],
  ];
  // Two on the Real page together and one on Win, then everyone on Worth.
  await Promise.all(fields.map(([person, page]) => person.page.goto(`/validate/${page}?journeyId=${team.journeyId}`)));
  const field = (person: Person, label: string) => person.page.getByRole('textbox', { name: label, exact: true });
  for (const [person, , label] of fields) await caretAt(field(person, label), 'end');
  await Promise.all(fields.map(([person, , label, text]) => field(person, label).pressSequentially(text, { delay: KEY_DELAY_MS })));

  await Promise.all([ana, ben, chloe].map(({ page }) => page.goto(`/validate/worth?journeyId=${team.journeyId}`)));
  const worth: Array<[Person, string, string]> = [
    [ana, 'Cost Estimate', 'About two hundred thousand a year.'],
    [ben, 'Risks', 'Fraud on shared links.'],
    [chloe, 'Long-Term Value', 'Younger customers stay.'],
  ];
  await Promise.all(worth.map(([person, label, text]) => field(person, label).pressSequentially(text, { delay: KEY_DELAY_MS })));

  await expect
    .poll(async () => {
      const state = await serverState(ana.page, team.journeyId);
      return [state.userPersona.averageUser, state.userPersona.primaryNeeds, state.feasibility.internalCapabilities, state.viability.costEstimate, state.viability.risks, state.viability.longTermValue];
    })
    .toEqual([
      ...fields.map(([, , label, text]) => `${seeded[label as keyof typeof seeded]}${text}`),
      'About two hundred thousand a year.',
      'Fraud on shared links.',
      'Younger customers stay.',
    ]);
  for (const person of [ana, ben, chloe]) {
    for (const [, label, text] of worth) await expect(field(person, label)).toHaveValue(text);
  }
  await closeAll(ana, ben, chloe);
});

test('an edit to an idea someone deleted meanwhile is offered back: who deleted it, the words, and a new idea from them', async ({ browser }) => {
  const state = { ...journeyWithSelectedIdea(), selectedIdea: null, currentStage: 1 };
  const team = await teamWithJourney(browser, state, [{ name: 'Ben Okafor', role: 'editor' }]);
  const [ana, ben] = [team.owner, team.others[0]!];
  const idea = state.ideas[0]!;
  await openAt([ana, ben], `/ideate/ideas?journeyId=${team.journeyId}`);

  await ana.page.getByRole('button', { name: `Edit ${idea.title}` }).click();
  const dialog = ana.page.getByRole('dialog', { name: 'Edit idea' });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Split any card payment with friends, from the receipt.');
  await ben.page.getByRole('button', { name: `Delete ${idea.title}` }).click();
  await expect(ana.page.getByRole('article', { name: idea.title })).toBeHidden();
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  const refused = ana.page.getByRole('dialog', { name: `Your edit to “${idea.title}” was not saved` });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Ben Okafor removed this idea from the journey');
  await expect(refused.getByRole('textbox', { name: 'What you typed' })).toHaveValue(`${idea.title}\n\nSplit any card payment with friends, from the receipt.`);
  await expectNoAxeViolations(ana.page);
  await refused.getByRole('button', { name: 'Add as a new idea' }).click();
  await expect(ana.page.getByRole('article', { name: idea.title })).toBeVisible();
  await expect(ben.page.getByRole('article', { name: idea.title })).toBeVisible();
  await expect.poll(async () => (await serverState(ana.page, team.journeyId)).ideas.some((saved) => saved.description === 'Split any card payment with friends, from the receipt.')).toBe(true);
  await closeAll(ana, ben);
});
