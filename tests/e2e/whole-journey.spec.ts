import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaForm, test } from './fixtures';

// One journey the way a new user makes it, by clicking and typing only, with the built-in engine.

/**
 * The address changes as a move starts, while the previous screen stays until the next one can
 * draw: the step's heading, not the address, says its personas are the ones on screen.
 */
async function pickFirstUnselected(page: Page, team: 'Consultants' | 'Technologists' | 'Bankers') {
  await expect(page.getByRole('heading', { level: 1, name: `Assemble Your Team: ${team}` })).toBeVisible();
  await page.getByRole('main').getByRole('button', { pressed: false }).first().click();
}

async function assembleTeam(page: Page) {
  // A new account lands on the dashboard.
  await page.getByRole('button', { name: 'New journey' }).click();
  await expect(page).toHaveURL(/\/define\/team/);
  await pickFirstUnselected(page, 'Consultants');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/define\/technologists/);
  await pickFirstUnselected(page, 'Technologists');
  await page.getByRole('button', { name: 'Continue to Bankers' }).click();
  await expect(page).toHaveURL(/\/define\/bankers/);
  await pickFirstUnselected(page, 'Bankers');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/define\/domain/);
}

async function defineProblem(page: Page, statement: string) {
  await page.getByRole('combobox', { name: 'Banking Domain' }).click();
  await page.getByRole('option', { name: '2. Corporate & SME Banking' }).click();
  await page.getByRole('combobox', { name: 'Banking Sub-Domain' }).click();
  await page.getByRole('option', { name: /Trade & Treasury/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Problem Statement' }).fill(statement);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ideate\/ideas/);
}

/** Scores three ideas by keyboard (the first one highest), then takes the best. Answers its title. */
async function scoreAndChoose(page: Page): Promise<string> {
  // Up to two ideas per persona: the built-in engine gives only those that fit the problem.
  await expect(page.getByRole('article').nth(2)).toBeVisible();
  const ideaCount = await page.getByRole('article').count();
  await page.getByRole('button', { name: 'Next' }).click();
  const titles: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const title = (await page.getByRole('article').nth(index).getAttribute('aria-label')) ?? '';
    titles.push(title);
    const slider = page.getByRole('slider', { name: `Appeal Score for ${title}` });
    await slider.focus();
    for (let step = 0; step < 9 - index; step += 1) await slider.press('ArrowRight');
  }
  await expect(page.getByText(`3/${ideaCount} Ideas Scored`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ideate\/select/);
  const title = titles[0]!;
  await page.getByRole('button', { name: `#1 ${title}` }).click();
  await expect(page.getByRole('button', { name: `#1 ${title}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/validate\/real/);
  return title;
}

async function validate(page: Page) {
  await page.getByRole('textbox', { name: 'Average User' }).fill('The finance lead of a 40-person exporter.');
  await expect(page.getByRole('textbox', { name: 'Extreme User' })).not.toHaveValue('');
  await page.getByRole('textbox', { name: 'Primary Needs' }).fill('Trade finance in days, not weeks. Less paperwork.');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/validate\/win/);
  await page.getByRole('textbox', { name: 'Internal Capabilities' }).fill('A trade desk with long SWIFT experience.');
  await page.getByRole('textbox', { name: 'External Assets & Partners' }).fill('A document-digitisation fintech.');
  await page.getByRole('checkbox', { name: 'Technology Readiness' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/validate\/worth/);
  for (const label of ['Expected Return', 'Strategic Relevance']) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: 'High', exact: true }).click();
  }
  await expect(page.getByText('Score: 10')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/output\/pitch\?journeyId=/);
}

test('a new user goes from an empty account to a finished journey by clicking and typing', async ({ page, user }) => {
  // A long walk through many screens: more time than one screen's test needs on a loaded machine.
  test.slow();
  await registerViaForm(page, user);

  const statement = 'Small exporters wait weeks for letters of credit and lose contracts to faster rivals.';
  await assembleTeam(page);
  await defineProblem(page, statement);
  const title = await scoreAndChoose(page);
  await validate(page);

  await expect(page.getByRole('main').getByText(title).first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/output\/brd/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/output\/infographic/);
  await page.getByRole('button', { name: 'Finish Journey' }).click();
  const done = page.getByRole('dialog', { name: 'Journey complete' });
  await expect(done.getByText(title)).toBeVisible();
  await done.getByRole('button', { name: 'Go to home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/dashboard');
  const completed = page.getByRole('region', { name: 'Completed' });
  await expect(completed.getByRole('listitem').filter({ hasText: statement })).toBeVisible();
  await expect(completed.getByRole('button', { name: /^Review/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'In Progress' }).getByRole('listitem')).toHaveCount(0);
});

test('screens reached before their inputs exist say what is missing and pass an axe scan in both modes', async ({
  signedInPage: page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/define/problem');
    await expect(page.getByRole('textbox', { name: 'Problem Statement' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/validate/real');
    await expect(page.getByText('No idea selected yet')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Select an idea' }).click();
    await expect(page).toHaveURL(/\/ideate\/select/);
  }
});
