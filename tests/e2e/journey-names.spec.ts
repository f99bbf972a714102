import type { Page } from '@playwright/test';
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { definedJourney, seedJourney } from './seed-journey';
import { type Person, api, closeAll, teamWithJourney } from './team-journey';

// Issue 22, item 2: journeys have names, asked for when the problem is defined and renamed on the dashboard.

const PROBLEM = 'Card fraud disputes take our customers up to three weeks to resolve.';

/** Journey rows: the list items with a Continue or Review button (the Quick Start Guide is a list too). */
const rows = (page: Page) =>
  page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: /^(Continue|Review):/ }) });

/** Opens the dashboard on the team workspace, as choosing it in the workspace switcher does. */
async function dashboardOf(person: Person, workspaceId: string) {
  await person.page.goto('/dashboard');
  const remembered = { key: `innovationStudio.currentWorkspace.${person.id}`, workspaceId };
  await person.page.evaluate(({ key, workspaceId: id }) => window.localStorage.setItem(key, id), remembered);
  await person.page.reload();
  await expect(person.page.getByRole('button', { name: 'Workspace: Cards Squad. Switch workspace' })).toBeVisible();
}

test('the problem screen asks for a name and suggests one from the problem that no other journey has', async ({ signedInPage: page }) => {
  await seedJourney(page, { ...createInitialJourneyState(), journeyName: 'Card fraud disputes', problemStatement: 'An earlier look at disputes.' });
  const id = await seedJourney(page, definedJourney('Customers wait for answers.'));
  await page.goto(`/define/problem?journeyId=${id}`);

  const statement = page.getByRole('textbox', { name: 'Problem Statement' });
  await statement.fill(PROBLEM);
  const name = page.getByRole('textbox', { name: 'Journey name' });
  await expect(name).toHaveValue('');
  // "Card fraud disputes" is taken in this workspace: the suggestion says which one this is.
  await expect(page.getByText('Suggested from your problem: Card fraud disputes 2')).toBeVisible();
  await expect(name).toHaveAttribute('placeholder', 'Card fraud disputes 2');
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Use this name' })).toBeInViewport({ ratio: 0 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Use this name' }).click();
  await expect(name).toHaveValue('Card fraud disputes 2');
  await expect(page.getByText(/Suggested from your problem/)).toHaveCount(0);
  await name.fill('');
  await expect(page.getByText('Suggested from your problem: Card fraud disputes 2')).toBeVisible();

  // Moving on without a name keeps the suggested one.
  await page.getByRole('button', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/ideate\/ideas/);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.goto('/dashboard');
  const row = rows(page).filter({ has: page.getByRole('heading', { name: 'Card fraud disputes 2', exact: true }) });
  await expect(row.getByText(PROBLEM)).toBeVisible();
  await expect(rows(page).getByRole('heading', { name: 'Card fraud disputes', exact: true })).toHaveCount(1);
});

test('an unnamed journey is listed by a name read from its problem, not by the sentence or a generic title', async ({ signedInPage: page }) => {
  await seedJourney(page, definedJourney('Small business owners wait up to four weeks for a working-capital decision, so they leave.'));
  await seedJourney(page, { ...createInitialJourneyState(), selectedDomain: 'wealth_management', selectedSubdomain: 'investments' });
  await page.goto('/dashboard');
  await expect(rows(page).getByRole('heading', { name: 'Working-capital decision for small business owners' })).toBeVisible();
  const withoutProblem = rows(page).filter({ has: page.getByRole('heading', { name: /Investments journey/ }) });
  await expect(withoutProblem).toBeVisible();
  // The spec's line under the name still says what it is while there is no problem statement; no title does.
  await expect(withoutProblem.getByText('Innovation Journey', { exact: true })).toBeVisible();
  await expect(rows(page).getByRole('heading', { name: 'Innovation Journey' })).toHaveCount(0);
});

