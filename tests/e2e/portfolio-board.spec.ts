import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { JourneyState } from '../../src/domain/journey-state';
import type { PortfolioResponse } from '../../src/domain/rww/rww-portfolio';
import { expect, test } from './fixtures';
import { definedJourney, journeyWithSelectedIdea, validatedJourney } from './seed-journey';
import { answerAll, screenedJourney } from './seed-rww';
import { type Person, api, closeAll, personIn } from './team-journey';
import { scanInEveryMode } from './scan-every-mode';

// The portfolio as a board reads it: marks sized by Worth and marked by decision, filters, the journeys
// the risk matrix cannot place yet, and the table as a CSV file (issue 22, item 8).
test.describe.configure({ timeout: 150_000 });

const TEAM = 'Cards Board';
const FORMULA_NAME = '=SUM(A1:A2), "quoted" plan';

/** Six journeys of two owners, in every stage from Define to Output, with four different decisions. */
function boardJourneys(ana: string, ben: string): { name: string; owner: 'ana' | 'ben'; state: JourneyState }[] {
  const base = journeyWithSelectedIdea();
  const split = screenedJourney({ ...validatedJourney(), journeyName: 'Split the bill', currentStage: 4 }, [
    ...answerAll(ana, ['yes']),
    { type: 'setRwwRisk', marketNewness: 1, productNewness: 2 },
  ]);
  const replacement = screenedJourney({ ...base, journeyName: 'Instant card replacement', selectedIdea: base.ideas[3]!, currentStage: 3 }, [
    { type: 'setRwwAnswer', itemId: 'marketNeed', answer: 'yes', userId: ana },
    { type: 'setRwwAnswer', itemId: 'superiorResources', answer: 'no', userId: ana },
    { type: 'recordRwwDecision', stage: 'win', kind: 'stop', reason: 'Card bureau contract blocks it until 2028.', userId: ana },
    { type: 'setRwwRisk', marketNewness: 4, productNewness: 5 },
  ]);
  const formula = screenedJourney({ ...base, journeyName: FORMULA_NAME, selectedIdea: base.ideas[1]!, currentStage: 3, isWorthScore: 6 }, [
    { type: 'setRwwAnswer', itemId: 'marketNeed', answer: 'no', userId: ana },
    { type: 'recordRwwDecision', stage: 'real', kind: 'continue', reason: 'A pilot with staff answers the need question.', userId: ana },
    { type: 'setRwwRisk', marketNewness: 2, productNewness: 2 },
  ]);
  const cashback = { ...base, journeyName: 'Merchant cashback', selectedIdea: base.ideas[2]! };
  const queues = screenedJourney({ ...base, journeyName: 'Branch queue planner', selectedIdea: base.ideas[1]!, currentStage: 3, isWorthScore: 4 }, [
    { type: 'setRwwAnswer', itemId: 'marketNeed', answer: 'no', userId: ben },
    { type: 'setRwwRisk', marketNewness: 3, productNewness: 3 },
  ]);
  const overdrafts = { ...definedJourney('Small firms dip into overdrafts they forgot they had.'), journeyName: 'Idle SME overdrafts' };
  return [
    { name: 'Split the bill', owner: 'ana', state: split },
    { name: 'Instant card replacement', owner: 'ana', state: replacement },
    { name: FORMULA_NAME, owner: 'ana', state: formula },
    { name: 'Merchant cashback', owner: 'ben', state: cashback },
    { name: 'Branch queue planner', owner: 'ben', state: queues },
    { name: 'Idle SME overdrafts', owner: 'ben', state: overdrafts },
  ];
}

async function seedBoard(page: Page, ben: Person) {
  const origin = test.info().project.use.baseURL ?? '';
  const post = async <T,>(path: string, data: unknown) => {
    const response = await page.request.post(path, { data, headers: { Origin: origin } });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  const me = ((await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
  const { workspace } = await post<{ workspace: { id: string } }>('/api/workspaces', { name: TEAM });
  const { link } = await post<{ link: string }>(`/api/workspaces/${workspace.id}/invitations`, { email: ben.user.email, role: 'editor' });
  await api(ben.page, 'post', `/api/invitations/${link.split('/invitations/')[1]}/accept`);
  const ids: Record<string, string> = {};
  for (const { name, owner, state } of boardJourneys(me, ben.id)) {
    const data = { state, workspaceId: workspace.id };
    const created = owner === 'ana' ? await post<{ journey: { id: string } }>('/api/journeys', data) : await api<{ journey: { id: string } }>(ben.page, 'post', '/api/journeys', data);
    ids[name] = created.journey.id;
  }
  return { workspaceId: workspace.id, ids };
}

const table = (page: Page) => page.getByRole('table', { name: /journeys? of the workspace|match the filters/ });

/** Each body row of the table as the texts of its cells. */
async function tableCells(page: Page): Promise<string[][]> {
  const rows = table(page).locator('tbody tr');
  return rows.evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())));
}

