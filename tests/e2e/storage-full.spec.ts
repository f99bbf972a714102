import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createInitialJourneyState } from '../../src/domain/journey-state';
import { STORAGE_FULL } from '../../src/domain/storage-full';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../support/server-process';
import { type SmallFilesystem, mountSmallFilesystem } from '../support/small-filesystem';
import { expect, expectNoAxeViolations, newUser, test } from './fixtures';

// One server of its own, on a filesystem this file fills and frees: its tests run in order.
test.describe.configure({ mode: 'serial' });

let filesystem: SmallFilesystem;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  filesystem = mountSmallFilesystem(32);
  server = await spawnServer({ DATABASE_URL: join(filesystem.dir, 'studio.db'), STATIC_DIR: './dist/client', AUTH_RATE_LIMIT_MAX: '1000' });
  await waitUntilHealthy(server, 60_000);
});
test.afterAll(async () => {
  await server?.kill();
  filesystem?.remove();
});

const savedStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'All changes saved' });

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto(`${server.origin}/auth`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test('a full disk: the journey keeps the typed text and says why, sign-in says nobody can be signed in, and both work once there is room', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const user = newUser();
  const origin = server.origin;
  const signedUp = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email: user.email, password: user.password, name: user.fullName },
    headers: { Origin: origin },
  });
  expect(signedUp.status()).toBe(200);
  const state = { ...createInitialJourneyState(), problemStatement: 'Branch queues are long on Mondays.' };
  const created = await page.request.post(`${origin}/api/journeys`, { data: { state }, headers: { Origin: origin } });
  expect(created.status()).toBe(201);
  const { journey } = (await created.json()) as { journey: { id: string } };
  await page.goto(`${origin}/define/problem?journeyId=${journey.id}`);
  const textbox = page.getByRole('textbox', { name: 'Problem Statement' });
  await expect(textbox).toHaveValue('Branch queues are long on Mondays.');

  filesystem.fill();
  const typed = 'Branch queues are long on Mondays, and customers leave before they are served.';
  await textbox.fill(typed);
  await expect(page.getByText(STORAGE_FULL.saveMessage)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Not saved yet' })).toBeVisible();
  // The server still reads: a reload shows the journey, with the text kept on this device.
  await page.reload();
  await expect(textbox).toHaveValue(typed);

  const elsewhere = await browser.newContext();
  const signIn = await elsewhere.newPage();
  await signInThroughForm(signIn, user.email, user.password);
  await expect(signIn.getByRole('alert')).toContainText(STORAGE_FULL.signInMessage);
  await expectNoAxeViolations(signIn);
  await signIn.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(signIn);
  await signIn.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(signIn);

  filesystem.free();
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(savedStatus(page)).toBeVisible({ timeout: 45_000 });
  await signIn.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await expect(signIn).toHaveURL(/\/(dashboard)?$/);
  await elsewhere.close();

  const stored = await page.request.get(`${origin}/api/journeys/${journey.id}`);
  expect(((await stored.json()) as { journey: { state: { problemStatement: string } } }).journey.state.problemStatement).toBe(typed);
});
