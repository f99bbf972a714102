import type { Page } from '@playwright/test';
import { GOVERNANCE_MESSAGES } from '../../src/domain/ai-governance-api';
import { expect, expectNoAxeViolations, registerViaApi, test } from './fixtures';
import { wordsBrokenMidWord } from './layout-checks';
import { definedJourney, seedJourney, validatedJourney } from './seed-journey';

const TEAM = 'Model Risk Squad';
const WORKSPACE_KEY = 'sk-e2e-workspace-key-3d9f-never-sent-back';
const ADMIN_PAGES = [
  ['ai', 'AI controls'],
  ['usage', 'AI usage'],
  ['audit', 'Audit trail'],
  ['data', 'Data and retention'],
] as const;

// Several pages, each checked in two schemes and at phone width: more than one default test's time.
test.describe.configure({ timeout: 120_000 });

const origin = () => ({ Origin: test.info().project.use.baseURL ?? '' });

/** A team of the signed-in user, with one round of ideas from the built-in engine on its budget. */
async function teamWithAiUse(page: Page): Promise<string> {
  const created = await page.request.post('/api/workspaces', { data: { name: TEAM }, headers: origin() });
  const teamId = (await created.json()).workspace.id as string;
  const ideas = await page.request.post('/api/ai/ideas', {
    data: { personaIds: ['c1'], domain: 'retail_banking', subdomain: 'cards_payments', problemStatement: 'Card disputes take weeks to resolve for our customers.', workspaceId: teamId },
    headers: origin(),
  });
  expect(ideas.status()).toBe(200);
  return teamId;
}

/** Focuses a control and acts on it with the keyboard alone. */
async function press(page: Page, control: ReturnType<Page['getByRole']>, key: string) {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press(key);
}

