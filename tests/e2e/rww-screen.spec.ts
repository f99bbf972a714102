import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { journeyWithSelectedIdea, seedJourney, validatedJourney } from './seed-journey';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const item = (page: Page, question: string) => page.getByRole('article', { name: question });
const answer = (page: Page, question: string, value: 'Yes' | 'Maybe' | 'No') =>
  item(page, question).getByRole('radio', { name: value, exact: true }).check();

async function expectToast(page: Page, title: string, message: string) {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await expect(toast).toContainText(title);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast).toHaveCount(0);
}

const REAL_ITEMS = [
  'Is there a need or desire for it?',
  'Can the customer buy it?',
  'Is the potential market big enough?',
  'Will the customer buy it?',
  'Is there a clear concept?',
  'Can it be made?',
  'Will the final product satisfy the market?',
];

async function scanBothSchemes(page: Page, scope?: Locator) {
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  if (scope) await expect(scope).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
}

test('real: answering Day’s items, a No turns the stage red and asks for a decision; the score comes from the answers', async ({
  signedInPage: page,
}) => {
  const id = await seedJourney(page, { ...journeyWithSelectedIdea(), userPersona: validatedJourney().userPersona });
  await page.goto(`/validate/real?journeyId=${id}`);
  const panel = page.getByRole('region', { name: 'Real-Win-Worth screen: Is it real?' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Is the market real?' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Is the product real?' })).toBeVisible();
  for (const question of REAL_ITEMS) await expect(item(page, question)).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: '0 of 7 answered' })).toBeVisible();
  const explanation = page.getByRole('region', { name: 'How the Real score is made' });
  await expect(explanation).toContainText('Real score: 10 of 10 (from the fields filled in)');

  await answer(page, REAL_ITEMS[0]!, 'Yes');
  await item(page, REAL_ITEMS[0]!).getByRole('textbox', { name: /Evidence for/ }).fill('Complaints log: 1,200 split-bill complaints in 2026');
  await answer(page, REAL_ITEMS[2]!, 'Maybe');
  await answer(page, REAL_ITEMS[5]!, 'No');
  await expect(panel.getByRole('status').filter({ hasText: 'Red: decision needed' })).toBeVisible();
  const decision = page.getByRole('region', { name: 'Decision at Is it real?' });
  await expect(decision).toContainText('No to “Can it be made?”');
  const questions = panel.getByRole('region', { name: 'Open questions' });
  await expect(questions.getByRole('checkbox', { name: 'Is the potential market big enough?' })).not.toBeChecked();

  await button(page, 'Next').click();
  await expectToast(page, 'Decision needed', 'A No turns this stage red.');
  await expect(page).toHaveURL(/\/validate\/real/);
  await scanBothSchemes(page, panel);

  await decision.getByRole('radio', { name: 'Continue' }).check();
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByText('Please write why the team continues despite the No.')).toBeVisible();
  await decision.getByRole('textbox', { name: 'Reason' }).fill('The card platform team can build it with a partner; checked with the CTO.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Decided: Continue' })).toBeVisible();
  await expect(decision).toContainText('Recorded by you');

  for (const question of REAL_ITEMS) {
    if ((await item(page, question).getByRole('radio', { checked: true }).count()) === 0) await answer(page, question, 'Yes');
  }
  // Yes 2 x 5, Maybe 1, No 0: 11 of 14
  await expect(explanation).toContainText('Real score: 7.9 of 10 (from the confirmed answers)');
  await questions.getByRole('checkbox', { name: 'Is the potential market big enough?' }).check();
  await button(page, 'Next').click();
  await expect(page).toHaveURL(/\/validate\/win/);
  await expect.poll(async () => {
    const saved = await (await page.request.get(`/api/journeys/${id}`)).json();
    return saved.journey.state.isRealScore;
  }).toBe(7.9);
});
