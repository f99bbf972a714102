import { findDuplicateIdeas } from '../../src/domain/idea-duplicates';
import { SAME_IDEA_PAIRS } from '../../src/domain/idea-duplicate-pairs.fixture';
import type { Idea, JourneyState } from '../../src/domain/journey-state';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { definedJourney, seedJourney } from './seed-journey';

const PROBLEM = 'Homeowners roll onto our standard variable rate when their fixed mortgage deal ends, because nobody reminds them in time.';

function idea(id: string, title: string, description: string, personaSource: string): Idea {
  return { id, title, description, votes: 0, type: 'Service', personaSource };
}

// Two ideas that say the same thing in other words: the word-only detector does not pair them.
const [reminder, nudge] = SAME_IDEA_PAIRS.find(([first]) => first.title === 'Rate Switch Reminder')!;
const IDEAS: Idea[] = [
  idea('rate-switch', reminder.title, reminder.description, 'Dr. Sarah Chen'),
  idea('overpayment', 'Overpayment Planner', 'Show borrowers how a small monthly overpayment shortens their term and cuts the interest they pay.', 'Marcus Johnson'),
  idea('remortgage-nudge', nudge.title, nudge.description, 'You'),
  idea('broker-portal', 'Broker Case Tracker', 'Give mortgage brokers one page showing where each application stands and what is missing.', 'Marcus Johnson'),
];

function journey(): JourneyState {
  return { ...definedJourney(PROBLEM), generatedIdeas: IDEAS, ideas: IDEAS, ideasGeneratedBy: 'Built-in engine (offline)' };
}

const MERGE_BY_MEANING = `Merge ${nudge.title} into ${reminder.title}`;

test('two ideas that say the same thing in other words are shown as likely duplicates and merged from the keyboard', async ({ signedInPage: page }) => {
  expect(findDuplicateIdeas(IDEAS)).toEqual([]);
  const id = await seedJourney(page, journey());
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
  await expect(duplicates.getByRole('button', { name: /^Merge / })).toHaveCount(1);
  await expect(duplicates.getByRole('button', { name: MERGE_BY_MEANING })).toBeVisible();
  await expect(duplicates).toContainText(reminder.title);
  await expect(duplicates).toContainText(nudge.title);
  await expectNoAxeViolations(page);

  await duplicates.getByRole('button', { name: `Keep both: ${reminder.title} and ${nudge.title}` }).focus();
  await page.keyboard.press('Tab');
  await expect(duplicates.getByRole('button', { name: MERGE_BY_MEANING })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('article', { name: nudge.title })).toHaveCount(0);
  await expect(page.getByRole('article', { name: reminder.title })).toContainText(`Merged from "${nudge.title}"`);
  await expect(duplicates).toHaveCount(0);
});

test('the pairs read well in dark mode and on a phone', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, journey());
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
  await expect(duplicates.getByRole('button', { name: MERGE_BY_MEANING })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 800 });
  await duplicates.scrollIntoViewIfNeeded();
  await expect(duplicates.getByRole('button', { name: MERGE_BY_MEANING })).toBeInViewport({ ratio: 0.5 });
  await expectNoAxeViolations(page);
});

test('without an answer from the server the screen still shows the pairs found by shared words', async ({ signedInPage: page }) => {
  const wordTwin = idea('tracker-2', 'Broker Case Tracker Page', 'One page for mortgage brokers showing where each application stands and what is missing.', 'You');
  const id = await seedJourney(page, { ...journey(), ideas: [...IDEAS, wordTwin] });
  await page.route('**/api/journeys/*/duplicate-ideas', (route) => route.abort());
  await page.goto(`/ideate/ideas?journeyId=${id}`);
  const duplicates = page.getByRole('region', { name: 'Possible duplicates' });
  await expect(duplicates.getByRole('button', { name: `Merge ${wordTwin.title} into Broker Case Tracker` })).toBeVisible();
  await expect(duplicates.getByRole('button', { name: MERGE_BY_MEANING })).toHaveCount(0);
});
