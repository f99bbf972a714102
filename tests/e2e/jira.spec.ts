import type { Locator, Page } from '@playwright/test';
import { JIRA_MESSAGES } from '../../src/domain/jira/jira-api';
import { STAGE } from '../../src/domain/journey-progress';
import { FAKE_JIRA } from '../support/fake-jira';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { scanInEveryMode } from './scan-every-mode';
import { seedJourney, validatedJourney } from './seed-journey';
import { type Person, api, teamWithJourney } from './team-journey';

// Send to Jira (issue 24, item 4), against the fake Jira that playwright.config.ts starts.

const FAKE_JIRA_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 26}`;

/** A Jira site of the test's own on the fake, so tests side by side (or repeated) each start at INNO-1. */
function fakeSite(): { path: string; url: string } {
  const path = `/sites/${test.info().testId}-${test.info().repeatEachIndex}-${Date.now().toString(36)}`;
  return { path, url: `${FAKE_JIRA_ORIGIN}${path}` };
}

interface FakeIssue {
  key: string;
  apiVersion: '2' | '3';
  issueType: string | null;
  summary: string;
  updates: number;
}

async function fakeIssues(page: Page, site: { path: string }): Promise<FakeIssue[]> {
  const response = await page.request.get(`${FAKE_JIRA_ORIGIN}/__fake/issues?site=${encodeURIComponent(site.path)}`);
  return ((await response.json()) as { issues: FakeIssue[] }).issues;
}

const jiraSection = (page: Page) => page.getByRole('region', { name: 'Jira' });
const issueLinks = (page: Page) => jiraSection(page).getByRole('list', { name: 'Issues in Jira' }).getByRole('link');

/** Presses Tab until `target` has the focus, as someone on a keyboard would reach it. */
async function tabTo(page: Page, target: Locator, presses = 40) {
  for (let count = 0; count < presses; count += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()}`);
}

async function personalWorkspaceId(page: Page): Promise<string> {
  const { workspaces } = await api<{ workspaces: { id: string; kind: string }[] }>(page, 'get', '/api/workspaces');
  const personal = workspaces.find((workspace) => workspace.kind === 'personal');
  if (!personal) throw new Error('No personal workspace');
  return personal.id;
}

test.describe.configure({ timeout: 150_000 });

