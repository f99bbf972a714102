import type { Page } from '@playwright/test';
import type { Idea, JourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { definedJourney, seedJourney } from './seed-journey';

const PROBLEM = 'Card fraud disputes take our customers up to three weeks to resolve, with several calls each.';

function idea(id: string, title: string, description: string, personaSource: string, extra: Partial<Idea> = {}): Idea {
  return { id, title, description, votes: 0, type: 'Process', personaSource, ...extra };
}

const IDEAS: Idea[] = [
  idea('i1', 'Instant Dispute Refund Desk', 'Cardholders who report card fraud get the disputed amount back at once while the dispute is investigated. Seen at: UK challenger banks. Risk to manage: first-party fraud.', 'Dr. Sarah Chen'),
  idea('i2', 'Merchant Descriptor Clarity', 'Show the merchant logo and trading name beside every card payment so customers recognise what they bought instead of calling.', 'Dr. Sarah Chen'),
  idea('i3', 'Card Controls by Category', 'Let cardholders switch off gambling, online or abroad spending per card in the app, with instant effect.', 'Marcus Johnson'),
  idea('i4', 'Subscription Tracker and Cancel', 'List every recurring card payment and let the customer cancel or pause one from the app.', 'Marcus Johnson'),
];

function journeyWith(changes: Partial<JourneyState>): JourneyState {
  return {
    ...definedJourney(PROBLEM),
    generatedIdeas: IDEAS,
    ideas: IDEAS,
    ideasGeneratedBy: 'Built-in engine (offline)',
    ...changes,
  };
}

const titles = (page: Page) =>
  page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

async function waitUntilSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();
}

