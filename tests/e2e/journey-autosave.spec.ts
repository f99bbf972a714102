import type { Page } from '@playwright/test';
import { createTeamMember } from '../../src/domain/journey-reducer';
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { getPersona } from '../../src/domain/personas';
import { expect, test } from './fixtures';

/** A journey made through the API, as another device would have saved it. */
async function seedJourney(page: Page): Promise<string> {
  const state = {
    ...createInitialJourneyState(),
    teamMembers: [createTeamMember(getPersona('c2')!, 'member-c2')],
    selectedDomain: 'corporate_sme_banking',
    selectedSubdomain: 'payments_collection',
    problemStatement: 'SME clients reconcile incoming payments by hand every week.',
  };
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const response = await page.request.post('/api/journeys', { data: { state }, headers: { Origin: origin } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { journey: { id: string } }).journey.id;
}

const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });

test('a failed save says so, keeps the work on the device and retries until it lands', async ({ signedInPage: page }) => {
  const id = await seedJourney(page);
  await page.goto(`/define/problem?journeyId=${id}`);
  const textbox = page.getByRole('textbox', { name: 'Problem Statement' });
  await expect(textbox).toHaveValue(/reconcile incoming payments/);

  await page.route('**/api/journeys/*/changes', (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()));
  await textbox.fill('SME clients spend two days a week matching payments to invoices by hand.');
  await expect(page.getByText('There was a problem saving your progress.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toBeVisible();
  // Kept on this device: a reload while the server still refuses shows it.
  await page.reload();
  await expect(textbox).toHaveValue('SME clients spend two days a week matching payments to invoices by hand.');

  await page.unroute('**/api/journeys/*/changes');
  await expect(savedStatus(page)).toBeVisible({ timeout: 15_000 });
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(textbox).toHaveValue('SME clients spend two days a week matching payments to invoices by hand.');
});

test('a change saved on another device appears here without reloading, and an edit made here after it is kept', async ({
  signedInPage: page,
  browser,
}) => {
  const id = await seedJourney(page);
  await page.goto(`/define/problem?journeyId=${id}`);
  const textbox = page.getByRole('textbox', { name: 'Problem Statement' });
  await expect(textbox).toHaveValue(/reconcile incoming payments/);

  const laptop = await browser.newContext({ storageState: await page.context().storageState() });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(`/define/problem?journeyId=${id}`);
  await laptopPage.getByRole('textbox', { name: 'Problem Statement' }).fill('Saved first, from the laptop: payment matching is manual.');
  await expect(savedStatus(laptopPage)).toBeVisible();
  await expect(textbox).toHaveValue('Saved first, from the laptop: payment matching is manual.');
  await laptop.close();

  await textbox.fill('Now edited on top of the laptop’s version.');
  await expect(savedStatus(page)).toBeVisible();
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(textbox).toHaveValue('Now edited on top of the laptop’s version.');
});

test('work typed while offline is kept on the device through a reload, and sent when the server answers again', async ({
  signedInPage: page,
}) => {
  const id = await seedJourney(page);
  await page.goto(`/define/problem?journeyId=${id}`);
  const textbox = page.getByRole('textbox', { name: 'Problem Statement' });
  await expect(textbox).toHaveValue(/reconcile/);

  await page.route('**/api/journeys/**', (route) => route.abort('internetdisconnected'));
  await textbox.fill('Typed offline, then the page was reloaded before the server heard of it.');
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toBeVisible();
  await page.unroute('**/api/journeys/**');
  await page.reload();
  await expect(textbox).toHaveValue('Typed offline, then the page was reloaded before the server heard of it.');
  await expect(savedStatus(page)).toBeVisible();
  const saved = await page.request.get(`/api/journeys/${id}`);
  expect(((await saved.json()) as { journey: { problemStatement: string } }).journey.problemStatement).toBe(
    'Typed offline, then the page was reloaded before the server heard of it.',
  );
});

test('a session that ended elsewhere: saving says "Not authenticated" and the work waits for the next sign-in', async ({ signedInPage: page, user }) => {
  const id = await seedJourney(page);
  await page.goto(`/define/problem?journeyId=${id}`);
  const textbox = page.getByRole('textbox', { name: 'Problem Statement' });
  await expect(textbox).toHaveValue(/reconcile/);
  const other = await page.context().browser()!.newContext({ storageState: await page.context().storageState() });
  const origin = new URL(page.url()).origin;
  await other.request.post(`${origin}/api/auth/sign-out`, { data: {}, headers: { Origin: origin } });
  await other.close();

  await textbox.fill('Typed after the session ended on another device.');
  await expect(page.getByText('You must be logged in to save a journey.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(user.email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/define\/problem\?journeyId=/);
  await expect(textbox).toHaveValue('Typed after the session ended on another device.');
  await expect(savedStatus(page)).toBeVisible();
});

test('a change made just before leaving for the dashboard is saved on the way out and listed there', async ({
  signedInPage: page,
  user,
}) => {
  const id = await seedJourney(page);
  await page.goto(`/define/problem?journeyId=${id}`);
  const textbox = page.getByRole('textbox', { name: 'Problem Statement' });
  await expect(textbox).toHaveValue(/reconcile incoming payments/);

  const statement = 'SME treasurers lose a morning every Monday matching card settlements.';
  // The change is still on its way when the user leaves.
  await page.route('**/api/journeys/*/changes', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await textbox.fill(statement);
  await expect(page.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${user.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'My Dashboard' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('listitem').filter({ hasText: statement })).toBeVisible();
  const saved = await page.request.get(`/api/journeys/${id}`);
  expect(((await saved.json()) as { journey: { problemStatement: string } }).journey.problemStatement).toBe(statement);
});

test('text the server cannot store is refused with its reason, kept on the device, and saved once corrected', async ({
  signedInPage: page,
}) => {
  const id = await seedJourney(page);
  await page.goto(`/define/problem?journeyId=${id}`);
  const textbox = page.getByRole('textbox', { name: 'Problem Statement' });
  await expect(textbox).toHaveValue(/reconcile incoming payments/);

  await textbox.fill('SME clients paste statements with a stray \u0000 character from their bank export.');
  await expect(page.getByText(/There was a problem saving your progress\. This text contains a character that cannot be saved/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved: kept on this device until the text is changed' })).toBeVisible();

  await textbox.fill('SME clients paste statements with a stray character from their bank export.');
  await expect(savedStatus(page)).toBeVisible();
  const saved = await page.request.get(`/api/journeys/${id}`);
  expect(((await saved.json()) as { journey: { problemStatement: string } }).journey.problemStatement).toBe(
    'SME clients paste statements with a stray character from their bank export.',
  );
});
