import type { Page } from '@playwright/test';
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { contentUnderChatButton } from './layout-checks';
import { journeyWithSelectedIdea, seedJourney, validatedJourney } from './seed-journey';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Renames or completes a seeded journey through the API, as the dashboard's menu and 'Finish Journey' do. */
async function changeJourney(page: Page, id: string, change: { name?: string; completed?: boolean }) {
  const headers = { Origin: test.info().project.use.baseURL ?? '' };
  if (change.name) {
    const renamed = await page.request.patch(`/api/journeys/${id}`, { data: { name: change.name }, headers });
    expect(renamed.status()).toBe(200);
  }
  if (change.completed) {
    const current = (await (await page.request.get(`/api/journeys/${id}`)).json()) as { journey: { state: unknown; version: number } };
    const saved = await page.request.put(`/api/journeys/${id}`, {
      data: { state: current.journey.state, version: current.journey.version, status: 'completed' },
      headers,
    });
    expect(saved.status()).toBe(200);
  }
}

/**
 * Three journeys: a retail one with a chosen idea (created first, named last, so the most recently
 * updated), a completed one, and a bare wealth draft.
 */
async function seedThreeJourneys(page: Page) {
  const splitBills = await seedJourney(page, journeyWithSelectedIdea());
  const validated = validatedJourney();
  const completed = await seedJourney(page, {
    ...validated,
    problemStatement: 'Card holders abroad are declined at the till without knowing why.',
    selectedIdea: validated.ideas[1] ?? null,
  });
  await changeJourney(page, completed, { completed: true });
  const wealth = await seedJourney(page, {
    ...createInitialJourneyState(),
    selectedDomain: 'wealth_management',
    selectedSubdomain: 'investments',
    problemStatement: 'First-time investors give up before their first trade.',
  });
  await changeJourney(page, splitBills, { name: 'Split the bill' });
  return { splitBills, completed, wealth };
}

/** Journey rows: the list items with a Continue or Review button (the Quick Start Guide is a list too). */
const rows = (page: Page) =>
  page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: /^(Continue|Review):/ }) });

