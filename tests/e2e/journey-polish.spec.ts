import type { Page } from '@playwright/test';
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { journeyWithSelectedIdea, member, seedJourney, validatedJourney } from './seed-journey';

// First-run polish of the journey screens (issue 13): what a new user would notice.

const IDEA_TITLE = 'Tap-to-Split Card Payments';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const progress = (page: Page) => page.getByRole('navigation', { name: 'Journey progress' });
const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollToBottom(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
}

async function chooseRating(page: Page, label: string, rating: 'High' | 'Medium' | 'Low') {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: rating, exact: true }).click();
}

/** Saves the journey as completed, as Finish Journey does. */
async function completeJourney(page: Page, id: string) {
  const baseURL = test.info().project.use.baseURL ?? '';
  const response = await page.request.put(`/api/journeys/${id}`, {
    data: { state: validatedJourney(), version: 1, status: 'completed' },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('moving between steps', () => {
  test('every step opens at its top, whether by Next or Back', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    const id = await seedJourney(page, validatedJourney());
    await page.goto(`/validate/real?journeyId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Is It Real? Desirability' })).toBeVisible();
    await scrollToBottom(page);
    await button(page, 'Next').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Can It Win? Feasibility' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await scrollToBottom(page);
    await button(page, 'Next').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Is It Worth It?' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await scrollToBottom(page);
    await button(page, 'Back').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Can It Win? Feasibility' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  test('a control that takes focus is never hidden under the sticky header', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    const id = await seedJourney(page, validatedJourney());
    await page.goto(`/validate/worth?journeyId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Is It Worth It?' })).toBeVisible();
    await scrollToBottom(page);
    const field = page.getByRole('textbox', { name: 'Cost Estimate' });
    await field.focus();
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    const fieldTop = await field.evaluate((input) => input.getBoundingClientRect().top);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe('toasts', () => {
  test('an error toast goes once its rule passes, and never follows the user to the next page', async ({
    signedInPage: page,
  }) => {
    const id = await seedJourney(page, { ...journeyWithSelectedIdea(), problemStatement: '' });
    await page.goto(`/define/problem?journeyId=${id}`);
    await button(page, 'Next').click();
    await expect(toast(page, 'Problem statement too short')).toBeVisible();
    await button(page, 'Next').click();
    await expect(toast(page, 'Problem statement too short')).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Problem Statement' }).fill('Friends who share bills pay each other back late.');
    await expect(toast(page, 'Problem statement too short')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Problem Statement' }).fill('short');
    await button(page, 'Next').click();
    await expect(toast(page, 'Problem statement too short')).toBeVisible();
    await button(page, 'Back').click();
    await expect(page).toHaveURL(/\/define\/domain/);
    await expect(toast(page, 'Problem statement too short')).toHaveCount(0);
  });

  test("'More scoring needed' and 'No idea selected' leave as soon as their rule passes", async ({
    signedInPage: page,
  }) => {
    const journey = journeyWithSelectedIdea();
    const ideas = journey.ideas.map((idea, index) =>
      index < 2 ? idea : { ...idea, appealScore: undefined, fitScore: undefined, averageScore: undefined },
    );
    const id = await seedJourney(page, { ...journey, ideas, generatedIdeas: ideas, selectedIdea: null });
    await page.goto(`/ideate/evaluate?journeyId=${id}`);
    // Next reads as disabled (aria-disabled) yet still explains itself when pressed.
    await button(page, 'Next').click({ force: true });
    await expect(toast(page, 'More scoring needed')).toBeVisible();
    const slider = page.getByRole('slider', { name: `Appeal Score for ${ideas[2]!.title}` });
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(toast(page, 'More scoring needed')).toHaveCount(0);

    await button(page, 'Next').click();
    await expect(page).toHaveURL(/\/ideate\/select/);
    await button(page, 'Next').click({ force: true });
    await expect(toast(page, 'No idea selected')).toBeVisible();
    await page.getByRole('main').getByRole('button', { pressed: false }).first().click();
    await expect(toast(page, 'No idea selected')).toHaveCount(0);
  });

  test("'Missing information' leaves when the ratings are chosen, before the pitch opens", async ({
    signedInPage: page,
  }) => {
    const journey = validatedJourney();
    const id = await seedJourney(page, {
      ...journey,
      viability: { ...journey.viability, expectedReturn: '', strategicRelevance: '' },
      isWorthScore: null,
    });
    await page.goto(`/validate/worth?journeyId=${id}`);
    await button(page, 'Continue').click();
    await expect(toast(page, 'Missing information')).toBeVisible();
    await chooseRating(page, 'Expected Return', 'High');
    await expect(toast(page, 'Missing information')).toBeVisible();
    await chooseRating(page, 'Strategic Relevance', 'High');
    await expect(toast(page, 'Missing information')).toHaveCount(0);
    await button(page, 'Continue').click();
    await expect(page).toHaveURL(/\/output\/pitch/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('controls that look and read apart', () => {
  test('a hovered persona card does not look selected', async ({ signedInPage: page }) => {
    await page.goto('/define/team');
    const cards = page.getByRole('main').getByRole('button', { pressed: false });
    await cards.first().click();
    const selected = page.getByRole('main').getByRole('button', { pressed: true });
    await expect(selected).toHaveCount(1);
    const hovered = cards.first();
    await hovered.hover();
    const border = (locator: typeof hovered) => locator.evaluate((element) => getComputedStyle(element).borderColor);
    await expect.poll(async () => (await border(hovered)) !== (await border(selected))).toBe(true);
    await expect(hovered.locator('svg')).toHaveCount(0);
  });

  test('each "Use this example" button says which example it uses', async ({ signedInPage: page }) => {
    await page.goto('/define/problem');
    const examples = page.getByRole('button', { name: /^Use this example: / });
    await expect(examples).toHaveCount(2);
    const names = await examples.evaluateAll((buttons) => buttons.map((item) => item.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(2);
    await expect(examples.first()).toHaveText('Use this example');
    await expectNoAxeViolations(page);
  });
});

test.describe('resuming and the progress bar', () => {
  test('Continue on the dashboard opens the step the journey reached, and Back returns to the dashboard', async ({
    signedInPage: page,
  }) => {
    const id = await seedJourney(page, journeyWithSelectedIdea());
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Continue: Friends who share bills/ }).click();
    await expect(page).toHaveURL(new RegExp(`/validate/real\\?journeyId=${id}$`));
    await expect(page.getByText('Innovation journey loaded successfully.')).toBeVisible();
    await expect(progress(page).locator('[aria-current="step"]')).toContainText('Validate');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Review on a completed journey opens its pitch', async ({ signedInPage: page }) => {
    const id = await seedJourney(page, validatedJourney());
    await completeJourney(page, id);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Review: / }).click();
    await expect(page).toHaveURL(new RegExp(`/output/pitch\\?journeyId=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Content Generator' })).toBeVisible();
  });

  test('reached stages are keyboard links; later ones are not', async ({ signedInPage: page }) => {
    const id = await seedJourney(page, journeyWithSelectedIdea());
    await page.goto(`/validate/real?journeyId=${id}`);
    const bar = progress(page);
    await expect(bar.getByRole('link')).toHaveText(['Team (completed)', 'Define (completed)', 'Ideate (completed)']);
    await expect(bar.getByRole('listitem').filter({ hasText: 'Output' }).getByRole('link')).toHaveCount(0);
    await bar.getByRole('link', { name: /Define/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/define/domain\\?journeyId=${id}$`));
    await expect(bar.locator('[aria-current="step"]')).toContainText('Define');
    await expectNoAxeViolations(page);
  });

  test('a direct link to the pitch of an unfinished journey ticks only what the journey did', async ({
    signedInPage: page,
  }) => {
    const teamOnly = journeyWithSelectedIdea();
    const id = await seedJourney(page, {
      ...createInitialJourneyState(),
      teamMembers: teamOnly.teamMembers,
    });
    await page.goto(`/output/pitch?journeyId=${id}`);
    const bar = progress(page);
    await expect(bar.locator('[aria-current="step"]')).toContainText('Output');
    await expect(bar.getByText('(completed)')).toHaveCount(1);
    await expect(bar.getByRole('listitem').filter({ hasText: 'Team' })).toContainText('(completed)');
    await page.reload();
    const saved = await page.request.get(`/api/journeys/${id}`);
    const { journey } = (await saved.json()) as { journey: { state: { currentStage: number } } };
    expect(journey.state.currentStage).toBe(0);
  });
});

test('Finish Journey shows what was decided and links to the outputs before going home', async ({
  signedInPage: page,
}) => {
  const id = await seedJourney(page, validatedJourney());
  await page.goto(`/output/infographic?journeyId=${id}`);
  await button(page, 'Finish Journey').click();
  const done = page.getByRole('dialog', { name: 'Journey complete' });
  await expect(done.getByText(IDEA_TITLE)).toBeVisible();
  await expect(done.getByRole('list', { name: 'Validation scores' })).toContainText('Worth (viability): 10/10');
  await expect(done.getByRole('link')).toHaveText(['Pitch deck', 'Business requirements', 'Infographic']);
  await expectNoAxeViolations(page);
  await done.getByRole('link', { name: 'Business requirements' }).click();
  await expect(page).toHaveURL(new RegExp(`/output/brd\\?journeyId=${id}$`));
  await expect(done).toHaveCount(0);

  const saved = await page.request.get(`/api/journeys/${id}`);
  expect(((await saved.json()) as { journey: { status: string } }).journey.status).toBe('completed');

  await page.goto(`/output/infographic?journeyId=${id}`);
  await button(page, 'Finish Journey').click();
  await page.getByRole('dialog', { name: 'Journey complete' }).getByRole('button', { name: 'Go to home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('outputs written from the journey', () => {
  test('the pitch preview shows every section of its raw text', async ({ signedInPage: page }) => {
    const id = await seedJourney(page, validatedJourney());
    await page.goto(`/output/pitch?journeyId=${id}`);
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    for (const heading of ['Problem & Opportunity', 'Innovation Team', 'Domain Focus', 'Solution', 'Go-to-Market', 'Next Steps']) {
      await expect(preview.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(preview.getByText('Partners and channels: Card scheme partner and an open-banking provider')).toBeVisible();
    await expect(preview.getByText('Unmet needs: No awkward reminders')).toBeVisible();
  });

  test("the BRD's requirements use the team's problem, capabilities, partners and risks", async ({
    signedInPage: page,
  }) => {
    const id = await seedJourney(page, validatedJourney());
    await page.goto(`/output/brd?journeyId=${id}`);
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    const requirements = preview.getByRole('list').first();
    await expect(requirements.getByRole('listitem')).toHaveCount(5);
    await expect(requirements).toContainText(`${IDEA_TITLE} resolves the problem the team defined: Friends who share bills`);
    await expect(requirements).toContainText("is built on the bank's own capabilities: Own card issuing platform. Strong mobile team.");
    await expect(requirements).toContainText('controls for the risks identified (Fraud on shared payments)');
    await expect(preview).not.toContainText('..');
  });

  test('the infographic counts the members it leaves out and shows each score', async ({ signedInPage: page }) => {
    const id = await seedJourney(page, {
      ...validatedJourney(),
      teamMembers: ['c1', 'c2', 't1', 't2', 'b1', 'b2'].map(member),
      isWorthScore: 8,
    });
    await page.goto(`/output/infographic?journeyId=${id}`);
    const visual = page.getByRole('tabpanel', { name: 'Preview' });
    await expect(visual.getByText(/\+2 more$/)).toBeVisible();
    const worth = visual.getByRole('listitem').filter({ hasText: 'Worth' });
    await expect(worth).toContainText('High');
    await expect(worth).toContainText('Score 8/10');
    await expectNoAxeViolations(page);
  });
});
