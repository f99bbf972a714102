import { KEY_DELAY_MS, PROBLEM, caretAt, openAt, problemField, serverState, threeTypeInOneField } from './co-typing-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { definedJourney, journeyWithSelectedIdea } from './seed-journey';
import { type Person, closeAll, teamWithJourney } from './team-journey';

// Two or three people in browsers of their own, typing at human speed.
test.describe.configure({ timeout: 150_000 });

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
  await expect.poll(async () => (await serverState(ana, team.journeyId)).problemStatement).toBe(expected);
  // Each sees who else is in the field: the other's name on it, in their colour.
  await expect(ana.page.getByRole('status', { name: 'Ben Okafor is typing here' })).toBeVisible();
  await expect(ben.page.getByRole('status', { name: 'Ana Silva is typing here' })).toBeVisible();
  await expectNoAxeViolations(ana.page);
  await ana.page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(ana.page);
  await problemField(ben.page).blur();
  await expect(ana.page.getByRole('status', { name: 'Ben Okafor is typing here' })).toHaveCount(0);
  await closeAll(ana, ben);
});

test('a viewer’s fields look and say read-only, and typing there changes nothing', async ({ browser }) => {
  const team = await teamWithJourney(browser, definedJourney(PROBLEM), [{ name: 'Vic Viewer', role: 'viewer' }]);
  const vic = team.others[0]!;
  await openAt([team.owner, vic], `/define/problem?journeyId=${team.journeyId}`);
  const field = problemField(vic.page);
  await expect(field).toHaveAttribute('readonly', '');
  // The problem statement and the journey name both say so.
  await expect(vic.page.getByRole('textbox', { name: 'Journey name' })).toHaveAttribute('readonly', '');
  await expect(vic.page.getByText('View only: you are a viewer in this journey’s workspace.')).toHaveCount(2);
  await field.click();
  await vic.page.keyboard.type(' more');
  await expect(field).toHaveValue(PROBLEM);
  await expectNoAxeViolations(vic.page);
  await closeAll(team.owner, vic);
});

test('three people typing in one field at its start, middle and end all keep their words in place', async ({ browser }) => {
  const team = await teamWithJourney(browser, definedJourney(PROBLEM), [
    { name: 'Ben Okafor', role: 'editor' },
    { name: 'Chloe Dubois', role: 'editor' },
  ]);
  const people = [team.owner, ...team.others];
  await openAt(people, `/define/problem?journeyId=${team.journeyId}`);

  await threeTypeInOneField(people, team.journeyId);
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
      const state = await serverState(ana, team.journeyId);
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
  await expect.poll(async () => (await serverState(ana, team.journeyId)).ideas.some((saved) => saved.description === 'Split any card payment with friends, from the receipt.')).toBe(true);
  await closeAll(ana, ben);
});
