import type { Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { type Person, api, closeAll, sendActions, teamOfThreeWithJourney, unscoredJourney } from './team-journey';

// Three people in browsers of their own, and axe three times on the dialog: more than one default test's time.
test.describe.configure({ timeout: 180_000 });

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

async function onEvaluate(journeyId: string, ...people: Person[]) {
  for (const { page } of people) {
    await page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
    await expect(card(page, 'Spending Pause Button')).toBeVisible();
  }
}

/** A vote and an appeal score of 10 through the evaluate page, as a member gives them. */
async function voteAndScore(person: Person, title: string, { score }: { score: boolean }) {
  await card(person.page, title).getByRole('button', { name: new RegExp(`^Vote for ${title}`) }).click();
  await expect(card(person.page, title).getByRole('button', { name: new RegExp(`^Vote for ${title}`) })).toHaveAttribute('aria-pressed', 'true');
  if (score) await card(person.page, title).getByRole('slider', { name: `Appeal Score for ${title}` }).press('End');
}

/** Activity, the version whose line reads `line`, "Restore this version": the dialog that asks first. */
async function openRestoreDialog(page: Page, line: string) {
  await page.getByRole('button', { name: 'Activity' }).click();
  const activity = page.getByRole('complementary', { name: 'Journey activity' });
  await activity.getByRole('listitem').filter({ hasText: line }).getByRole('button', { name: /^View the journey as it was at version/ }).click();
  await page.getByRole('dialog', { name: /^The journey at version \d+$/ }).getByRole('button', { name: 'Restore this version' }).click();
  return page.getByRole('dialog', { name: /^Restore version \d+\?$/ });
}

test('restoring the owner’s version keeps the scores and votes an editor and a viewer gave since, on every screen', async ({ browser }) => {
  const { ana, ben, vic, journeyId } = await teamOfThreeWithJourney(browser, unscoredJourney());
  await sendActions(ana, journeyId, [{ type: 'setProblemStatement', problemStatement: 'Ana’s wording of the problem.' }]);
  await onEvaluate(journeyId, ana, ben, vic);
  await voteAndScore(ben, 'Tap-to-Split Card Payments', { score: true });
  await voteAndScore(vic, 'Tap-to-Split Card Payments', { score: false });
  await voteAndScore(vic, 'Spending Pause Button', { score: true });
  await sendActions(ben, journeyId, [{ type: 'updateIdea', id: 'idea-3', changes: { title: 'Cashback Wallet, renamed' } }]);
  await expect(card(ana.page, 'Cashback Wallet, renamed')).toBeVisible();
  await expect(card(ana.page, 'Tap-to-Split Card Payments').getByText('Team score 5.0 · 1 person scored')).toBeVisible();

  const dialog = await openRestoreDialog(ana.page, 'Ana Silva edited the problem statement');
  await expect(dialog).toContainText('Scores and votes people gave since stay on the ideas that version has.');
  await expect(dialog.getByText('Some scores and votes go')).toHaveCount(0);
  await dialog.getByRole('button', { name: /^Restore version \d+$/ }).click();
  await expect(ana.page.getByText(/The journey is back as it was at version/)).toBeVisible();

  for (const { page } of [ana, ben, vic]) {
    await expect(card(page, 'Merchant Cashback Wallet')).toBeVisible();
    await expect(card(page, 'Tap-to-Split Card Payments').getByRole('button', { name: 'Vote for Tap-to-Split Card Payments (2 votes)' })).toBeVisible();
    await expect(card(page, 'Tap-to-Split Card Payments').getByText('Team score 5.0 · 1 person scored')).toBeVisible();
    await expect(card(page, 'Spending Pause Button').getByRole('button', { name: 'Vote for Spending Pause Button (1 vote)' })).toBeVisible();
    await expect(card(page, 'Spending Pause Button').getByText('Team score 5.0 · 1 person scored')).toBeVisible();
  }
  await expect(card(ben.page, 'Tap-to-Split Card Payments').getByRole('slider', { name: 'Appeal Score for Tap-to-Split Card Payments' })).toHaveAttribute('aria-valuenow', '10');
  await expect(card(vic.page, 'Spending Pause Button').getByRole('button', { name: /^Vote for Spending Pause Button/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(vic.page.getByText('1 of 3 votes left')).toBeVisible();
  const saved = await api<{ journey: { state: JourneyState } }>(ana.page, 'get', `/api/journeys/${journeyId}`);
  expect(saved.journey.state.problemStatement).toBe('Ana’s wording of the problem.');
  await closeAll(ana, ben, vic);
});

test('when an idea added since goes with the restore, the dialog says how many votes and scores go first', async ({ browser }) => {
  const { ana, ben, vic, journeyId } = await teamOfThreeWithJourney(browser, unscoredJourney());
  await sendActions(ben, journeyId, [{ type: 'addIdea', id: 'idea-late', idea: { title: 'Round-Up Savings Jar' } }]);
  await onEvaluate(journeyId, ana, ben, vic);
  await voteAndScore(ben, 'Round-Up Savings Jar', { score: true });
  await voteAndScore(vic, 'Round-Up Savings Jar', { score: false });
  await voteAndScore(ben, 'Spending Pause Button', { score: false });
  await expect(card(ana.page, 'Round-Up Savings Jar').getByRole('button', { name: 'Vote for Round-Up Savings Jar (2 votes)' })).toBeVisible();

  const dialog = await openRestoreDialog(ana.page, 'Ana Silva created the journey');
  const removes = "removes 2 votes and one member's scores on an idea that did not exist then";
  await expect(dialog).toContainText(`This restore ${removes}.`);
  await expectNoAxeViolations(ana.page);
  await ana.page.emulateMedia({ colorScheme: 'dark' });
  await expect(ana.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectNoAxeViolations(ana.page);
  await ana.page.setViewportSize({ width: 375, height: 740 });
  await expect(dialog.getByRole('button', { name: 'Restore version 1' })).toBeInViewport();
  await expectNoAxeViolations(ana.page);
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await ana.page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Restore version 1' })).toBeFocused();
  await ana.page.keyboard.press('Enter');
  await expect(ana.page.getByText(/The journey is back as it was at version 1/)).toBeVisible();

  for (const { page } of [ana, ben, vic]) {
    await expect(card(page, 'Round-Up Savings Jar')).toHaveCount(0);
    await expect(card(page, 'Spending Pause Button').getByRole('button', { name: 'Vote for Spending Pause Button (1 vote)' })).toBeVisible();
  }
  await expect(ben.page.getByText('2 of 3 votes left')).toBeVisible();
  await expect(vic.page.getByText('3 of 3 votes left')).toBeVisible();
  await expect(ana.page.getByRole('dialog', { name: 'Journey activity' }).getByRole('listitem').first()).toContainText(
    `Ana Silva restored the journey as it was at version 1, which ${removes.replace('removes', 'removed')}`,
  );
  await closeAll(ana, ben, vic);
});
