import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { definedJourney, seedJourney } from './seed-journey';

/** A page whose scripts never arrive (a slow phone's first seconds, held forever), in its own context. */
async function withoutScripts(browser: Browser, options: BrowserContextOptions, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await use(page);
  } finally {
    await context.close();
  }
}

test('signed in, the dashboard and a journey screen show their header and place before any script has run', async ({ browser, signedInPage }) => {
  const journeyId = await seedJourney(signedInPage, definedJourney('Card disputes take weeks to resolve for our customers.'));
  const storageState = await signedInPage.context().storageState();

  await withoutScripts(browser, { storageState }, async (page) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Innovation Dashboard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your journeys...' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Innovation Studio')).toBeVisible();
    // The frame's buttons say they do nothing yet, and there is no field whose typing the app would drop.
    await expect(page.getByRole('button', { name: 'New journey' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto(`/define/problem?journeyId=${journeyId}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the journey...' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  // With its scripts, the page draws over its frame: one title, the user's journeys, a live button.
  await signedInPage.goto('/dashboard');
  await expect(signedInPage.getByRole('button', { name: /^Continue: / }).first()).toBeVisible();
  await expect(signedInPage.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(signedInPage.getByText('Loading your journeys...')).toHaveCount(0);
  await expect(signedInPage.getByRole('button', { name: 'New journey' })).not.toHaveAttribute('aria-disabled');
  await signedInPage.goto(`/define/problem?journeyId=${journeyId}`);
  await expect(signedInPage.getByRole('textbox', { name: 'Problem Statement' })).toHaveValue(/Card disputes take weeks/);
  await expect(signedInPage.getByText('Loading the journey...')).toHaveCount(0);
});

test('signed out, the sign-in page shows its card before any script has run, with no field to lose typing in', async ({ browser, page }) => {
  await withoutScripts(browser, {}, async (framePage) => {
    await framePage.goto('/auth');
    await expect(framePage.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(framePage.getByRole('group', { name: 'Choose sign in or register' })).toBeVisible();
    await expect(framePage.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(framePage);
  });

  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
});

test('from a call to action, the auth page’s frame is the Register tab’s, as tall as the form that replaces it', async ({ browser, page }) => {
  const cardHeight = (on: Page) => on.getByRole('main').locator('.mantine-Paper-root').evaluate((card) => card.getBoundingClientRect().height);
  let frameHeight = 0;
  await withoutScripts(browser, {}, async (framePage) => {
    await framePage.goto('/auth?mode=register');
    await expect(framePage.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(framePage.getByRole('button', { name: 'Register' })).toHaveAttribute('aria-pressed', 'true');
    await expect(framePage.getByRole('status').filter({ hasText: 'Loading the registration form...' })).toBeAttached();
    await expectNoAxeViolations(framePage);
    frameHeight = await cardHeight(framePage);
  });

  await page.goto('/auth?mode=register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
  // The card does not grow or shrink as the form arrives: nothing below it moves.
  expect(Math.abs((await cardHeight(page)) - frameHeight)).toBeLessThan(2);
});