test('an owner connects Jira Cloud, the token is never shown again, and an editor sends a completed journey, then updates it', async ({ signedInPage: page }) => {
  const cloud = fakeSite();
  const workspaceId = await personalWorkspaceId(page);
  await page.goto(`/workspaces/${workspaceId}/ai`);
  await page.getByRole('navigation', { name: 'Workspace administration' }).getByRole('link', { name: 'Jira' }).click();
  await expect(page.getByRole('heading', { name: 'Jira', level: 1 })).toBeVisible();
  const site = page.getByRole('textbox', { name: 'Site address' });
  await expect(site).toHaveAccessibleDescription(new RegExp(`Sites the operator allows: ${FAKE_JIRA_ORIGIN}`));

  // A site the operator did not list: the reason is under the field, and what was typed stays.
  await expect(page.getByRole('radio', { name: 'Jira Cloud' })).toBeChecked();
  await site.fill('https://jira.other-bank.example');
  await page.getByRole('textbox', { name: 'Project key' }).fill('INNO');
  await page.getByRole('textbox', { name: 'Account e-mail' }).fill(FAKE_JIRA.email);
  const token = page.getByLabel('API token', { exact: true });
  await token.fill(FAKE_JIRA.apiToken);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(site).toHaveAccessibleDescription(new RegExp(JIRA_MESSAGES.notAllowed.slice(0, 40)));
  await expect(page.getByRole('textbox', { name: 'Project key' })).toHaveValue('INNO');
  await expect(token).toHaveValue(FAKE_JIRA.apiToken);
  await expectNoAxeViolations(page);

  await site.fill(cloud.url);
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('table', { name: 'Saved Jira connection' });
  await expect(saved).toContainText(cloud.url);
  await expect(saved).toContainText('ending in …7731');

  // The token is not in the page nor in the API's answers, after a reload too.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Saved Jira connection' })).toBeVisible();
  await expect(page.getByLabel('API token', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('API token', { exact: true })).toHaveAccessibleDescription(/Saved token ending in …7731\. Leave empty to keep the saved token/);
  expect(await page.content()).not.toContain(FAKE_JIRA.apiToken);
  expect(await (await page.request.get(`/api/workspaces/${workspaceId}/jira`)).text()).not.toContain(FAKE_JIRA.apiToken);

  await page.getByRole('button', { name: 'Check connection' }).click();
  await expect(page.getByText(`Connected to ${FAKE_JIRA.project.name} (INNO)`)).toBeVisible();
  await scanInEveryMode(page, () => expect(page.getByRole('table', { name: 'Saved Jira connection' })).toBeVisible());

  // A journey not finished yet cannot be sent; Finish Journey makes it so.
  const journeyId = await seedJourney(page, validatedJourney());
  await page.goto(`/output/infographic?journeyId=${journeyId}`);
  const send = jiraSection(page).getByRole('button', { name: 'Send to Jira' });
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(/Finish the journey first/);
  await page.getByRole('button', { name: 'Finish Journey', exact: true }).click();
  await page.getByRole('dialog', { name: 'Journey complete' }).getByRole('link', { name: 'Business requirements' }).click();
  await expect(page).toHaveURL(new RegExp(`/output/brd\\?journeyId=${journeyId}$`));

  // By keyboard: Tab to the button and press Enter.
  await expect(send).toBeEnabled();
  await page.getByRole('button', { name: 'Download .md' }).focus();
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Sent to Jira' }).filter({ hasText: /INNO-1 and \d+ stories created in INNO\./ })).toBeVisible();

  const created = await fakeIssues(page, cloud);
  const stories = created.filter((issue) => issue.issueType === 'Story');
  expect(created.filter((issue) => issue.issueType === 'Epic')).toHaveLength(1);
  expect(stories.length).toBeGreaterThan(0);
  expect(created).toHaveLength(stories.length + 1);
  expect(created.every((issue) => issue.apiVersion === '3')).toBe(true);

  const links = issueLinks(page);
  await expect(links).toHaveCount(created.length);
  await expect(links.first()).toHaveAccessibleName('INNO-1, the epic, opens Jira in a new tab');
  await expect(links.first()).toHaveAttribute('href', `${cloud.url}/browse/INNO-1`);
  await expect(links.nth(1)).toHaveAccessibleName('INNO-2, the story of requirement 1, opens Jira in a new tab');
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  // A second send updates the same issues instead of making new ones.
  const update = jiraSection(page).getByRole('button', { name: 'Update in Jira' });
  await update.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Updated in Jira' }).filter({ hasText: `INNO-1 and ${stories.length} stories updated.` })).toBeVisible();
  const updated = await fakeIssues(page, cloud);
  expect(updated.map((issue) => issue.key)).toEqual(created.map((issue) => issue.key));
  expect(updated.every((issue) => issue.updates > 0)).toBe(true);

  await scanInEveryMode(page, () => expect(issueLinks(page)).toHaveCount(created.length));
});

test('Data Center: colleagues see what is missing until the owner connects; an editor sends, a viewer only follows the links', async ({ browser }) => {
  // At the Output stage, as Finish Journey leaves it: opening an output of an earlier stage would move it on, and so reopen it.
  const team = await teamWithJourney(browser, { ...validatedJourney(), currentStage: STAGE.output }, [
    { name: 'Ben Okafor', role: 'editor' },
    { name: 'Vic Viewer', role: 'viewer' },
  ]);
  const [ben, vic] = team.others as [Person, Person];
  const dataCenter = fakeSite();
  const { owner, workspaceId, journeyId } = team;
  await ben.page.goto(`/output/pitch?journeyId=${journeyId}`);
  await expect(jiraSection(ben.page).getByText('Not connected to Jira.')).toBeVisible();
  await expect(jiraSection(ben.page).getByRole('button')).toHaveCount(0);
  await owner.page.goto(`/output/pitch?journeyId=${journeyId}`);
  await jiraSection(owner.page).getByRole('link', { name: 'Connect it in the workspace’s Jira settings' }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/workspaces/${workspaceId}/jira$`));
  await expect(owner.page.getByRole('navigation', { name: 'Workspace administration' }).getByRole('link', { name: 'Jira' })).toHaveAttribute('aria-current', 'page');

  await owner.page.getByRole('radio', { name: 'Jira Data Center' }).check();
  await expect(owner.page.getByRole('textbox', { name: 'Account e-mail' })).toHaveCount(0);
  await owner.page.getByRole('textbox', { name: 'Site address' }).fill(dataCenter.url);
  await owner.page.getByRole('textbox', { name: 'Project key' }).fill('INNO');
  await owner.page.getByLabel('Personal access token', { exact: true }).fill(FAKE_JIRA.personalAccessToken);
  await owner.page.getByRole('button', { name: 'Save' }).click();
  await expect(owner.page.getByRole('table', { name: 'Saved Jira connection' })).toContainText('Jira Data Center');

  // Not finished yet; once the owner finishes the journey elsewhere, Ben's button is ready without a reload.
  await ben.page.reload();
  const send = jiraSection(ben.page).getByRole('button', { name: 'Send to Jira' });
  await expect(send).toBeDisabled();
  await api(owner.page, 'patch', `/api/journeys/${journeyId}`, { status: 'completed' });
  await expect(send).toBeEnabled();

  // Jira down for a moment: the reason shows, and the next try goes through.
  const failed = await ben.page.request.post(`${FAKE_JIRA_ORIGIN}/__fake/fail-next?site=${encodeURIComponent(dataCenter.path)}&status=503`);
  expect(failed.status()).toBe(204);
  await send.click();
  await expect(jiraSection(ben.page).getByRole('alert')).toContainText(/Not sent to Jira.*Jira could not answer .* \(HTTP 503\)\. Try again in a few minutes\./);
  await send.click();
  await expect(ben.page.getByRole('alert').filter({ hasText: 'Sent to Jira' }).filter({ hasText: /INNO-1 and \d+ stories created in INNO\./ })).toBeVisible();
  const issues = await fakeIssues(ben.page, dataCenter);
  expect(issues.filter((issue) => issue.issueType === 'Epic')).toHaveLength(1);
  expect(issues.every((issue) => issue.apiVersion === '2')).toBe(true);
  await expect(issueLinks(ben.page)).toHaveCount(issues.length);

  await vic.page.goto(`/output/pitch?journeyId=${journeyId}`);
  await expect(issueLinks(vic.page)).toHaveCount(issues.length);
  await expect(issueLinks(vic.page).first()).toHaveAttribute('href', `${dataCenter.url}/browse/INNO-1`);
  await expect(jiraSection(vic.page).getByRole('button')).toHaveCount(0);
  await scanInEveryMode(vic.page, () => expect(issueLinks(vic.page)).toHaveCount(issues.length));

  // Disconnecting asks first.
  await owner.page.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = owner.page.getByRole('dialog', { name: 'Disconnect from Jira?' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(owner.page.getByRole('table', { name: 'Saved Jira connection' })).toHaveCount(0);
  await expect(owner.page.getByRole('heading', { name: 'Connect to Jira' })).toBeVisible();
  await owner.page.getByRole('link', { name: 'Audit trail' }).click();
  for (const action of ['Jira connected', 'Sent to Jira', 'Jira disconnected']) await expect(owner.page.getByRole('cell', { name: action, exact: true })).toBeVisible();
});