test('an owner sets the workspace’s AI controls and retention by keyboard, and reads its usage and audit trail', async ({ page, user }) => {
  await registerViaApi(page, user);
  const teamId = await teamWithAiUse(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await page.getByRole('menuitem', { name: TEAM }).click();
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await page.getByRole('menuitem', { name: `Administration of ${TEAM}` }).click();
  await expect(page.getByRole('heading', { name: 'AI controls', level: 1 })).toBeVisible();

  await press(page, page.getByRole('switch', { name: 'Chat' }), 'Space');
  await expect(page.getByRole('switch', { name: 'Chat' })).not.toBeChecked();
  await page.getByRole('textbox', { name: 'Per person, calls a month' }).fill('100');
  await press(page, page.getByRole('button', { name: 'Save AI settings' }), 'Enter');
  await expect(page.getByText('AI settings saved')).toBeVisible();
  const saved = await (await page.request.get(`/api/workspaces/${teamId}/ai-settings`)).json();
  expect(saved.settings).toMatchObject({ features: { chat: false, ideas: true }, budget: { perUserMonthly: 100 } });

  await press(page, page.getByRole('radio', { name: /OpenAI-compatible endpoint/ }), 'Space');
  await page.getByRole('textbox', { name: 'Endpoint address' }).fill('https://models.attacker.example/v1');
  await page.getByRole('textbox', { name: 'Model' }).fill('gpt-4o-mini');
  await press(page, page.getByRole('button', { name: 'Save AI settings' }), 'Enter');
  await expect(page.getByText(GOVERNANCE_MESSAGES.endpointNotAllowed(['https://api.openai.com', 'https://api.anthropic.com', 'https://*.openai.azure.com'])).first()).toBeVisible();

  await page.getByRole('link', { name: 'AI usage' }).click();
  await expect(page.getByRole('heading', { name: 'AI usage', level: 1 })).toBeVisible();
  const byFeature = page.getByRole('table', { name: 'By feature' });
  await expect(byFeature.getByRole('row', { name: /Ideas 1 0/ })).toBeVisible();

  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'AI settings changed' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'AI call' })).toBeVisible();
  await page.getByRole('combobox', { name: 'What' }).fill('All: AI');
  await page.getByRole('option', { name: 'All: AI calls' }).click();
  await expect(page.getByRole('cell', { name: 'AI settings changed' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/api/workspaces/${teamId}/audit/export?action=ai&format=csv`);
  const csv = await page.request.get(`/api/workspaces/${teamId}/audit/export?action=ai&format=csv`);
  expect(await csv.text()).toContain('ai.call');

  await page.getByRole('link', { name: 'Data and retention' }).click();
  await press(page, page.getByRole('radio', { name: 'For a number of days after their last change' }), 'Space');
  await page.getByRole('textbox', { name: 'Days after the last change' }).fill('90');
  await press(page, page.getByRole('button', { name: 'Save retention' }), 'Enter');
  await expect(page.getByText('Untouched journeys and chats go after 90 days.')).toBeVisible();
  expect(await (await page.request.get(`/api/workspaces/${teamId}/retention`)).json()).toEqual({ retentionDays: 90 });
});

test('the administration pages pass axe in light and dark mode and fit a phone', async ({ page, user }) => {
  await registerViaApi(page, user);
  const teamId = await teamWithAiUse(page);
  for (const scheme of ['light', 'dark'] as const) {
    for (const [path, heading] of ADMIN_PAGES) {
      await page.goto(`/workspaces/${teamId}/${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      if (scheme === 'dark' && path === 'ai') {
        await page.getByRole('button', { name: 'Switch to dark mode' }).click();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      }
      await expectNoAxeViolations(page);
    }
  }
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [path, heading] of ADMIN_PAGES) {
    await page.goto(`/workspaces/${teamId}/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    if (path === 'audit') {
      await expect(page.getByRole('cell', { name: user.email }).first()).toBeVisible();
      expect(await wordsBrokenMidWord(page.getByRole('cell'))).toEqual([]);
    }
    await expectNoAxeViolations(page);
  }
});

test('a workspace key typed once never comes back to the browser, and members who are not owners do not see the pages', async ({ page, user, browser }) => {
  await registerViaApi(page, user);
  const teamId = await teamWithAiUse(page);
  await page.goto(`/workspaces/${teamId}/ai`);
  await page.getByRole('radio', { name: /OpenAI-compatible endpoint/ }).check();
  await page.getByRole('textbox', { name: 'Endpoint address' }).fill('https://api.openai.com/v1');
  await page.getByRole('textbox', { name: 'Model' }).fill('gpt-4o-mini');
  await page.getByLabel('API key').fill(WORKSPACE_KEY);
  await page.getByRole('button', { name: 'Save AI settings' }).click();
  await expect(page.getByText('AI settings saved')).toBeVisible();
  await expect(page.getByLabel('API key')).toHaveValue('');

  const bodies: string[] = [];
  page.on('response', (response) => void response.text().then((text) => bodies.push(text), () => undefined));
  for (const [path, heading] of ADMIN_PAGES) {
    await page.goto(`/workspaces/${teamId}/${path}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
  await expect(page.getByText('A key is kept, encrypted.').or(page.getByRole('heading', { name: 'Data and retention' }))).toBeVisible();
  await expect.poll(() => bodies.length).toBeGreaterThan(5);
  expect(bodies.filter((text) => text.includes(WORKSPACE_KEY))).toEqual([]);
  expect(await page.content()).not.toContain(WORKSPACE_KEY);

  const colleagueContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const colleague = await colleagueContext.newPage();
  const colleagueEmail = `colleague-${user.email}`;
  await registerViaApi(colleague, { ...user, email: colleagueEmail });
  await colleague.goto(`/workspaces/${teamId}/ai`);
  await expect(colleague.getByRole('heading', { name: 'Workspace not found', level: 1 })).toBeVisible();
  const invitation = await page.request.post(`/api/workspaces/${teamId}/invitations`, { data: { email: colleagueEmail, role: 'editor' }, headers: origin() });
  const token = ((await invitation.json()).link as string).split('/invitations/')[1];
  expect((await colleague.request.post(`/api/invitations/${token}/accept`, { headers: origin() })).status()).toBe(200);
  await colleague.goto(`/workspaces/${teamId}/audit`);
  await expect(colleague.getByRole('heading', { name: 'For owners only', level: 1 })).toBeVisible();
  await expect(colleague.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(colleague);
  await colleagueContext.close();
});

test('downloads and copies of a journey’s outputs are on the audit trail, and no file is made when that fails', async ({ page, user }) => {
  await registerViaApi(page, user);
  const teamId = await teamWithAiUse(page);
  const created = await page.request.post('/api/journeys', { data: { state: validatedJourney(), workspaceId: teamId }, headers: origin() });
  const journeyId = (await created.json()).journey.id as string;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/output/brd?journeyId=${journeyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Requirements Document' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download .md' }).click()]);
  expect(download.suggestedFilename()).toMatch(/-brd\.md$/);
  await page.getByRole('button', { name: 'Copy Content' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();

  await page.route('**/api/journeys/*/exports', (route) => route.abort());
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Download .docx' }).click();
  await expect(page.getByText('The download could not be put on record, so the file was not made. Please try again.')).toBeVisible();
  expect(downloads).toBe(0);
  await page.unroute('**/api/journeys/*/exports');

  await page.goto(`/workspaces/${teamId}/audit`);
  await expect(page.getByRole('cell', { name: 'brd as md' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'brd as copy' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'brd as docx' })).toHaveCount(0);
});

test('a member asking for ideas an owner switched off is told so, in words naming the workspace', async ({ page, user }) => {
  await registerViaApi(page, user);
  const personal = ((await (await page.request.get('/api/workspaces')).json()).workspaces as Array<{ id: string; kind: string }>).find((workspace) => workspace.kind === 'personal')!;
  const settings = await (await page.request.get(`/api/workspaces/${personal.id}/ai-settings`)).json();
  const switchedOff = { ...settings.settings, features: { ...settings.settings.features, ideas: false } };
  const { apiKeySet: _kept, updatedAt: _at, ...input } = switchedOff;
  expect((await page.request.put(`/api/workspaces/${personal.id}/ai-settings`, { data: input, headers: origin() })).status()).toBe(200);

  const id = await seedJourney(page, definedJourney('Card fraud disputes take our customers up to three weeks to resolve.'));
  await page.goto(`/define/problem?journeyId=${id}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(GOVERNANCE_MESSAGES.featureOff('ideas', 'Personal'))).toBeVisible();
  await expectNoAxeViolations(page);
});
