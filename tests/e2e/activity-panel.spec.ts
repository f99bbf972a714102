import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { definedJourney, seedJourney } from './seed-journey';

// Typing on both sides of a minute's turn, so the session's line shows a range: up to a minute's wait.
test.describe.configure({ timeout: 180_000 });

const FIRST_WORDS = 'Card disputes take weeks.';
const problemField = (page: Page) => page.getByRole('textbox', { name: 'Problem Statement' });
const panel = (page: Page) => page.getByRole('complementary', { name: 'Journey activity' });
/** The activity's own lines, not a session's versions inside one. */
const lines = (page: Page, within = panel(page)) => within.getByRole('list', { name: 'Changes, newest first' }).locator(':scope > li');
/** "14:02 – 14:05" or "2:02 – 2:05 PM", as the browser's locale writes a range of times. */
const TIME_RANGE = /\d{1,2}:\d{2}(\s?[AP]M)?\s?[–-]\s?\d{1,2}:\d{2}/;

/** A burst of typing at the end of the problem statement, until the server holds it. */
async function typeBurst(page: Page, journeyId: string, words: string) {
  await problemField(page).press('End');
  await problemField(page).pressSequentially(words, { delay: 60 });
  const typed = await problemField(page).inputValue();
  await expect
    .poll(async () => ((await (await page.request.get(`/api/journeys/${journeyId}`)).json()) as { journey: { state: { problemStatement: string } } }).journey.state.problemStatement)
    .toBe(typed);
}

/** Waits until the wall clock is just past its next whole minute. */
async function waitForNextMinute(page: Page) {
  await page.waitForTimeout(60_000 - (Date.now() % 60_000) + 1_500);
}

async function openProblem(page: Page) {
  const journeyId = await seedJourney(page, definedJourney(FIRST_WORDS));
  await page.goto(`/define/problem?journeyId=${journeyId}`);
  await expect(problemField(page)).toHaveValue(FIRST_WORDS);
  return journeyId;
}

