import type { Locator, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import { expect, test } from './fixtures';
import { seedJourney, validatedJourney } from './seed-journey';
import { api, closeAll, sendActions, teamWithJourney, unscoredJourney } from './team-journey';
import { scanInEveryMode } from './scan-every-mode';

// One score logic and one form per validation page (issue 22, items 4 and 5).
test.describe.configure({ timeout: 120_000 });

const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });
const item = (page: Page, question: string) => page.getByRole('article', { name: question });
const answer = (page: Page, question: string, value: 'Yes' | 'Maybe' | 'No') =>
  item(page, question).getByRole('radio', { name: value, exact: true }).check();

/** The page's one line on how its score is made: a single sentence, after "How the … score is made:". */
async function expectOneLineExplanation(page: Page, name: 'Real' | 'Win' | 'Worth') {
  const line = region(page, `How the ${name} score is made`).getByText(`How the ${name} score is made:`);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  expect(text.replace(`How the ${name} score is made: `, '').split(/\.\s+(?=[A-Z])/), text).toHaveLength(1);
}

/** `field` is drawn above the sub-question's first item: the evidence comes before the answers. */
async function expectAbove(field: Locator, firstItem: Locator) {
  const [fieldBox, itemBox] = [await field.boundingBox(), await firstItem.boundingBox()];
  expect(fieldBox && itemBox && fieldBox.y < itemBox.y).toBe(true);
}

test('Worth: Day’s score appears from its items once all four are answered, beside the spec’s Score, which alone opens the pitch', async ({
  signedInPage: page,
}) => {
  const id = await seedJourney(page, { ...validatedJourney(), isWorthScore: null });
  await page.goto(`/validate/worth?journeyId=${id}`);
  const explanation = region(page, 'How the Worth score is made');
  await expect(page.getByText('Score: 10')).toBeVisible();
  await expect(explanation).toContainText('Worth score from Day’s items: when all 4 have a confirmed answer (0 of 4 so far)');
  await expect(explanation).toContainText('The Score above adds Expected Return and Strategic Relevance (High 5, Medium 3, Low 1 each)');
  await expect(explanation).toContainText('Day’s Worth score is Yes 2, Maybe 1, No 0 for each of the 4 confirmed answers, scaled to 10');
  await expectOneLineExplanation(page, 'Worth');

  await answer(page, 'Will the returns exceed the costs?', 'Yes');
  await answer(page, 'Are the risks acceptable?', 'Maybe');
  await answer(page, 'Does it fit our growth strategy?', 'Maybe');
  await expect(explanation).toContainText('(3 of 4 so far)');
  await answer(page, 'Will top management support it?', 'Yes');
  // Yes, Maybe, Maybe, Yes: 6 of 8 points.
  await expect(explanation).toContainText('Worth score from Day’s items: 7.5 of 10 (from the 4 confirmed answers)');
  await expect(page.getByText('Score: 10')).toBeVisible();
  await scanInEveryMode(page, () => expect(explanation).toContainText('7.5 of 10'));

  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/output\/pitch/);
  const saved = await api<{ journey: { state: JourneyState } }>(page, 'get', `/api/journeys/${id}`);
  expect(saved.journey.state.isWorthScore).toBe(10);
});

// Each validation page is one form: the spec's fields sit under the Day sub-question they serve, and
// the page says in one line how its score is made.
test('Real is one form: the persona fields under "Is the market real?", and one line on its score', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, validatedJourney());
  await page.goto(`/validate/real?journeyId=${id}`);
  const market = region(page, 'Is the market real?');
  for (const field of ['Average User', 'Primary Needs', 'Extreme User', 'Unexpected User', 'Secondary Needs', 'Unmet Needs', 'Market Trends']) {
    await expect(market.getByRole('textbox', { name: field, exact: true })).toBeVisible();
  }
  await expect(market.getByRole('note')).toContainText('Suggested profiles');
  await expect(market.getByRole('article')).toHaveCount(4);
  await expectAbove(market.getByRole('textbox', { name: 'Market Trends', exact: true }), item(page, 'Is there a need or desire for it?'));
  const product = region(page, 'Is the product real?');
  await expect(product.getByRole('article')).toHaveCount(3);
  await expect(product.getByRole('textbox', { name: 'Average User', exact: true })).toHaveCount(0);
  await expect(region(page, 'How the Real score is made')).toContainText('Real score: 10 of 10 (from the fields filled in)');
  await expectOneLineExplanation(page, 'Real');
  await scanInEveryMode(page, () => expect(market.getByRole('textbox', { name: 'Average User', exact: true })).toBeVisible());
});