test('Regenerate asks before replacing scored ideas, keeps starred ones, and Undo brings the round back', async ({ signedInPage: page }) => {
  const scored = IDEAS.map((item, index) => (index === 0 ? { ...item, appealScore: 8, fitScore: 6, averageScore: 7 } : item));
  const id = await seedJourney(page, journeyWith({ ideas: scored, generatedIdeas: scored }));
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  await expect(page.getByRole('article')).toHaveCount(4);
  const before = await titles(page);

  const star = page.getByRole('button', { name: 'Star Card Controls by Category' });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Regenerate Ideas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace scored ideas?' });
  await expect(dialog).toContainText('A new round replaces 1 scored idea.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await titles(page)).toEqual(before);

  await page.getByRole('button', { name: 'Regenerate Ideas' }).click();
  const asked = page.waitForRequest((request) => request.url().endsWith('/api/ai/ideas'));
  await page.getByRole('dialog').getByRole('button', { name: 'Replace 1 scored idea' }).click();
  // The new round is asked to repeat none of the titles the team has seen.
  expect(((await asked).postDataJSON() as { previousTitles: string[] }).previousTitles).toEqual(before);
  await expect(page.getByText("Your AI-powered ideas have been refreshed based on your team's expertise.")).toBeVisible();
  await expect(page.getByRole('article', { name: 'Card Controls by Category' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Instant Dispute Refund Desk' })).toHaveCount(0);
  const regenerated = await titles(page);
  // The starred idea stays; the new round brings only ideas that fit and were not shown before.
  expect(regenerated.length).toBeGreaterThan(1);
  expect(regenerated.filter((title) => before.includes(title))).toEqual(['Card Controls by Category']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Undo Regenerate' }).click();
  await expect.poll(() => titles(page)).toEqual(before);
  await waitUntilSaved(page);
  await page.reload();
  await expect.poll(() => titles(page)).toEqual(before);
  await page.getByRole('button', { name: 'Earlier rounds (1)' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`^${regenerated.length} ideas`) }).click();
  await expect.poll(() => titles(page)).toEqual(regenerated);
});

test('the team adds, edits and deletes its own ideas, with undo', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, journeyWith({}));
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  await page.getByRole('button', { name: 'Add your own idea' }).click();
  const form = page.getByRole('form', { name: 'Add your own idea' });
  await form.getByRole('button', { name: 'Add idea' }).click();
  await expect(form.getByText('Please give the idea a title.')).toBeVisible();
  await form.getByLabel('Title').fill('Dispute status in the app');
  await form.getByLabel('Description').fill('One case page that shows where a dispute stands, so nobody has to call.');
  await form.getByRole('button', { name: 'Add idea' }).click();
  const mine = page.getByRole('region', { name: 'Ideas from Ana Silva' });
  await expect(mine.getByRole('article', { name: 'Dispute status in the app' })).toBeVisible();

  await page.getByRole('button', { name: 'Edit Dispute status in the app' }).click();
  const edit = page.getByRole('form', { name: 'Edit idea' });
  await expect(edit.getByLabel('Title')).toHaveValue('Dispute status in the app');
  await edit.getByLabel('Title').fill('Live dispute tracker');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine.getByRole('article', { name: 'Live dispute tracker' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Merchant Descriptor Clarity' }).click();
  await expect(page.getByRole('article', { name: 'Merchant Descriptor Clarity' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Undo delete' }).click();
  await expect.poll(() => titles(page)).toEqual([
    'Instant Dispute Refund Desk',
    'Merchant Descriptor Clarity',
    'Card Controls by Category',
    'Subscription Tracker and Cancel',
    'Live dispute tracker',
  ]);
});

test('a duplicate pair is shown side by side and merged, another kept apart for good', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, journeyWith({
    ideas: [
      ...IDEAS,
      idea('d1', 'Refund card disputes immediately', 'Give customers their money back straight away when they dispute a card payment.', 'You'),
      idea('d2', 'Real-Time Subscription Tracker', 'Find every recurring card payment and let customers pause or cancel one.', 'Li Wei', { starred: true }),
    ],
  }));
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
  await expect(duplicates.getByRole('button', { name: /^Merge / })).toHaveCount(2);
  await expectNoAxeViolations(page);

  await duplicates.getByRole('button', { name: 'Merge Refund card disputes immediately into Instant Dispute Refund Desk' }).click();
  await expect(page.getByRole('article', { name: 'Refund card disputes immediately' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Instant Dispute Refund Desk' })).toContainText(
    'Merged from "Refund card disputes immediately": Give customers their money back',
  );

  await duplicates.getByRole('button', { name: /^Keep both: Subscription Tracker and Cancel/ }).click();
  await expect(duplicates).toHaveCount(0);
  await waitUntilSaved(page);
  await page.reload();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Possible duplicates' })).toHaveCount(0);
});

test('the engine\'s notice stands beside the ideas; off topic links back to the problem', async ({ signedInPage: page }) => {
  const message = 'This reads like an office matter rather than a banking problem. Please rephrase it.';
  const id = await seedJourney(page, journeyWith({ ideasNotice: { kind: 'off_topic', message } }));
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  await expect(page.getByRole('alert').filter({ hasText: message })).toContainText('This problem may not be about banking');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Rephrase the problem statement' }).click();
  await expect(page).toHaveURL(/\/define\/problem\?journeyId=/);
});

test('a problem in another language gets a request for English, with the way back to the problem', async ({ signedInPage: page }) => {
  const message = 'This problem seems to be written in German. The built-in engine reads English only, so it has no ideas for it yet. Please write the problem in English: who is affected, what goes wrong for them today and what it costs.';
  const id = await seedJourney(page, journeyWith({ ideasNotice: { kind: 'not_english', message } }));
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  const notice = page.getByRole('alert').filter({ hasText: message });
  await expect(notice).toContainText('Please write the problem in English');
  await expect(notice).not.toContainText('may not be about banking');
  await page.getByRole('button', { name: 'Rephrase the problem statement' }).click();
  await expect(page).toHaveURL(/\/define\/problem\?journeyId=/);
});

test('evaluate: suggested scores apply only on a click; ranks read #1 to #3; compact view and sort', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, journeyWith({}));
  await page.goto(`/ideate/evaluate?journeyId=${id}`);
  await page.getByRole('button', { name: 'Suggest scores' }).click();
  const first = page.getByRole('article', { name: 'Instant Dispute Refund Desk' });
  const line = first.getByText(/^Suggested: Appeal \d+ · Strategic Fit \d+$/);
  await expect(line).toBeVisible();
  await expect(first.getByText('Suggested by Built-in engine (offline)')).toBeVisible();
  // The reason says what it counted: evidence in the idea, and how its meaning relates to the problem.
  await expect(first).toContainText('Names a customer segment, a precedent and a risk');
  await expect(first).toContainText(/(close in meaning to an answer to your problem|related to your problem)/);
  await expect(page.getByText('0/4 Ideas Scored')).toBeVisible();
  await expectNoAxeViolations(page);

  const [, appeal, fit] = /Appeal (\d+) · Strategic Fit (\d+)/.exec((await line.textContent()) ?? '')!;
  await first.getByRole('button', { name: 'Apply suggestion to Instant Dispute Refund Desk' }).click();
  await expect(page.getByRole('slider', { name: 'Appeal Score for Instant Dispute Refund Desk' })).toHaveAttribute('aria-valuenow', appeal!);
  await expect(page.getByRole('slider', { name: 'Strategic Fit for Instant Dispute Refund Desk' })).toHaveAttribute('aria-valuenow', fit!);
  await expect(page.getByText('1/4 Ideas Scored')).toBeVisible();
  await page.getByRole('button', { name: 'Apply all suggestions (3)' }).click();
  await expect(page.getByText('4/4 Ideas Scored')).toBeVisible();

  const ranks = page.getByRole('complementary', { name: 'Top Rated Ideas' }).getByRole('listitem');
  await expect(ranks).toHaveCount(3);
  for (const [index, rank] of ['#1', '#2', '#3'].entries()) {
    const badge = ranks.nth(index).getByText(rank, { exact: true });
    await expect(badge).toBeVisible();
    // The label is drawn in full, not cut to "#…" by a badge too narrow for it.
    expect(await badge.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }

  await page.getByText('Highest score first').click();
  const best = await ranks.first().locator('p').first().textContent();
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', best!);

  await page.getByRole('switch', { name: 'Compact view' }).check();
  const description = 'Let cardholders switch off gambling, online or abroad spending per card in the app, with instant effect.';
  await expect(page.getByText(description)).toBeHidden();
  const controls = page.getByRole('article', { name: 'Card Controls by Category' });
  await controls.getByRole('button', { name: 'Show description' }).click();
  await expect(page.getByText(description)).toBeVisible();
  await expectNoAxeViolations(page);
});
