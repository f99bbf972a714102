import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, registerViaApi, test } from './fixtures';
import { scanInEveryMode } from './scan-every-mode';

// Two screens, each checked in light, dark and at phone width.
test.describe.configure({ timeout: 120_000 });
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/** Fills the create form and answers with the secret the screen shows once. */
async function createThroughForm(page: Page, name: string, scopes: string[]): Promise<string> {
  const form = page.getByRole('form', { name: 'Create an API token' });
  await form.getByRole('textbox', { name: 'Token name' }).fill(name);
  const readJourneys = form.getByRole('checkbox', { name: 'Read journeys' });
  if (!scopes.includes('Read journeys')) await readJourneys.uncheck();
  for (const scope of scopes) await form.getByRole('checkbox', { name: scope }).check();
  await form.getByRole('combobox', { name: 'Expires after' }).click();
  await page.getByRole('option', { name: '30 days' }).click();
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText('Copy it now: you will not see it again.')).toBeVisible();
  const secret = await page.getByRole('textbox', { name: 'Your new API token' }).inputValue();
  await page.getByRole('button', { name: 'Copy the new API token' }).click();
  await expect(page.getByRole('button', { name: 'Copy the new API token' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  return secret;
}

/** An integration's call: its own client, so no cookie of the page goes with it. */
const callWith = (request: APIRequestContext, secret: string, path: string) => request.get(path, { headers: { Authorization: `Bearer ${secret}` } });

test('a person creates a personal token on the account page, sees it once, uses it, and revokes it', async ({ page, user, request }) => {
  await registerViaApi(page, user);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No API tokens yet.')).toBeVisible();

  await section.getByRole('textbox', { name: 'Token name' }).fill('   ');
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText('Please give the token a name that says what uses it.')).toBeVisible();

  const secret = await createThroughForm(page, 'Nightly portfolio report', ['Read journeys', 'Read the portfolio']);
  expect(secret).toMatch(/^iso_pat_[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Done, I have copied it' }).click();
  await expect(page.getByRole('textbox', { name: 'Your new API token' })).toHaveCount(0);

  const list = section.getByRole('list', { name: 'API tokens' });
  await expect(list.getByText('Nightly portfolio report')).toBeVisible();
  await expect(list.getByText('Read journeys · Read the portfolio')).toBeVisible();
  await expect(list.getByText(/Last used: never/)).toBeVisible();
  await expect(list.getByText(secret.slice(0, 12) + '…')).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  expect((await callWith(request, secret, '/api/journeys')).status()).toBe(200);
  expect((await callWith(request, secret, '/api/account/tokens')).status()).toBe(403);
  await page.reload();
  await expect(list.getByText(/Last used: (?!never)/)).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  await scanInEveryMode(page, () => expect(list.getByText('Nightly portfolio report')).toBeVisible());

  await list.getByRole('button', { name: 'Revoke Nightly portfolio report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('“Nightly portfolio report” no longer works.')).toBeVisible();
  await expect(section.getByText('No API tokens yet.')).toBeVisible();
  expect((await callWith(request, secret, '/api/journeys')).status()).toBe(401);
});

test('an owner creates a workspace token on the workspace’s API tokens page, by keyboard, and revokes it', async ({ page, user, request }) => {
  await registerViaApi(page, user);
  const created = await page.request.post('/api/workspaces', { data: { name: 'Treasury Integrations' }, headers: origin() });
  const teamId = (await created.json()).workspace.id as string;
  await page.goto(`/workspaces/${teamId}/ai`);
  await page.getByRole('navigation', { name: 'Workspace administration' }).getByRole('link', { name: 'API tokens' }).click();
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();

  const secret = await createThroughForm(page, 'SIEM export', ['Read the audit trail (owners)']);
  expect(secret).toMatch(/^iso_wst_/);
  await page.getByRole('button', { name: 'Done, I have copied it' }).press('Enter');

  const list = page.getByRole('list', { name: 'API tokens' });
  await expect(list.getByText('SIEM export')).toBeVisible();
  await expect(list.getByText(`by ${user.email}`, { exact: false })).toBeVisible();
  expect((await callWith(request, secret, `/api/workspaces/${teamId}/audit`)).status()).toBe(200);
  // Each use is recorded once it is answered: the next read shows the one before.
  const trail = await callWith(request, secret, `/api/workspaces/${teamId}/audit?action=token.used`);
  expect((await trail.json()).entries).toHaveLength(1);
  expect((await callWith(request, secret, '/api/journeys')).status()).toBe(403);

  await scanInEveryMode(page, () => expect(list.getByText('SIEM export')).toBeVisible());

  const revoke = list.getByRole('button', { name: 'Revoke SIEM export' });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Revoke token' }).press('Enter');
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  expect((await callWith(request, secret, `/api/workspaces/${teamId}/audit`)).status()).toBe(401);
});
