import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

async function startJourney(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Innovation Journey' }).click();
  await expect(page).toHaveURL(/\/define\/team/);
  await expect(page.getByRole('heading', { name: 'Assemble Your Team: Consultants' })).toBeVisible();
}

/** Persona cards are toggle buttons in the main area; `pressed` tells selected from not. */
const cards = (page: Page, pressed: boolean) => page.getByRole('main').getByRole('button', { pressed });


/**
 * The address changes as a move to the next screen starts, and the screen being left stays until the
 * next one has drawn: each pick waits for its own screen's heading, or it could land on the last one.
 */
async function pickTeam(page: Page) {
  await cards(page, false).first().click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/define\/technologists/);
  await expect(page.getByRole('heading', { name: 'Assemble Your Team: Technologists' })).toBeVisible();
  await cards(page, false).first().click();
  await page.getByRole('button', { name: 'Continue to Bankers' }).click();
  await expect(page).toHaveURL(/\/define\/bankers/);
  await expect(page.getByRole('heading', { name: 'Assemble Your Team: Bankers' })).toBeVisible();
  await cards(page, false).first().click();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/define\/domain/);
}

test.describe('team screens', () => {
  test('limit 1-2 per kind with the spec toasts, and deselect on a second click', async ({ signedInPage: page }) => {
    await startJourney(page);
    const progress = page.getByRole('navigation', { name: 'Journey progress' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Team');

    const teamContinue = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(teamContinue).toHaveAttribute('aria-disabled', 'true');
    await teamContinue.click({ force: true });
    await expect(page.getByText('Invalid selection')).toBeVisible();
    await expect(page.getByText('Please select 1-2 consultants to continue')).toBeVisible();
    await expect(page).toHaveURL(/\/define\/team/);

    await cards(page, false).first().click();
    await cards(page, false).first().click();
    await expect(page.getByText('2/2 Selected')).toBeVisible();
    await cards(page, false).first().click();
    await expect(page.getByText('Selection limit reached')).toBeVisible();
    await expect(page.getByText('You can only select up to 2 consultants')).toBeVisible();
    await cards(page, true).first().click();
    await expect(page.getByText('1/2 Selected')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/define\/technologists\?journeyId=/);
    await page.getByRole('button', { name: 'Continue to Bankers' }).click({ force: true });
    await expect(page.getByText('Please select 1-2 technologists to continue')).toBeVisible();
    for (let i = 0; i < 3; i += 1) await cards(page, false).first().click();
    await expect(page.getByText('You can only select up to 2 technologists')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to Bankers' }).click();

    await expect(page).toHaveURL(/\/define\/bankers/);
    await expect(page.getByText('0/2 Selected')).toBeVisible();
    await page.getByRole('button', { name: 'Continue', exact: true }).click({ force: true });
    await expect(page.getByText('Please select 1-2 bankers to continue')).toBeVisible();
    for (let i = 0; i < 3; i += 1) await cards(page, false).first().click();
    await expect(page.getByText('You can only select up to 2 bankers')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/define\/technologists/);
    await expect(page.getByText('2/2 Selected')).toBeVisible();
  });
});

test.describe('domain and problem', () => {
  test('the sub-domain waits for a domain, is cleared by a domain change, and both are required', async ({ signedInPage: page }) => {
    await startJourney(page);
    await pickTeam(page);
    const subdomain = page.getByRole('combobox', { name: 'Banking Sub-Domain' });
    await expect(subdomain).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Selection required')).toBeVisible();
    await expect(page.getByText('Please select both a banking domain and subdomain to continue.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Banking Domain' }).click();
    await page.getByRole('option', { name: '1. Retail Banking' }).click();
    await expect(subdomain).toBeEnabled();
    await subdomain.click();
    await page.getByRole('option', { name: /Cards & Payments/ }).click();
    await expect(page.getByText(/Retail Banking > .*Cards & Payments/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('combobox', { name: 'Banking Domain' }).click();
    await page.getByRole('option', { name: '3. Wealth Management' }).click();
    await expect(subdomain).toHaveValue('');
    await subdomain.click();
    await page.getByRole('option', { name: /Investments/ }).first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/define\/problem/);
  });

  test('the problem statement needs 10 characters after trimming', async ({ signedInPage: page }) => {
    await startJourney(page);
    await pickTeam(page);
    await page.getByRole('combobox', { name: 'Banking Domain' }).click();
    await page.getByRole('option', { name: '2. Corporate & SME Banking' }).click();
    await page.getByRole('combobox', { name: 'Banking Sub-Domain' }).click();
    await page.getByRole('option', { name: /Credit & Lending/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText(/Corporate & SME Banking > .*Credit & Lending/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Problem Statement' }).fill('   too short    ');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Problem statement too short')).toBeVisible();
    await expect(page.getByText("Please provide a more detailed description of the problem you're trying to solve.")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/define\/domain/);
  });
});

test('a journey survives a reload mid-way and continues from the dashboard with nothing lost', async ({ signedInPage: page }) => {
  await startJourney(page);
  await pickTeam(page);
  await page.getByRole('combobox', { name: 'Banking Domain' }).click();
  await page.getByRole('option', { name: '1. Retail Banking' }).click();
  await page.getByRole('combobox', { name: 'Banking Sub-Domain' }).click();
  await page.getByRole('option', { name: /Deposits & Accounts/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const statement = 'Young savers leave us after a year because budgeting in our app feels like work.';
  await page.getByRole('textbox', { name: 'Problem Statement' }).fill(statement);
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Problem Statement' })).toHaveValue(statement);

  await page.goto('/dashboard');
  await expect(page.getByText('Total Journeys')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: statement });
  await expect(row).toBeVisible();
  await expect(row.getByText('Retail Banking')).toBeVisible();
  await expect(row.getByText('Deposits & Accounts')).toBeVisible();
  await page.evaluate(() => window.localStorage.clear());
  await row.getByRole('button', { name: /^Continue/ }).click();
  // The journey has its team, focus and problem but no ideas yet: it resumes on the problem screen.
  await expect(page).toHaveURL(/\/define\/problem\?journeyId=/);
  await expect(page.getByText('Innovation journey loaded successfully.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Problem Statement' })).toHaveValue(statement);
  await page.getByRole('navigation', { name: 'Journey progress' }).getByRole('link', { name: /Team/ }).click();
  await expect(page).toHaveURL(/\/define\/team\?journeyId=/);
  await expect(page.getByText('1/2 Selected')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/define\/problem\?journeyId=/);
  await expect(page.getByText(/Retail Banking > .*Deposits & Accounts/)).toBeVisible();
});

test('the dashboard deletes a journey after confirmation and renames one', async ({ signedInPage: page }) => {
  await startJourney(page);
  await cards(page, false).first().click();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('You haven\'t completed any journeys yet.')).toBeVisible();
  const row = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Continue:/ }) });
  await expect(row).toHaveCount(1);
  // Without a problem or a banking area yet, it is listed as a new journey (issue 22).
  await expect(row.getByRole('heading', { name: 'New journey' })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'Journey name' }).fill('Savings sprint');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(row.getByText('Savings sprint')).toBeVisible();

  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete journey' }).click();
  await expect(page.getByText('Innovation journey deleted successfully.')).toBeVisible();
  await expect(page.getByText("You don't have any journeys in progress.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("You don't have any journeys in progress.")).toBeVisible();
});
