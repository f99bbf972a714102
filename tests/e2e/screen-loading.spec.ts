import { expect, test } from './fixtures';
import { definedJourney, seedJourney } from './seed-journey';

const CHAT_SCREEN_CODE = /\/assets\/chat-page-[^/]+\.js$/;
const dashboardHeading = { level: 1, name: 'Innovation Dashboard' } as const;

test('while the next screen’s code is on its way, the previous screen stays, with no spinner', async ({ signedInPage: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CHAT_SCREEN_CODE, async (route) => {
    await held;
    await route.continue();
  });

  const requested = page.waitForRequest(CHAT_SCREEN_CODE);
  await page.getByRole('link', { name: 'Open the innovation chat assistant' }).click();
  await requested;
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'InnovateChat' })).toBeVisible();
  await expect(page.getByRole('heading', dashboardHeading)).toHaveCount(0);
});

test('a screen whose code a newer build replaced shows the notice in its place, and going back shows the previous screen', async ({
  signedInPage: page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  await page.route(CHAT_SCREEN_CODE, (route) => route.fulfill({ status: 404, body: 'Not found' }));

  await page.getByRole('link', { name: 'Open the innovation chat assistant' }).click();
  const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This screen could not be loaded' }) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Innovation Studio may have been updated');
  await expect(page.getByRole('main')).toHaveCount(1);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('opening an address whose screen code cannot be fetched shows the notice, not a blank page', async ({ signedInPage: page }) => {
  await page.route(CHAT_SCREEN_CODE, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/chat');
  const notice = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'This screen could not be loaded' }) });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a first visit asks who is signed in as the page arrives, once, and the dashboard uses that answer and reads the workspaces once', async ({ signedInPage: page }) => {
  const sessionRequests: string[] = [];
  let workspaceReads = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/get-session') sessionRequests.push(request.resourceType());
    if (pathname === '/api/workspaces') workspaceReads += 1;
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', dashboardHeading)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('button', { name: /Switch workspace$/ })).toBeVisible();
  // Announced by the page itself (not asked by a script); the app's own request takes that answer.
  expect(sessionRequests).toEqual(['other']);
  // The dashboard and the header's switcher share one read of the workspaces.
  expect(workspaceReads).toBe(1);
});

test('opening a journey by its address reads it once, the read announced with the page', async ({ signedInPage: page }) => {
  const problem = 'Card disputes take weeks and customers call again and again.';
  const journeyId = await seedJourney(page, definedJourney(problem));
  const journeyReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/journeys/${journeyId}` && request.method() === 'GET') journeyReads.push(request.resourceType());
  });
  await page.goto(`/define/problem?journeyId=${journeyId}`);
  await expect(page.getByRole('textbox', { name: 'Problem Statement' })).toHaveValue(problem);
  expect(journeyReads).toEqual(['other']);
});
