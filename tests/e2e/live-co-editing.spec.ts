import type { Browser, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { type Person, api, teamWithJourney as teamJourney, unscoredJourney } from './team-journey';
import { journeyWithSelectedIdea } from './seed-journey';

// Two or three people in browsers of their own: more than one default test's time.
test.describe.configure({ timeout: 120_000 });


/** Ana owns a team with Ben as editor (and Vic as viewer when asked), and a journey in it. */
async function teamWithJourney(browser: Browser, state: JourneyState, withViewer = false) {
  const people = [{ name: 'Ben Okafor', role: 'editor' as const }, ...(withViewer ? [{ name: 'Vic Viewer', role: 'viewer' as const }] : [])];
  const team = await teamJourney(browser, state, people);
  const [ben, vic = null] = team.others as [Person, Person?];
  return { ana: team.owner, ben, vic, workspaceId: team.workspaceId, journeyId: team.journeyId, benId: ben.id };
}

test('two people edit one journey at once: each sees the other’s edit without reloading, and who is where', async ({ browser }) => {
  const { ana, ben, journeyId } = await teamWithJourney(browser, journeyWithSelectedIdea());
  await ana.page.goto(`/validate/win?journeyId=${journeyId}`);
  await ben.page.goto(`/validate/win?journeyId=${journeyId}`);
  // Each screen has drawn before the wait for the other person starts: on a starved CI machine a
  // page's code took 12 s to start, which is the page's start, not how fast presence arrives.
  for (const { page } of [ana, ben]) await expect(page.getByRole('textbox', { name: 'Internal Capabilities' })).toBeVisible({ timeout: 30_000 });
  await expect(ana.page.getByRole('group', { name: 'Also here: Ben Okafor, on Can It Win?' })).toBeVisible();
  await expect(ben.page.getByRole('group', { name: 'Also here: Ana Silva, on Can It Win?' })).toBeVisible();

  const capabilities = 'A card platform team of twelve and real-time payment rails.';
  const partners = 'Our card processor and an open-banking aggregator.';
  await Promise.all([
    ana.page.getByRole('textbox', { name: 'Internal Capabilities' }).pressSequentially(capabilities, { delay: 5 }),
    ben.page.getByRole('textbox', { name: 'External Assets & Partners' }).pressSequentially(partners, { delay: 5 }),
  ]);
  for (const { page } of [ana, ben]) {
    await expect(page.getByRole('textbox', { name: 'Internal Capabilities' })).toHaveValue(capabilities);
    await expect(page.getByRole('textbox', { name: 'External Assets & Partners' })).toHaveValue(partners);
  }

  await ben.page.goto(`/validate/real?journeyId=${journeyId}`);
  await expect(ana.page.getByRole('group', { name: 'Also here: Ben Okafor, on Is It Real?' })).toBeVisible();
  await expectNoAxeViolations(ana.page);
  const saved = await api<{ journey: { state: JourneyState } }>(ana.page, 'get', `/api/journeys/${journeyId}`);
  expect(saved.journey.state.feasibility).toMatchObject({ internalCapabilities: capabilities, externalAssets: partners });
  await Promise.all([ana.page.context().close(), ben.page.context().close()]);
});

test('each member scores for themselves, the team score is their mean, and votes and comments reach everyone live', async ({ browser }) => {
  const { ana, ben, journeyId } = await teamWithJourney(browser, unscoredJourney());
  const idea = 'Tap-to-Split Card Payments';
  await ana.page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  await ben.page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  const card = (page: Page) => page.getByRole('article', { name: idea });

  await card(ana.page).getByRole('slider', { name: `Appeal Score for ${idea}` }).press('End');
  await card(ana.page).getByRole('slider', { name: `Strategic Fit for ${idea}` }).press('End');
  await card(ben.page).getByRole('slider', { name: `Appeal Score for ${idea}` }).focus();
  for (let step = 0; step < 4; step += 1) await ben.page.keyboard.press('ArrowRight');
  await card(ben.page).getByRole('slider', { name: `Strategic Fit for ${idea}` }).focus();
  for (let step = 0; step < 4; step += 1) await ben.page.keyboard.press('ArrowRight');
  for (const { page } of [ana, ben]) {
    await expect(card(page).getByText('Team score 7.0 · 2 people scored · spread 6.0')).toBeVisible();
    await expect(card(page).getByText('Discuss: scores far apart')).toBeVisible();
  }
  await expect(card(ben.page).getByRole('slider', { name: `Appeal Score for ${idea}` })).toHaveAttribute('aria-valuenow', '4');
  await expect(ana.page.getByRole('complementary', { name: 'Top Rated Ideas' })).toContainText(idea);

  await card(ben.page).getByRole('button', { name: `Vote for ${idea} (0 votes)` }).click();
  await expect(card(ana.page).getByRole('button', { name: `Vote for ${idea} (1 vote)` })).toHaveAttribute('aria-pressed', 'false');
  await expect(ben.page.getByText('2 of 3 votes left')).toBeVisible();

  await card(ana.page).getByRole('button', { name: `Comments on ${idea} (0)` }).click();
  const thread = ana.page.getByRole('dialog', { name: `Comments on “${idea}”` });
  await thread.getByRole('textbox', { name: `Add a comment on “${idea}”` }).fill('Ben, why only 4? Splitting is our top complaint.');
  await thread.getByRole('button', { name: 'Post comment' }).click();
  await expect(thread.getByRole('list', { name: `Comments on “${idea}”` })).toContainText('Ana Silva');
  await expectNoAxeViolations(ana.page);
  await ana.page.keyboard.press('Escape');
  await card(ben.page).getByRole('button', { name: `Comments on ${idea} (1)` }).click();
  await expect(ben.page.getByRole('dialog').getByText('Ben, why only 4? Splitting is our top complaint.')).toBeVisible();
  await expect(ben.page.getByRole('dialog').getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await ana.page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(ana.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(ana.page);
  await Promise.all([ana.page.context().close(), ben.page.context().close()]);
});

test('a viewer follows the journey live and may vote but not edit; a removed member is locked out at once', async ({ browser }) => {
  const { ana, ben, vic, workspaceId, journeyId, benId } = await teamWithJourney(browser, unscoredJourney(), true);
  await vic!.page.goto(`/define/problem?journeyId=${journeyId}`);
  await ben.page.goto(`/define/problem?journeyId=${journeyId}`);
  await expect(vic!.page.getByText('You can view this journey')).toBeVisible();
  const viewerBox = vic!.page.getByRole('textbox', { name: /problem statement/i });
  await viewerBox.click();
  await vic!.page.keyboard.type(' Typed by the viewer.');
  await expect(viewerBox).not.toHaveValue(/Typed by the viewer/);

  await ben.page.getByRole('textbox', { name: /problem statement/i }).fill('Ben rewrote the problem while Vic was reading.');
  await expect(viewerBox).toHaveValue('Ben rewrote the problem while Vic was reading.');

  await vic!.page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  await vic!.page.getByRole('button', { name: /^Vote for Spending Pause Button/ }).click();
  await expect(vic!.page.getByRole('button', { name: 'Vote for Spending Pause Button (1 vote)' })).toHaveAttribute('aria-pressed', 'true');

  await api(ana.page, 'delete', `/api/workspaces/${workspaceId}/members/${benId}`);
  await expect(ben.page.getByText('You no longer have access to this journey.')).toBeVisible();
  await expect(ben.page).toHaveURL(/\/dashboard$/);
  expect((await ben.page.request.get(`/api/journeys/${journeyId}`)).status()).toBe(404);
  await Promise.all([ana.page.context().close(), ben.page.context().close(), vic!.page.context().close()]);
});

test('the activity list says who did what; an earlier version can be looked at and restored for everyone', async ({ browser }) => {
  const { ana, ben, journeyId } = await teamWithJourney(browser, unscoredJourney());
  const original = unscoredJourney().problemStatement;
  await ana.page.goto(`/define/problem?journeyId=${journeyId}`);
  await ben.page.goto(`/define/problem?journeyId=${journeyId}`);
  await ben.page.getByRole('textbox', { name: /problem statement/i }).fill('A rewrite that the team did not like.');
  await expect(ana.page.getByRole('textbox', { name: /problem statement/i })).toHaveValue('A rewrite that the team did not like.');

  await ana.page.getByRole('button', { name: 'Activity' }).click();
  const activity = ana.page.getByRole('complementary', { name: 'Journey activity' });
  await expect(activity.getByRole('listitem').first()).toContainText('Ben Okafor edited the problem statement');
  await expect(activity.getByRole('listitem').last()).toContainText('Ana Silva created the journey');
  await expectNoAxeViolations(ana.page);
  await activity.getByRole('button', { name: 'View the journey as it was at version 1' }).click();
  const version = ana.page.getByRole('dialog', { name: 'The journey at version 1' });
  await expect(version.getByText(original)).toBeVisible();
  await expectNoAxeViolations(ana.page);
  await version.getByRole('button', { name: 'Restore this version' }).click();
  await ana.page.getByRole('dialog', { name: 'Restore version 1?' }).getByRole('button', { name: 'Restore version 1' }).click();
  await expect(ana.page.getByText(/The journey is back as it was at version 1/)).toBeVisible();
  await expect(ben.page.getByRole('textbox', { name: /problem statement/i })).toHaveValue(original);
  await Promise.all([ana.page.context().close(), ben.page.context().close()]);
});

test('on a phone, the journey header with a colleague present fits without sideways scrolling', async ({ browser }) => {
  const { ana, ben, journeyId } = await teamWithJourney(browser, unscoredJourney());
  await ana.page.setViewportSize({ width: 375, height: 740 });
  await ana.page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  await ben.page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  await expect(ana.page.getByRole('group', { name: /Also here: Ben Okafor/ })).toBeVisible();
  const overflow = await ana.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(ana.page);
  await Promise.all([ana.page.context().close(), ben.page.context().close()]);
});
