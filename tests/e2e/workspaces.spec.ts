import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newUser, registerViaApi, test, type TestUser } from './fixtures';
import { journeyWithSelectedIdea } from './seed-journey';

const TEAM = 'Cards Innovation Squad';

// Two people in two browsers, with several pages each: more than one default test's time.
test.describe.configure({ timeout: 120_000 });

/** A second person, in a browser context of their own. */
async function secondBrowser(browser: Browser, user: TestUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await registerViaApi(page, user);
  return page;
}

async function createTeamInSwitcher(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Create team workspace' }).click();
  await page.getByRole('textbox', { name: 'Workspace name' }).fill(TEAM);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByRole('button', { name: `Workspace: ${TEAM}. Switch workspace` })).toBeVisible();
}

async function inviteOnMembersPage(page: Page, email: string, role: 'Viewer' | 'Editor'): Promise<string> {
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await page.getByRole('menuitem', { name: `Members of ${TEAM}` }).click();
  await expect(page.getByRole('heading', { name: `Members of ${TEAM}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: role }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const link = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).toMatch(/\/invitations\/[\w-]+$/);
  await expect(page.getByText(email)).toBeVisible();
  return new URL(link).pathname;
}

test('an owner invites a colleague as viewer, who joins, reads the team journey without editing it, and is locked out once removed', async ({
  page,
  user,
  browser,
}) => {
  await registerViaApi(page, user);
  await createTeamInSwitcher(page);
  const workspaces = await (await page.request.get('/api/workspaces')).json();
  const team = workspaces.workspaces.find((workspace: { name: string }) => workspace.name === TEAM);
  const state = journeyWithSelectedIdea();
  const created = await page.request.post('/api/journeys', {
    data: { state, workspaceId: team.id },
    headers: { Origin: test.info().project.use.baseURL ?? '' },
  });
  const journeyId = (await created.json()).journey.id as string;

  const colleague = newUser('Ben Okafor');
  const invitationPath = await inviteOnMembersPage(page, colleague.email, 'Viewer');
  await expectNoAxeViolations(page);

  const other = await secondBrowser(browser, colleague);
  await other.goto(invitationPath);
  await expect(other.getByText(`invited you to ${TEAM} as viewer`)).toBeVisible();
  await expectNoAxeViolations(other);
  await other.getByRole('button', { name: `Join ${TEAM}` }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('button', { name: `Workspace: ${TEAM}. Switch workspace` })).toBeVisible();
  await expect(other.getByText(state.problemStatement)).toBeVisible();
  await expect(other.getByText(/by Ana Silva/)).toBeVisible();

  await other.goto(`/define/problem?journeyId=${journeyId}`);
  await expect(other.getByText('You can view this journey')).toBeVisible();
  const statement = other.getByRole('textbox', { name: /problem statement/i });
  await statement.click();
  await other.keyboard.type(' Edited by a viewer.');
  await expect(statement).toHaveValue(state.problemStatement);
  await expectNoAxeViolations(other);

  await page.reload();
  await page.getByRole('button', { name: 'Remove Ben Okafor' }).click();
  await expect(page.getByRole('button', { name: 'Remove Ben Okafor' })).toHaveCount(0);

  await other.reload();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByText(state.problemStatement)).toHaveCount(0);
  await other.context().close();
});

test('an editor who accepts an invitation creates journeys in the team workspace', async ({ page, user, browser }) => {
  await registerViaApi(page, user);
  await createTeamInSwitcher(page);
  const colleague = newUser('Cleo Marsh');
  const invitationPath = await inviteOnMembersPage(page, colleague.email, 'Editor');

  const other = await secondBrowser(browser, colleague);
  await other.goto(invitationPath);
  await other.getByRole('button', { name: `Join ${TEAM}` }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('button', { name: `Workspace: ${TEAM}. Switch workspace` })).toBeVisible();

  await other.goto('/define/team');
  await other.getByRole('main').getByRole('button', { pressed: false }).first().click();
  await expect.poll(async () => (await (await page.request.get(`/api/journeys?workspaceId=${await teamId(page)}`)).json()).journeys.length).toBe(1);
  await other.context().close();
});

test('the members page passes axe in dark mode, and a team dashboard fits a phone', async ({ page, user }) => {
  await registerViaApi(page, user);
  await createTeamInSwitcher(page);
  await inviteOnMembersPage(page, newUser('Dee Viewer').email, 'Viewer');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/dashboard', `/workspaces/${await teamId(page)}/members`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

async function teamId(page: Page): Promise<string> {
  const workspaces = await (await page.request.get('/api/workspaces')).json();
  return workspaces.workspaces.find((workspace: { name: string }) => workspace.name === TEAM).id;
}

test('opening a team journey from the personal workspace names the team in the header', async ({ page, user }) => {
  await registerViaApi(page, user);
  await createTeamInSwitcher(page);
  const created = await page.request.post('/api/journeys', {
    data: { state: journeyWithSelectedIdea(), workspaceId: await teamId(page) },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(created.ok()).toBe(true);
  const { journey } = (await created.json()) as { journey: { id: string } };
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await page.getByRole('menuitem', { name: /Personal/ }).click();
  await expect(page.getByRole('button', { name: /^Workspace: Personal/ })).toBeVisible();

  await page.goto(`/define/problem?journeyId=${journey.id}`);
  await expect(page.getByRole('button', { name: `Workspace: ${TEAM}. Switch workspace` })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: `Workspace: ${TEAM}. Switch workspace` })).toBeVisible();
});

test('a colleague sees who invites them to what before signing in, registers from the header and lands in the team', async ({ page, user, browser }) => {
  await registerViaApi(page, user);
  await createTeamInSwitcher(page);
  const colleague = newUser('Dara Quinn');
  const invitationPath = await inviteOnMembersPage(page, colleague.email, 'Editor');

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await other.goto(invitationPath);
  await expect(other.getByText(`Ana Silva invited you to ${TEAM} as editor.`)).toBeVisible();
  await expect(other.getByText(`(${colleague.email[0]}•••@bank.example)`)).toBeVisible();
  await expectNoAxeViolations(other);

  // Wandering off before registering, as people do, and coming in through the header.
  await other.goto('/');
  await other.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await other.getByRole('button', { name: 'Register', exact: true }).click();
  const form = other.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email').fill(colleague.email);
  await form.getByLabel('Full name').fill(colleague.fullName);
  await form.getByRole('textbox', { name: 'Password' }).fill(colleague.password);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByRole('button', { name: `Workspace: ${TEAM}. Switch workspace` })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Dara Quinn')).toBeVisible();
  await context.close();
});