test('Win is one form: each feasibility field under the sub-question it serves, and one line on its score', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, validatedJourney());
  await page.goto(`/validate/win?journeyId=${id}`);
  const productWins = region(page, 'Can the product be competitive?');
  await expect(productWins.getByRole('textbox', { name: 'Entry Barriers & Competition', exact: true })).toBeVisible();
  await expectAbove(productWins.getByRole('textbox', { name: 'Entry Barriers & Competition', exact: true }), item(page, 'Does it have an advantage customers notice?'));
  const bankWins = region(page, 'Can our bank be competitive?');
  await expect(bankWins.getByRole('textbox', { name: 'Internal Capabilities', exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(bankWins.getByRole('textbox', { name: 'External Assets & Partners', exact: true })).toHaveAttribute('aria-required', 'true');
  const readiness = bankWins.getByRole('group', { name: 'Readiness Assessment' });
  for (const box of ['Technology Readiness', 'Talent Readiness', 'Clear Differentiation']) await expect(readiness.getByRole('checkbox', { name: box })).toBeChecked();
  await expectAbove(readiness, item(page, 'Do we have superior resources for it?'));
  await expect(region(page, 'How the Win score is made')).toContainText('Win score: 10 of 10 (from the fields filled in)');
  await expectOneLineExplanation(page, 'Win');
  await scanInEveryMode(page, () => expect(readiness).toBeVisible());
});

test('Worth is one form: the spec’s two cards under the sub-questions they serve, and one line on its score', async ({ signedInPage: page }) => {
  const id = await seedJourney(page, validatedJourney());
  await page.goto(`/validate/worth?journeyId=${id}`);
  const profitable = region(page, 'Will it be profitable at an acceptable risk?');
  const financial = region(profitable, 'Financial Viability');
  await expect(financial.getByRole('combobox', { name: 'Expected Return' })).toHaveValue('High');
  await expect(financial.getByRole('textbox', { name: 'Cost Estimate', exact: true })).toHaveValue('EUR 350k');
  await expectAbove(financial, item(page, 'Will the returns exceed the costs?'));
  const strategic = region(page, 'Does launching it make strategic sense?');
  const alignment = region(strategic, 'Strategic Alignment');
  await expect(alignment.getByRole('combobox', { name: 'Strategic Relevance' })).toHaveValue('High');
  // The spec's Strategic Alignment card keeps its Risks field.
  await expect(alignment.getByRole('textbox', { name: 'Risks', exact: true })).toHaveValue('Fraud on shared payments');
  await expect(alignment.getByRole('textbox', { name: 'Long-Term Value', exact: true })).toBeVisible();
  await expect(alignment.getByRole('textbox', { name: 'Long-Term Alignment', exact: true })).toBeVisible();
  await expectAbove(alignment, item(page, 'Does it fit our growth strategy?'));
  await expectOneLineExplanation(page, 'Worth');
  await scanInEveryMode(page, () => expect(financial).toBeVisible());
});

test('Top Rated Ideas ranks by the team score the cards show, and says so, not by my own scores', async ({ browser }) => {
  const { owner: ana, others, journeyId } = await teamWithJourney(browser, unscoredJourney(), [{ name: 'Ben Okafor', role: 'editor' }]);
  const ben = others[0]!;
  const score = (scorerId: string, id: string, appealScore: number, fitScore: number) => ({ type: 'setIdeaScores', id, scorerId, appealScore, fitScore });
  // Ana's own order is Tap-to-Split (9), Merchant Cashback (6), Spending Pause (3); with Ben's the team's is the reverse.
  await sendActions(ana, journeyId, [score(ana.id, 'idea-1', 9, 9), score(ana.id, 'idea-2', 3, 3), score(ana.id, 'idea-3', 6, 6)]);
  await sendActions(ben, journeyId, [score(ben.id, 'idea-1', 1, 1), score(ben.id, 'idea-2', 10, 10), score(ben.id, 'idea-3', 6, 6)]);

  const page = ana.page;
  await page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  const card = (title: string) => page.getByRole('article', { name: title });
  await expect(card('Tap-to-Split Card Payments').getByRole('slider', { name: 'Appeal Score for Tap-to-Split Card Payments' })).toHaveAttribute('aria-valuenow', '9');
  await expect(card('Spending Pause Button').getByRole('slider', { name: 'Appeal Score for Spending Pause Button' })).toHaveAttribute('aria-valuenow', '3');
  const expected = [
    ['Spending Pause Button', '6.5'],
    ['Merchant Cashback Wallet', '6.0'],
    ['Tap-to-Split Card Payments', '5.0'],
  ] as const;
  for (const [title, team] of expected) await expect(card(title).getByText(`Team score ${team} · 2 people scored`)).toBeVisible();

  const top = page.getByRole('complementary', { name: 'Top Rated Ideas' });
  await expect(top).toContainText('Ranked by the team score each card shows: the mean of everyone’s own scores, not yours alone.');
  const ranks = top.getByRole('listitem');
  await expect(ranks).toHaveCount(3);
  for (const [index, [title, team]] of expected.entries()) {
    await expect(ranks.nth(index)).toContainText(`#${index + 1}`);
    await expect(ranks.nth(index)).toContainText(title);
    await expect(ranks.nth(index).getByLabel(`Team score ${team}`)).toBeVisible();
  }
  await scanInEveryMode(page, () => expect(ranks).toHaveCount(3));

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ideate\/select/);
  // The idea cards, not the session bar's "Start a facilitated session" above them.
  const choices = page.getByRole('main').getByRole('button', { pressed: false }).filter({ hasText: 'Team score' });
  for (const [index, [title, team]] of expected.entries()) {
    await expect(choices.nth(index)).toContainText(title);
    await expect(choices.nth(index)).toContainText(`Team score ${team}`);
  }
  await closeAll(ana, ben);
});