/** A small RFC 4180 reader, enough to check the download against the table. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    const next = text[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      endCell();
    } else if (!quoted && char === '\r' && next === '\n') {
      endCell();
      rows.push(row);
      row = [];
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

async function downloadCsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFile(await download.path(), 'utf8');
}

/** The CSV is the table: its header and every row, cell for cell (a leading apostrophe keeps a formula as text). */
async function expectCsvIsTheTable(page: Page, csv: string) {
  expect(csv.charCodeAt(0), 'starts with a byte-order mark for Excel').toBe(0xfeff);
  const [header, ...rows] = parseCsv(csv.slice(1));
  const headers = await table(page).locator('thead th').allTextContents();
  expect(header).toEqual(headers);
  expect(rows.map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@])/, '')))).toEqual(await tableCells(page));
}

/** Each mark's colour against the page behind it, in the scheme shown: 3:1 or more. */
async function markContrasts(page: Page): Promise<number[]> {
  return page.locator('[data-journey] :is(circle, rect, polygon)').evaluateAll((shapes) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const page = luminance(getComputedStyle(document.body).backgroundColor);
    return shapes.map((shape) => {
      const style = getComputedStyle(shape);
      // A ring is drawn by its stroke; the others by their fill.
      const mark = luminance(style.fill === getComputedStyle(document.body).backgroundColor ? style.stroke : style.fill);
      return (Math.max(mark, page) + 0.05) / (Math.min(mark, page) + 0.05);
    });
  });
}

/** The lowest contrast of any mark on the page, failing when there is no mark to measure. */
async function lowestMarkContrast(page: Page): Promise<number> {
  const contrasts = await markContrasts(page);
  expect(contrasts.length, 'marks measured').toBeGreaterThan(0);
  return Math.min(...contrasts);
}

const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });
const status = (page: Page) => page.getByRole('search', { name: 'Filter the portfolio' }).getByRole('status');
const mark = (chart: Locator, id: string) => chart.locator(`[data-journey="${id}"]`);

