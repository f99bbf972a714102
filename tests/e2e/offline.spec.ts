import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { journeyWithSelectedIdea, seedJourney } from './seed-journey';
import { scanInEveryMode } from './scan-every-mode';

// Offline in Chromium: context.setOffline() cuts the pages' and the service worker's network alike
// (Playwright attaches to service workers and emulates their network too), and the browser fires
// 'offline' and 'online' at the pages.

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about them.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'Offline: your changes are kept on this device';
const PROBLEM = 'Friends who share bills pay each other back late, by hand and with awkward reminders.';
const TYPED_PROBLEM = `${PROBLEM} Typed on a train without signal.`;
const TYPED_AVERAGE_USER = 'A commuter who splits taxis and dinners, typed while offline.';

const problemBox = (page: Page) => page.getByRole('textbox', { name: 'Problem Statement' });
const averageUserBox = (page: Page) => page.getByRole('textbox', { name: 'Average User' });
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_NOTICE });
const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });

/** Waits until the service worker holds the app's code, as it does a moment after a signed-in page opens. */
async function appKeptOnDevice(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Every URL the page's caches hold (the service worker's precache, and anything else). */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      paths.push(...requests.map((request) => new URL(request.url).pathname));
    }
    return paths;
  });
}

async function serverJourney(page: Page, id: string) {
  const response = await page.request.get(`/api/journeys/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { journey: { state: { problemStatement: string; userPersona: { averageUser: string } } } }).journey
    .state;
}

test('typing offline keeps the page and the words, a reload offline opens the journey from the device, and reconnecting sends it all', async ({
  signedInPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = await seedJourney(page, journeyWithSelectedIdea());
  await page.goto(`/define/problem?journeyId=${id}`);
  await expect(problemBox(page)).toHaveValue(PROBLEM);
  await appKeptOnDevice(page);

  await page.context().setOffline(true);
  await problemBox(page).fill(TYPED_PROBLEM);
  await expect(offlineNotice(page)).toBeVisible();
  // The page stays: no blank screen, no error toast, the text as typed.
  await expect(page.getByRole('heading', { level: 1, name: 'Define the Problem' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(problemBox(page)).toHaveValue(TYPED_PROBLEM);

  await page.getByRole('navigation', { name: 'Journey progress' }).getByRole('link', { name: /Validate/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Is It Real? Desirability' })).toBeVisible();
  await averageUserBox(page).fill(TYPED_AVERAGE_USER);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(averageUserBox(page)).toHaveValue(TYPED_AVERAGE_USER);
  // Nothing reached the server while offline. (Checked before the reload: the page's last-chance
  // save on unload is a keepalive request, which Chromium's offline emulation does not always cover.)
  expect((await serverJourney(page, id)).problemStatement).toBe(PROBLEM);

  await page.reload();
  await expect(averageUserBox(page)).toHaveValue(TYPED_AVERAGE_USER);
  await expect(offlineNotice(page)).toBeVisible();
  await page.goto(`/define/problem?journeyId=${id}`);
  await expect(problemBox(page)).toHaveValue(TYPED_PROBLEM);

  await page.context().setOffline(false);
  await expect(savedStatus(page)).toBeVisible({ timeout: 15_000 });
  await expect(offlineNotice(page)).toHaveCount(0);
  const saved = await serverJourney(page, id);
  expect(saved.problemStatement).toBe(TYPED_PROBLEM);
  expect(saved.userPersona.averageUser).toBe(TYPED_AVERAGE_USER);

  // Another device signed in as the same user sees the words typed offline.
  const laptop = await browser.newContext({ storageState: await page.context().storageState() });
  const laptopPage = await laptop.newPage();
  await laptopPage.goto(`/define/problem?journeyId=${id}`);
  await expect(problemBox(laptopPage)).toHaveValue(TYPED_PROBLEM);
  await laptop.close();
});

test('the offline state passes axe in light and dark mode and at phone width', async ({ signedInPage: page }) => {
  // Three scans of a full journey screen, as the R-W-W spec's.
  test.setTimeout(120_000);
  const id = await seedJourney(page, journeyWithSelectedIdea());
  await page.goto(`/validate/real?journeyId=${id}`);
  await expect(averageUserBox(page)).toBeVisible();
  await appKeptOnDevice(page);
  await page.context().setOffline(true);
  await averageUserBox(page).fill(TYPED_AVERAGE_USER);
  await expect(offlineNotice(page)).toBeVisible();
  await scanInEveryMode(page, async () => {
    await expect(averageUserBox(page)).toHaveValue(TYPED_AVERAGE_USER);
    await expect(offlineNotice(page)).toBeVisible();
  }, { phoneWidth: 375 });
});

test('the service worker keeps the app and no answer of the API', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, journeyWithSelectedIdea());
  await page.goto(`/define/problem?journeyId=${id}`);
  await expect(problemBox(page)).toHaveValue(PROBLEM);
  await appKeptOnDevice(page);

  const paths = await cachedPaths(page);
  expect(paths).toContain('/index.html');
  expect(paths.some((path) => /^\/assets\/journey-screens-.+\.js$/.test(path))).toBe(true);
  expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(paths.filter((path) => path.startsWith('/pages/') || path === '/')).toEqual([]);
});

test('signing out forgets the user and their draft: offline, the browser then opens no one’s work', async ({ signedInPage: page, user }) => {
  const id = await seedJourney(page, journeyWithSelectedIdea());
  await page.goto(`/define/problem?journeyId=${id}`);
  await expect(problemBox(page)).toHaveValue(PROBLEM);
  await appKeptOnDevice(page);
  await problemBox(page).fill(TYPED_PROBLEM);
  await expect(savedStatus(page)).toBeVisible();

  await page.getByRole('button', { name: `Account menu for ${user.fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const kept = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key !== 'mantine-color-scheme-value'));
  expect(kept).toEqual([]);

  await page.context().setOffline(true);
  await page.goto(`/define/problem?journeyId=${id}`);
  await expect(page.getByRole('heading', { name: 'Innovation Studio cannot be reached right now' })).toBeVisible();
  await expect(problemBox(page)).toHaveCount(0);
  await expect(page.getByText(TYPED_PROBLEM)).toHaveCount(0);
});

test.describe('before the app is kept on the device', () => {
  // No service worker: the chat screen's code was never fetched, so offline it cannot load.
  test.use({ serviceWorkers: 'block' });

  test('a screen whose code cannot be fetched offline shows a calm notice, and opens once the connection is back', async ({
    signedInPage: page,
  }) => {
    test.setTimeout(90_000);
    const id = await seedJourney(page, journeyWithSelectedIdea());
    await page.goto(`/define/problem?journeyId=${id}`);
    await expect(problemBox(page)).toHaveValue(PROBLEM);

    await page.context().setOffline(true);
    await page.getByRole('link', { name: 'Open the innovation chat assistant' }).click();
    const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This screen could not be loaded' }) });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('You are offline. This screen opens by itself as soon as the connection is back');
    await expect(page.getByRole('main')).toBeVisible();
    await expectNoAxeViolations(page);
    const size = page.viewportSize();
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    if (size) await page.setViewportSize(size);

    // Trying again offline keeps waiting (a reload would only reach the browser's offline page).
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toBeVisible();

    await page.context().setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'InnovateChat' })).toBeVisible();
    await expect(page).toHaveURL(/\/chat$/);
  });
});