test('owners and editors rename a journey on the dashboard; a viewer is not offered it', async ({ browser }) => {
  // Three people's browsers, and axe in both schemes and at phone width: over a minute on a quiet
  // CI machine, near the default limit; a busy one ran out of time mid-way.
  test.setTimeout(150_000);
  const team = await teamWithJourney(browser, definedJourney(PROBLEM), [
    { name: 'Ben Okafor', role: 'editor' },
    { name: 'Vic Viewer', role: 'viewer' },
  ]);
  const [ben, vic] = team.others as [Person, Person];
  const page = ben.page;
  await dashboardOf(ben, team.workspaceId);
  const row = rows(page).filter({ hasText: PROBLEM });
  await expect(row.getByRole('heading', { name: 'Card fraud disputes' })).toBeVisible();

  await row.getByRole('button', { name: 'More actions for Card fraud disputes' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename journey' });
  const field = dialog.getByRole('textbox', { name: 'Journey name' });
  // A journey nobody named yet starts from the name its row shows.
  await expect(field).toHaveValue('Card fraud disputes');
  await expect(field).toBeFocused();

  await field.fill('   ');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByText('Please give the journey a name.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('x'.repeat(201));
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog.getByText('Please keep the journey name under 200 characters.')).toBeVisible();
  await field.fill('Dispute fast lane');

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('It is now called “Dispute fast lane”.')).toBeVisible();
  await expect(row.getByRole('heading', { name: 'Dispute fast lane' })).toBeVisible();
  await expect(row.getByText(PROBLEM)).toBeVisible();

  // The viewer sees the new name, and no way to change it; the server would refuse it anyway.
  await dashboardOf(vic, team.workspaceId);
  const seen = rows(vic.page).filter({ hasText: PROBLEM });
  await expect(seen.getByRole('heading', { name: 'Dispute fast lane' })).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Continue: Dispute fast lane' })).toBeVisible();
  await expect(seen.getByRole('button', { name: /More actions/ })).toHaveCount(0);
  const refused = await vic.page.request.patch(`/api/journeys/${team.journeyId}`, { data: { name: 'Viewer’s name' }, headers: { Origin: vic.origin } });
  expect(refused.status()).toBe(403);

  // The owner, in another browser, renames it too.
  await dashboardOf(team.owner, team.workspaceId);
  const ownerRow = rows(team.owner.page).filter({ hasText: PROBLEM });
  await ownerRow.getByRole('button', { name: 'More actions for Dispute fast lane' }).click();
  await team.owner.page.getByRole('menuitem', { name: 'Rename' }).click();
  await team.owner.page.getByRole('textbox', { name: 'Journey name' }).fill('Dispute fast lane, pilot');
  await team.owner.page.getByRole('button', { name: 'Save name' }).click();
  await expect(ownerRow.getByRole('heading', { name: 'Dispute fast lane, pilot' })).toBeVisible();
  const { journey } = await api<{ journey: { state: { journeyName: string } } }>(vic.page, 'get', `/api/journeys/${team.journeyId}`);
  expect(journey.state.journeyName).toBe('Dispute fast lane, pilot');
  await closeAll(team.owner, ben, vic);
});

test('an unnamed journey is called by its suggested name in its version preview and in chat, never “Untitled Journey”', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, definedJourney('Small business owners wait up to four weeks for a working-capital decision.'));
  await page.goto(`/define/problem?journeyId=${id}`);
  await page.getByRole('button', { name: 'Activity' }).click();
  await page.getByRole('button', { name: 'View the journey as it was at version 1' }).click();
  const version = page.getByRole('dialog', { name: 'The journey at version 1' });
  await expect(version.getByRole('heading', { name: 'Working-capital decision for small business owners' })).toBeVisible();
  await expect(page.getByText('Untitled Journey')).toHaveCount(0);

  await page.goto('/chat');
  await expect(page.getByText(/^About: Working-capital decision for small business owners/)).toBeVisible();
  await expect(page.getByText('Untitled Journey')).toHaveCount(0);
});