test('a board’s portfolio: marks by Worth and decision, filters, journeys to rate, and the table as CSV', async ({ signedInPage: page, browser }) => {
  const ben = await personIn(browser, 'Ben Okafor');
  const { workspaceId, ids } = await seedBoard(page, ben);

  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await page.getByRole('menuitem', { name: new RegExp(TEAM) }).click();
  await expect(page.getByRole('button', { name: `Workspace: ${TEAM}. Switch workspace` })).toBeVisible();
  await page.getByRole('tab', { name: 'Portfolio' }).click();
  await expect(status(page)).toHaveText('Showing all 6 journeys');

  // The legends say what colour, shape and size mean.
  const legend = page.getByRole('region', { name: 'How to read the charts' });
  const decisions = legend.getByRole('list', { name: 'Colour and shape: the team’s decision' });
  await expect(decisions.getByRole('listitem')).toHaveText(['No decision needed', 'Decision needed', 'Continue', 'Go back to another idea', 'Stop']);
  const sizes = legend.getByRole('list', { name: /^Size: the Worth score/ });
  await expect(sizes.getByRole('listitem')).toHaveText(['Worth 2', 'Worth 6', 'Worth 10', 'No Worth score yet']);

  // A mark's size follows the Worth score; its shape the decision.
  const outcomes = page.getByRole('group', { name: /^Chart of journeys by Real-Win-Worth outcome/ });
  const width = async (name: string) => (await mark(outcomes, ids[name]!).boundingBox())!.width;
  expect(await width('Split the bill')).toBeGreaterThan(1.5 * (await width('Merchant cashback')));
  await expect(mark(outcomes, ids['Split the bill']!).locator('circle')).toHaveCount(1);
  await expect(mark(outcomes, ids['Merchant cashback']!).locator('circle')).toHaveCount(1);
  await expect(mark(outcomes, ids['Instant card replacement']!).locator('rect')).toHaveCount(1);
  await expect(mark(outcomes, ids[FORMULA_NAME]!).locator('title')).toHaveText(`${FORMULA_NAME}: No at Real, Continue, Worth 6`);

  // The journeys the risk matrix cannot place, each with the way to place it.
  const unrated = page.getByRole('region', { name: 'Journeys without risk answers' });
  await expect(unrated.getByRole('listitem')).toHaveText(['Idle SME overdrafts: Choose an idea first', 'Merchant cashback: Answer the risk questions']);
  await expect(page.getByText('2 journeys have no risk answers yet and are not shown')).toBeVisible();
  await expect(unrated.getByRole('link', { name: 'Choose an idea first: Idle SME overdrafts' })).toHaveAttribute(
    'href',
    `/ideate/select?journeyId=${ids['Idle SME overdrafts']}`,
  );

  // The whole table as CSV, a formula-like name kept as text and quoted.
  await expect(table(page).locator('tbody tr')).toHaveCount(6);
  const everything = await downloadCsv(page);
  await expectCsvIsTheTable(page, everything);
  expect(everything).toContain(`"'=SUM(A1:A2), ""quoted"" plan",Ana Silva,Validate,Spending Pause Button,No at Real,Continue,`);

  // Filters, with the keyboard: decision, then stage and owner together.
  await select(page, 'Decision').focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowDown');
  await expect(select(page, 'Decision')).toHaveValue('stop');
  await expect(page).toHaveURL(/decision=stop/);
  await expect(status(page)).toHaveText('Showing 1 of 6 journeys');
  await expect(table(page).locator('tbody tr')).toHaveCount(1);
  await expect(table(page).getByRole('row', { name: /Instant card replacement Ana Silva Validate/ })).toBeVisible();
  await expect(unrated).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(status(page)).toHaveText('Showing all 6 journeys');

  await select(page, 'Decision').focus();
  await page.keyboard.press('Tab');
  await expect(select(page, 'Stage')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(select(page, 'Owner')).toBeFocused();
  await select(page, 'Owner').selectOption({ label: 'Ben Okafor' });
  await expect(status(page)).toHaveText('Showing 3 of 6 journeys');
  await expect(select(page, 'Owner').locator('option')).toHaveText(['All owners', 'Ana Silva', 'Ben Okafor']);
  const bens = await downloadCsv(page);
  await expectCsvIsTheTable(page, bens);
  expect(parseCsv(bens.slice(1)).slice(1).map((row) => [row[0], row[1]])).toEqual([
    ['Idle SME overdrafts', 'Ben Okafor'],
    ['Branch queue planner', 'Ben Okafor'],
    ['Merchant cashback', 'Ben Okafor'],
  ]);
  await select(page, 'Stage').selectOption({ label: 'Validate' });
  await expect(page).toHaveURL(/stage=validate/);
  await expect(status(page)).toHaveText('Showing 1 of 6 journeys');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row', { name: /Branch queue planner Ben Okafor Validate Spending Pause Button No at Real Decision needed/ })).toBeVisible();
  await expectCsvIsTheTable(page, await downloadCsv(page));

  await select(page, 'Decision').selectOption({ label: 'Stop' });
  await expect(page.getByText('No journey matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Show every journey' }).click();
  await expect(status(page)).toHaveText('Showing all 6 journeys');

  await select(page, 'Owner').selectOption({ label: 'Ben Okafor' });
  await scanInEveryMode(page, () => expect(status(page)).toHaveText('Showing 3 of 6 journeys'), {
    alsoCheck: async (scheme) => expect(await lowestMarkContrast(page), `${scheme} marks against the page`).toBeGreaterThanOrEqual(3),
  });

  // The link goes to the page where the risk is answered; once it is, the journey leaves the list.
  await unrated.getByRole('link', { name: 'Answer the risk questions: Merchant cashback' }).click();
  await expect(page).toHaveURL(new RegExp(`/validate/real\\?journeyId=${ids['Merchant cashback']}$`));
  const risk = page.getByRole('group', { name: 'Risk matrix (G. S. Day)' });
  await risk.getByRole('radiogroup', { name: 'How new is the market to the bank?' }).getByRole('radio', { name: '2', exact: true }).check();
  await risk.getByRole('radiogroup', { name: 'How new is the product or technology to the bank?' }).getByRole('radio', { name: '3', exact: true }).check();
  await expect
    .poll(async () => {
      const { journeys } = await api<PortfolioResponse>(page, 'get', `/api/portfolio?workspaceId=${workspaceId}`);
      return journeys.find((entry) => entry.id === ids['Merchant cashback'])?.risk;
    })
    .toEqual({ marketNewness: 2, productNewness: 3 });
  await page.goBack();
  await expect(page).toHaveURL(/view=portfolio/);
  await expect(status(page)).toHaveText('Showing 3 of 6 journeys');
  await expect(unrated.getByRole('listitem')).toHaveText(['Idle SME overdrafts: Choose an idea first']);
  await expect(mark(page.getByRole('group', { name: /^Risk matrix chart/ }), ids['Merchant cashback']!)).toHaveCount(1);

  await unrated.getByRole('link', { name: 'Choose an idea first: Idle SME overdrafts' }).click();
  await expect(page).toHaveURL(new RegExp(`/ideate/select\\?journeyId=${ids['Idle SME overdrafts']}$`));
  await closeAll(ben);
});