test('rows show the journey name, its problem and its chosen idea', async ({ signedInPage: page }) => {
  await seedThreeJourneys(page);
  await page.goto('/dashboard');
  const row = rows(page).filter({ has: page.getByRole('heading', { name: 'Split the bill' }) });
  await expect(row.getByText('Friends who share bills pay each other back late')).toBeVisible();
  await expect(row.getByText('Chosen idea: Tap-to-Split Card Payments')).toBeVisible();
  await expect(row.getByText('Retail Banking')).toBeVisible();
  await expect(row.getByText('Cards & Payments')).toBeVisible();
  await expect(row.getByText(/^Last updated /)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Continue: Split the bill' })).toBeVisible();
  const done = page.getByRole('region', { name: 'Completed' }).getByRole('listitem');
  await expect(done.getByText('Chosen idea: Spending Pause Button')).toBeVisible();
  await expect(done.getByRole('button', { name: /^Review: Card holders abroad/ })).toBeVisible();

  const unnamed = rows(page).filter({ hasText: 'First-time investors' });
  // Unnamed, it is called by a name read from its problem, with the problem below (issue 22).
  await expect(unnamed.getByRole('heading', { name: 'First-time investors' })).toBeVisible();
  await expect(unnamed.getByText('First-time investors give up before their first trade.')).toBeVisible();
  await expect(unnamed.getByText(/Chosen idea/)).toHaveCount(0);
  for (const label of ['Total Journeys', 'In Progress', 'Completed']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /More actions/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this journey?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('search, sort and filters narrow the lists, by keyboard, and say when nothing matches', async ({ signedInPage: page }) => {
  await seedThreeJourneys(page);
  await page.goto('/dashboard');
  const search = page.getByRole('searchbox', { name: 'Search journeys' });
  await search.focus();
  await page.keyboard.type('tap-to-split');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Split the bill');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 3 journeys' })).toBeVisible();
  await expect(page.getByText("You haven't completed any journeys yet.")).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Completed' }).getByText('None of these match your search and filters.')).toBeVisible();

  await search.fill('mortgage');
  await expect(page.getByText('No journeys match your search and filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all journeys' }).click();
  await expect(rows(page)).toHaveCount(3);
  await expect(search).toHaveValue('');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Completed');
  await expect(page.getByRole('region', { name: 'In Progress' })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Card holders abroad');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('All statuses');
  const domain = page.getByRole('combobox', { name: 'Domain' });
  await domain.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(domain).toHaveValue('wealth_management');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('First-time investors');

  // Back from a journey returns to the same view: the filters live in the address.
  await page.reload();
  await expect(domain).toHaveValue('wealth_management');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(rows(page)).toHaveCount(3);

  const inProgress = page.getByRole('region', { name: 'In Progress' }).getByRole('heading', { level: 3 });
  await expect(inProgress).toHaveText(['Split the bill', 'First-time investors']);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Name');
  await expect(inProgress).toHaveText(['First-time investors', 'Split the bill']);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Date created');
  await expect(inProgress).toHaveText(['First-time investors', 'Split the bill']);
  await expectNoAxeViolations(page);
});

test('the date filter keeps journeys updated within the chosen days', async ({ signedInPage: page }) => {
  await seedThreeJourneys(page);
  await page.clock.setFixedTime(new Date(Date.now() + 45 * DAY_MS));
  await page.goto('/dashboard');
  const updated = page.getByRole('combobox', { name: 'Updated' });
  await updated.selectOption('Last 30 days');
  await expect(page.getByText('No journeys match your search and filters.')).toBeVisible();
  await updated.selectOption('Last 90 days');
  await expect(rows(page)).toHaveCount(3);
});

test('a long list comes 50 at a time: Load more, by keyboard, carries on at the first new row', async ({ signedInPage: page }) => {
  // 53 journeys are saved through the API first, which takes most of the time on a busy machine.
  test.slow();
  const seeded = 53;
  for (let start = 0; start < seeded; start += 10) {
    const batch = Array.from({ length: Math.min(10, seeded - start) }, (_, offset) => {
      const number = String(start + offset + 1).padStart(2, '0');
      return seedJourney(page, { ...createInitialJourneyState(), problemStatement: `Branch queue journey ${number}` });
    });
    await Promise.all(batch);
  }
  await page.goto('/dashboard?sort=name');
  const inProgress = page.getByRole('region', { name: 'In Progress' });
  await expect(inProgress.getByRole('listitem')).toHaveCount(50);
  await expect(page.getByText('Total Journeys', { exact: true }).locator('xpath=..')).toContainText(String(seeded));
  await expect(inProgress.getByText('50 of 53 shown')).toBeVisible();
  const loadMore = inProgress.getByRole('button', { name: 'Load more In Progress journeys' });
  await loadMore.focus();
  await page.keyboard.press('Enter');
  await expect(inProgress.getByRole('listitem')).toHaveCount(seeded);
  await expect(page.getByRole('button', { name: 'Continue: Branch queue journey 51' })).toBeFocused();
  await expect(loadMore).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The search goes to the server: it finds a journey the first page did not hold.
  await page.getByRole('searchbox', { name: 'Search journeys' }).fill('journey 53');
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 53 journeys' })).toBeVisible();
});

/** Records the router state of every history entry the page pushes, to see what a click asks the next screen for. */
async function recordPushedStates(page: Page) {
  await page.addInitScript(() => {
    const pushed: unknown[] = [];
    (window as unknown as { pushedStates: unknown[] }).pushedStates = pushed;
    const push = history.pushState.bind(history);
    history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
      pushed.push({ url: String(url), state: (state as { usr?: unknown } | null)?.usr });
      push(state, unused, url);
    };
  });
  return () => page.evaluate(() => (window as unknown as { pushedStates: unknown[] }).pushedStates);
}

test('Continue opens a journey at the step it reached, Review a completed one at its outputs', async ({ signedInPage: page }) => {
  const { splitBills, completed } = await seedThreeJourneys(page);
  const pushedStates = await recordPushedStates(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Continue: Split the bill' }).click();
  await expect(page).toHaveURL(new RegExp(`journeyId=${splitBills}`));
  await expect(page.getByText('Innovation journey loaded successfully.')).toBeVisible();
  expect(await pushedStates()).toContainEqual({
    url: `/define/team?journeyId=${splitBills}`,
    state: { announceLoad: true, resume: 'reached' },
  });

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Completed' }).getByRole('button', { name: /^Review/ }).click();
  await expect(page).toHaveURL(new RegExp(`journeyId=${completed}`));
  expect(await pushedStates()).toContainEqual({
    url: `/define/team?journeyId=${completed}`,
    state: { announceLoad: true, resume: 'outputs' },
  });
});

test('"New journey" and "Next Page" both start a fresh journey on the team screen', async ({ signedInPage: page }) => {
  for (const name of ['New journey', 'Next Page']) {
    await page.goto('/dashboard');
    await page.getByRole('button', { name }).click();
    await expect(page).toHaveURL(/\/define\/team$/);
    await expect(page.getByRole('heading', { name: 'Assemble Your Team: Consultants' })).toBeVisible();
  }
});

test('on a phone, the dashboard fits the width and the chat button leaves its end clear', async ({ signedInPage: page }) => {
  await seedThreeJourneys(page);
  await page.setViewportSize({ width: 375, height: 667 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/dashboard');
  await expect(rows(page)).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await contentUnderChatButton(page)).toEqual([]);
  await expectNoAxeViolations(page);
  for (const width of [375, 390]) {
    await page.setViewportSize({ width, height: 667 });
    expect(await headerControlsOverTitle(page), `${width} px`).toEqual([]);
    const workspaceName = page.getByRole('banner').getByRole('button', { name: /Switch workspace/ }).getByText('Personal');
    expect(await workspaceName.evaluate((element) => element.scrollWidth <= element.clientWidth), `${width} px`).toBe(true);
  }
});

/** The header's buttons and links whose box meets the product title's: none, at any width. */
async function headerControlsOverTitle(page: Page): Promise<string[]> {
  const header = page.getByRole('banner');
  // The drawn text, which may run out of its element's box when the header is squeezed.
  const title = await header.getByText('Innovation Studio', { exact: true }).evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
  const covering: string[] = [];
  for (const control of await header.locator('button, a:not([href="/"])').all()) {
    const box = await control.boundingBox();
    if (!box || box.width === 0) continue;
    const meets = box.x < title.x + title.width && box.x + box.width > title.x && box.y < title.y + title.height && box.y + box.height > title.y;
    if (meets) covering.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
  }
  return covering;
}