test('typing in bursts reads as one line with a time range, in a panel beside the page that stays usable', async ({ signedInPage: page, user }) => {
  const journeyId = await openProblem(page);
  await typeBurst(page, journeyId, ' Customers call');
  await typeBurst(page, journeyId, ' three times');
  await waitForNextMinute(page);
  await typeBurst(page, journeyId, ' before an answer.');

  const activityButton = page.getByRole('button', { name: 'Activity', exact: true });
  await activityButton.click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Journey activity' })).toBeFocused();
  await expect(activityButton).toHaveAttribute('aria-expanded', 'true');

  const typing = lines(page).filter({ hasText: `${user.fullName} edited the problem statement` });
  await expect(typing).toHaveCount(1);
  await expect(typing).toContainText(TIME_RANGE);
  await expect(lines(page).last()).toContainText(`${user.fullName} created the journey`);
  await expect(typing).toContainText('View and restore use the version after this session.');

  // The panel stands beside the page: nothing of the page is under it, and typing goes on.
  const panelBox = (await panel(page).boundingBox())!;
  const pageBox = (await page.getByRole('main').boundingBox())!;
  expect(pageBox.x + pageBox.width).toBeLessThanOrEqual(panelBox.x + 1);
  await problemField(page).click();
  await typeBurst(page, journeyId, ' Really.');
  await expect(problemField(page)).toHaveValue(`${FIRST_WORDS} Customers call three times before an answer. Really.`);
  await expect(panel(page)).toBeVisible();
  await expect(typing).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Its versions one by one, and the session's View: the journey after its last save.
  await typing.getByRole('button', { name: /^Show its \d+ versions$/ }).click();
  const versions = typing.getByRole('list', { name: 'Versions of this session, newest first' }).getByRole('listitem');
  expect(await versions.count()).toBeGreaterThanOrEqual(3);
  await typing.getByRole('button', { name: /^View the journey as it was at version \d+, after this session$/ }).click();
  const preview = page.getByRole('dialog', { name: /^The journey at version \d+$/ });
  await expect(preview).toContainText(`The version after this session: ${user.fullName} edited the problem statement,`);
  await expect(preview).toContainText(`${FIRST_WORDS} Customers call three times before an answer. Really.`);
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(panel(page)).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(page);

  // Keyboard: Escape in the panel closes it and gives the focus back to Activity; Enter opens it again.
  await panel(page).getByRole('heading', { name: 'Journey activity' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(activityButton).toBeFocused();
  await expect(activityButton).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('heading', { name: 'Journey activity' })).toBeFocused();
  await panel(page).getByRole('button', { name: 'Close the activity' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(activityButton).toBeFocused();
});

test('an earlier version from a session’s list can be looked at and restored, saying which it is', async ({ signedInPage: page }) => {
  const journeyId = await openProblem(page);
  await typeBurst(page, journeyId, ' Customers call');
  await typeBurst(page, journeyId, ' three times.');
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  const typing = lines(page).filter({ hasText: 'edited the problem statement' });
  await typing.getByRole('button', { name: /^Show its \d+ versions$/ }).click();
  const versions = typing.getByRole('list', { name: 'Versions of this session, newest first' }).getByRole('listitem');
  await versions.last().getByRole('button', { name: /^View the journey as it was at version \d+$/ }).click();
  const preview = page.getByRole('dialog', { name: /^The journey at version \d+$/ });
  await expect(preview).not.toContainText('after this session');
  await preview.getByRole('button', { name: 'Restore this version' }).click();
  await page.getByRole('dialog', { name: /^Restore version \d+\?$/ }).getByRole('button', { name: /^Restore version \d+$/ }).click();
  await expect(page.getByText(/The journey is back as it was at version \d+/)).toBeVisible();
  const typed = `${FIRST_WORDS} Customers call three times.`;
  await expect(problemField(page)).not.toHaveValue(typed);
  // The session's first save: some of what was typed, not all.
  const restored = await problemField(page).inputValue();
  expect(typed.startsWith(restored) && restored.length > FIRST_WORDS.length).toBe(true);
  await expect(lines(page).first()).toContainText('restored the journey as it was at version');
});

test('on a phone the activity opens over the page, and closing it gives the focus back', async ({ signedInPage: page, user }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const journeyId = await openProblem(page);
  await typeBurst(page, journeyId, ' Customers call');
  await typeBurst(page, journeyId, ' three times.');
  const activityButton = page.getByRole('button', { name: 'Activity', exact: true });
  await activityButton.click();
  const drawer = page.getByRole('dialog', { name: 'Journey activity' });
  await expect(lines(page, drawer).filter({ hasText: `${user.fullName} edited the problem statement` })).toHaveCount(1);
  const box = (await drawer.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(389);
  expect(box.height).toBeGreaterThanOrEqual(843);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(activityButton).toBeFocused();
});

test('a long activity shows its earlier changes on request', async ({ signedInPage: page, baseURL }) => {
  const journeyId = await openProblem(page);
  const changeStage = async (index: number) => {
    const batch = { batchId: `paging-${journeyId}-${index}`, baseVersion: 1, actions: [{ type: 'setStage', stage: index % 2 === 0 ? 2 : 1 }] };
    const response = await page.request.post(`/api/journeys/${journeyId}/changes`, { data: batch, headers: { Origin: baseURL ?? '' } });
    expect(response.ok()).toBe(true);
  };
  // 205 changes by the API, more than one page of the activity (200).
  for (let index = 0; index < 205; index += 1) await changeStage(index);
  await page.getByRole('button', { name: 'Activity', exact: true }).click();
  await expect(lines(page)).toHaveCount(200);
  await expect(lines(page).filter({ hasText: 'created the journey' })).toHaveCount(0);
  // A colleague changes the journey while the earlier page is on its way: the activity is read again, and the click still counts.
  await page.route(/\/history\?.*before=/, async (route) => {
    await changeStage(205);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await panel(page).getByRole('button', { name: 'Show earlier activity' }).click();
  await expect(lines(page)).toHaveCount(207);
  await expect(lines(page).last()).toContainText('created the journey');
  await expect(panel(page).getByRole('button', { name: 'Show earlier activity' })).toHaveCount(0);
});
