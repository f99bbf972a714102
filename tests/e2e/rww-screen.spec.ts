import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newUser, registerViaApi, test } from './fixtures';
import { journeyWithSelectedIdea, seedJourney, validatedJourney } from './seed-journey';
import { answerAll, portfolioJourneys, screenedJourney } from './seed-rww';
import { zipEntries } from './zip-entries';
import { scanInEveryMode } from './scan-every-mode';

// Day's Real-Win-Worth screen on the validate pages, in the outputs, and across the journeys on the dashboard (issue 14).
test.describe.configure({ timeout: 120_000 });

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const item = (page: Page, question: string) => page.getByRole('article', { name: question });
const answer = (page: Page, question: string, value: 'Yes' | 'Maybe' | 'No') =>
  item(page, question).getByRole('radio', { name: value, exact: true }).check();
const gateBadge = (page: Page, text: string) => page.getByRole('region', { name: /^Real-Win-Worth screen/ }).getByRole('status').filter({ hasText: text });

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
}

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

test('real: answering Day’s items, a No turns the stage red and asks for a decision; the score comes from the answers', async ({
  signedInPage: page,
}) => {
  const id = await seedJourney(page, { ...journeyWithSelectedIdea(), userPersona: validatedJourney().userPersona });
  await page.goto(`/validate/real?journeyId=${id}`);
  const panel = page.getByRole('region', { name: 'Real-Win-Worth screen: Is it real?' });
  await expect(panel.getByRole('heading', { name: 'Is the market real?' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Is the product real?' })).toBeVisible();
  for (const question of REAL_ITEMS) await expect(item(page, question)).toBeVisible();
  await expect(gateBadge(page, '0 of 7 answered')).toBeVisible();
  const explanation = page.getByRole('region', { name: 'How the Real score is made' });
  await expect(explanation).toContainText('Real score: 10 of 10 (from the fields filled in)');
  await expect(explanation).toContainText('Yes 2, Maybe 1, No 0 for each of the 7 confirmed answers, scaled to 10');

  await answer(page, REAL_ITEMS[0]!, 'Yes');
  await item(page, REAL_ITEMS[0]!).getByRole('textbox', { name: /Evidence for/ }).fill('Complaints log: 1,200 split-bill complaints in 2026');
  await answer(page, REAL_ITEMS[2]!, 'Maybe');
  await answer(page, REAL_ITEMS[5]!, 'No');
  await expect(gateBadge(page, 'Red: decision needed')).toBeVisible();
  const decision = page.getByRole('region', { name: 'Decision at Is it real?' });
  await expect(decision).toContainText('No to “Can it be made?”');
  const questions = panel.getByRole('region', { name: 'Open questions' });
  await expect(questions.getByRole('checkbox', { name: 'Is the potential market big enough?' })).not.toBeChecked();

  await button(page, 'Next').click();
  await expectToast(page, 'Decision needed', 'A No turns this stage red.');
  await expect(page).toHaveURL(/\/validate\/real/);
  await page.getByRole('group', { name: /Risk matrix/ }).getByRole('radiogroup', { name: 'How new is the market to the bank?' }).getByRole('radio', { name: '2' }).check();
  await page.getByRole('radiogroup', { name: 'How new is the product or technology to the bank?' }).getByRole('radio', { name: '4' }).check();
  await expect(page.getByText('On Day’s risk matrix: A stretch: moderate risk.')).toBeVisible();
  await scanInEveryMode(page, () => expect(decision).toBeVisible(), { phoneWidth: 375 });

  await decision.getByRole('radio', { name: 'Continue' }).check();
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByText('Please write why the team continues despite the No.')).toBeVisible();
  await decision.getByRole('textbox', { name: 'Reason' }).fill('The card platform team can build it with a partner; checked with the CTO.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(gateBadge(page, 'Decided: Continue')).toBeVisible();
  await expect(decision).toContainText('Recorded by you');

  for (const question of REAL_ITEMS) {
    if ((await item(page, question).getByRole('radio', { checked: true }).count()) === 0) await answer(page, question, 'Yes');
  }
  // Five Yes, one Maybe, one No: 11 of 14 points.
  await expect(explanation).toContainText('Real score: 7.9 of 10 (from the confirmed answers)');
  await questions.getByRole('checkbox', { name: 'Is the potential market big enough?' }).check();
  await button(page, 'Next').click();
  await expect(page).toHaveURL(/\/validate\/win/);
  await expect
    .poll(async () => ((await (await page.request.get(`/api/journeys/${id}`)).json()) as { journey: { state: { isRealScore: number } } }).journey.state.isRealScore)
    .toBe(7.9);
});

test('win and worth: AI drafts wait for a person, count for nothing until confirmed; a No on Worth needs a decision before the pitch', async ({
  signedInPage: page,
}) => {
  const me = await userId(page);
  const state = screenedJourney({ ...validatedJourney(), isWorthScore: null }, answerAll(me, ['yes']).slice(0, 7));
  const id = await seedJourney(page, state);
  await page.goto(`/validate/win?journeyId=${id}`);
  await expect(gateBadge(page, '0 of 6 answered')).toBeVisible();
  await button(page, 'Draft answers with AI').click();
  await expect(page.getByText('6 drafts wait on this page for a person to confirm or change them.')).toBeVisible();
  const advantage = item(page, 'Does it have an advantage customers notice?');
  await expect(advantage.getByText('AI draft: Yes')).toBeVisible();
  await expect(advantage.getByText('Clear Differentiation is ticked on the Win page.')).toBeVisible();
  await expect(advantage.getByText('Drafted by Built-in engine (offline).', { exact: false })).toBeVisible();
  await expect(advantage.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(gateBadge(page, '0 of 6 answered')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How the Win score is made' })).toContainText('(from the fields filled in)');
  await scanInEveryMode(page, () => expect(advantage.getByText('AI draft: Yes')).toBeVisible(), { phoneWidth: 375 });

  await advantage.getByRole('button', { name: /^Confirm the draft/ }).click();
  await expect(advantage.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await expect(advantage.getByText(/A confirmed AI draft \(Built-in engine \(offline\)\)/)).toBeVisible();
  await expect(gateBadge(page, '1 of 6 answered')).toBeVisible();
  const sustained = item(page, 'Can the advantage be sustained?');
  await sustained.getByRole('radio', { name: 'Maybe', exact: true }).check();
  await expect(sustained.getByText(/AI draft/)).toHaveCount(0);
  const confirmButtons = page.getByRole('button', { name: /^Confirm the draft/ });
  await expect(confirmButtons).toHaveCount(4);
  while ((await confirmButtons.count()) > 0) await confirmButtons.first().click();
  await expect(gateBadge(page, 'Passed: no No')).toBeVisible();
  await expect(page.getByRole('region', { name: 'How the Win score is made' })).toContainText(/Win score: [\d.]+ of 10 \(from the confirmed answers\)/);
  await button(page, 'Next').click();

  await expect(page).toHaveURL(/\/validate\/worth/);
  await expect(page.getByRole('region', { name: 'How the Worth score is made' })).toContainText('7 or more opens the pitch');
  await answer(page, 'Are the risks acceptable?', 'No');
  await button(page, 'Continue').click();
  await expectToast(page, 'Decision needed', 'A No turns this stage red.');
  await expect(page).toHaveURL(/\/validate\/worth/);
  const decision = page.getByRole('region', { name: 'Decision at Is it worth doing?' });
  await decision.getByRole('radio', { name: 'Continue' }).check();
  await decision.getByRole('textbox', { name: 'Reason' }).fill('Fraud limits per split keep losses within appetite; risk committee to confirm.');
  await decision.getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByText('Score: 10')).toBeVisible();
  await button(page, 'Continue').click();
  await expect(page).toHaveURL(/\/output\/pitch/);
});

test('outputs carry the R-W-W table: the pitch, its .pptx, the BRD .docx and .md, and the infographic', async ({ signedInPage: page }) => {
  const me = await userId(page);
  const state = screenedJourney(validatedJourney(), [
    ...answerAll(me, ['yes', 'yes', 'maybe', 'yes']),
    { type: 'setRwwEvidence', itemId: 'marketNeed', evidence: 'Complaints log, 2026 | 1,200 cases' },
    { type: 'setRwwAnswer', itemId: 'canBeMade', answer: 'no', userId: me },
    { type: 'recordRwwDecision', stage: 'real', kind: 'continue', reason: 'Sizing study due in Q3.', userId: me },
  ]);
  const id = await seedJourney(page, state);
  await page.goto(`/output/pitch?journeyId=${id}`);
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  const table = preview.getByRole('table', { name: 'Real-Win-Worth screen' });
  await expect(table.getByRole('row', { name: /Is there a need or desire for it\? Yes Complaints log, 2026 \| 1,200 cases/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Is the potential market big enough\? Maybe/ })).toBeVisible();
  await expect(preview.getByText('Open: Is the potential market big enough? (Real; owner: no owner yet)')).toBeVisible();
  await scanInEveryMode(page, () => expect(table).toBeVisible(), { phoneWidth: 375 });
  await page.getByRole('tab', { name: 'Raw Text' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Raw Text' })).toContainText('| Real | Is there a need or desire for it? | Yes | Complaints log, 2026 \\| 1,200 cases |');
  const [pptx] = await Promise.all([page.waitForEvent('download'), button(page, 'Download .pptx').click()]);
  const slides = [...zipEntries(await readFile(await pptx.path())).entries()].filter(([name]) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  // Slide text as a reader sees it: pptxgenjs may split a cell's text over several runs.
  const deck = slides.map(([, xml]) => xml.replace(/<[^>]+>/g, ' ')).join(' ').replace(/\s+/g, ' ');
  expect(deck).toContain('Real-Win-Worth screen');
  expect(deck).toContain('Will top management support it?');
  expect(deck).toContain('Gates, open questions and decisions');

  await page.goto(`/output/brd?journeyId=${id}`);
  await expect(page.getByRole('tabpanel', { name: 'Preview' }).getByRole('heading', { name: 'Real-Win-Worth Screen' })).toBeVisible();
  const [docx] = await Promise.all([page.waitForEvent('download'), button(page, 'Download .docx').click()]);
  const document = zipEntries(await readFile(await docx.path())).get('word/document.xml') ?? '';
  expect(document).toContain('Real-Win-Worth Screen');
  expect(document).toContain('Sizing study due in Q3.');
  const [markdown] = await Promise.all([page.waitForEvent('download'), button(page, 'Download .md').click()]);
  const text = (await readFile(await markdown.path())).toString('utf8');
  expect(text).toContain('## Real-Win-Worth Screen');
  expect(text).toContain('- Real: Continue (');

  await page.goto(`/output/infographic?journeyId=${id}`);
  const visual = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(visual.getByRole('heading', { name: 'Real-Win-Worth screen: 17 of 17 answered' })).toBeVisible();
  await expect(visual.getByRole('row', { name: /Will top management support it\? Yes/ })).toBeVisible();
  await scanInEveryMode(page, () => expect(visual.getByRole('heading', { name: 'Real-Win-Worth screen: 17 of 17 answered' })).toBeVisible(), { phoneWidth: 375 });
  const [png] = await Promise.all([page.waitForEvent('download'), button(page, 'Download .png').click()]);
  expect((await readFile(await png.path())).subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  await page.getByRole('tab', { name: 'Raw Text' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Raw Text' })).toContainText('REAL-WIN-WORTH SCREEN (17 of 17 answered)');
});

test('portfolio and compare: journeys by outcome and on the risk matrix, each opening its journey; two side by side', async ({
  signedInPage: page,
}) => {
  const me = await userId(page);
  const ids: Record<string, string> = {};
  for (const { name, state } of portfolioJourneys(me)) ids[name] = await seedJourney(page, state);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/view=portfolio/);
  await expect(page.getByRole('heading', { name: 'Journeys by Real-Win-Worth outcome' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Risk matrix' })).toBeVisible();
  await expect(page.getByText('1 journey has no risk answers yet and is not shown.')).toBeVisible();
  const table = page.getByRole('table', { name: /Every journey of the workspace/ });
  await expect(table.getByRole('row', { name: /Instant card replacement .* No at Win Stop/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Split the bill .* Passed all three No decision needed/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Merchant cashback .* Not screened yet/ })).toBeVisible();
  await scanInEveryMode(page, () => expect(page.getByRole('heading', { name: 'Risk matrix' })).toBeVisible(), { phoneWidth: 375 });

  // Each mark opens its journey, which then resumes where the team left off.
  await page.getByRole('group', { name: /^Chart of journeys by Real-Win-Worth outcome/ }).locator(`[data-journey="${ids['Instant card replacement']}"]`).click();
  await expect(page).toHaveURL(new RegExp(`journeyId=${ids['Instant card replacement']}`));
  await page.goto('/dashboard?view=portfolio');
  await page.getByRole('group', { name: /^Risk matrix chart/ }).locator(`[data-journey="${ids['Split the bill']}"]`).click();
  await expect(page).toHaveURL(new RegExp(`journeyId=${ids['Split the bill']}`));
  await page.goto('/dashboard?view=portfolio');
  await table.getByRole('button', { name: 'Open Merchant cashback' }).click();
  await expect(page).toHaveURL(new RegExp(`journeyId=${ids['Merchant cashback']}`));

  await page.goto(`/validate/win?journeyId=${ids['Instant card replacement']}`);
  await expect(gateBadge(page, 'Decided: Stop')).toBeVisible();
  await page.getByRole('textbox', { name: 'Internal Capabilities' }).fill('Card issuing platform');
  await page.getByRole('textbox', { name: 'External Assets & Partners' }).fill('Card bureau');
  await button(page, 'Next').click();
  await expectToast(page, 'Idea stopped', 'The team decided to stop this idea.');
  await scanInEveryMode(page, () => expect(gateBadge(page, 'Decided: Stop')).toBeVisible(), { phoneWidth: 375 });

  await page.goto('/dashboard?view=compare');
  await expect(page.getByText('Choose at least two journeys to see them side by side.')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Journeys to compare' });
  for (const name of ['Split the bill', 'Instant card replacement']) {
    await picker.click();
    await page.getByRole('option', { name }).click();
  }
  await page.keyboard.press('Escape');
  const comparison = page.getByRole('table', { name: /The chosen journeys side by side/ });
  await expect(comparison.getByRole('columnheader', { name: /Split the bill/ })).toBeVisible();
  await expect(comparison.getByRole('row', { name: /^Chosen idea Tap-to-Split Card Payments Instant Card Replacement$/ })).toBeVisible();
  await expect(comparison.getByRole('row', { name: /^Decision No decision needed Stop$/ })).toBeVisible();
  await expect(comparison.getByRole('row', { name: /Do we have superior resources for it\? Yes No$/ })).toBeVisible();
  await expect(comparison.getByRole('row', { name: /^Worth score 10 of 10 N\/A$/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`compare=${ids['Split the bill']}%2C${ids['Instant card replacement']}|compare=${ids['Split the bill']},${ids['Instant card replacement']}`));
  await scanInEveryMode(page, () => expect(comparison).toBeVisible(), { phoneWidth: 375 });
});

test('an open question gets an owner once the journey’s workspace has several members', async ({ signedInPage: page, browser }) => {
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const team = (await (await page.request.post('/api/workspaces', { data: { name: 'Cards Squad' }, headers: origin })).json()) as { workspace: { id: string } };
  const colleague = newUser('Ben Okafor');
  const invited = await page.request.post(`/api/workspaces/${team.workspace.id}/invitations`, { data: { email: colleague.email, role: 'editor' }, headers: origin });
  const { link } = (await invited.json()) as { link: string };
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await registerViaApi(other, colleague);
  expect((await other.request.post(`${new URL(link).pathname.replace('/invitations/', '/api/invitations/')}/accept`, { headers: origin })).status()).toBe(200);
  await context.close();

  const me = await userId(page);
  const state = screenedJourney(journeyWithSelectedIdea(), [{ type: 'setRwwAnswer', itemId: 'marketSizeEnough', answer: 'maybe', userId: me }]);
  const created = await page.request.post('/api/journeys', { data: { state, workspaceId: team.workspace.id }, headers: origin });
  const { journey } = (await created.json()) as { journey: { id: string } };
  await page.goto(`/validate/real?journeyId=${journey.id}`);
  const questions = page.getByRole('region', { name: 'Open questions' });
  const owner = questions.getByRole('combobox', { name: 'Owner of “Is the potential market big enough?”' });
  await owner.click();
  await page.getByRole('option', { name: 'Ben Okafor' }).click();
  await expect(owner).toHaveValue('Ben Okafor');
  await expectNoAxeViolations(page);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(questions.getByRole('combobox', { name: 'Owner of “Is the potential market big enough?”' })).toHaveValue('Ben Okafor');
});
