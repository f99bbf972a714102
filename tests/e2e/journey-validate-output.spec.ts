import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { getDomain, getSubdomain } from '../../src/domain/banking-catalogue';
import { buildPitchText } from '../../src/domain/outputs/pitch';
import {
  ASSUMPTION_NOTE,
  suggestExtremeUser,
  suggestUnexpectedUser,
} from '../../src/domain/user-persona-suggestions';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { journeyWithSelectedIdea, seedJourney, validatedJourney } from './seed-journey';
import { zipEntries } from './zip-entries';

const IDEA_TITLE = 'Tap-to-Split Card Payments';
const DOMAIN = 'retail_banking';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name });

async function expectToast(page: Page, title: string, message: string) {
  const toast = page.getByRole('alert').filter({ hasText: message });
  await expect(toast).toContainText(title);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  // The same message may come again next; wait until this one has left.
  await expect(toast).toHaveCount(0);
}

async function chooseRating(page: Page, label: string, rating: 'High' | 'Medium' | 'Low') {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: rating, exact: true }).click();
}

async function downloadBytes(page: Page, label: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button(page, label).click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

test.describe('validation', () => {
  test('real: the average user unlocks the form, suggestions fill and regenerate, the required fields are checked', async ({
    signedInPage: page,
  }) => {
    const id = await seedJourney(page, journeyWithSelectedIdea());
    await page.goto(`/validate/real?journeyId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Is It Real? Desirability' })).toBeVisible();
    await expect(page.getByRole('heading', { name: IDEA_TITLE })).toBeVisible();
    await expect(textbox(page, 'Extreme User')).toHaveCount(0);
    await expect(textbox(page, 'Average User')).toHaveAttribute('aria-required', 'true');
    await expect(textbox(page, 'Primary Needs')).toHaveAttribute('aria-required', 'true');
    await expect(textbox(page, 'Secondary Needs')).toHaveCount(0);

    await button(page, 'Next').click();
    await expectToast(
      page,
      'Incomplete information',
      'Please define at least the average user and primary needs.',
    );
    await expectNoAxeViolations(page);

    await textbox(page, 'Average User').fill('A salaried renter who splits bills with flatmates.');
    await expect(textbox(page, 'Extreme User')).toHaveValue(suggestExtremeUser(DOMAIN, 0));
    await expect(textbox(page, 'Unexpected User')).toHaveValue(suggestUnexpectedUser(DOMAIN, 0));
    await expect(page.getByText(ASSUMPTION_NOTE)).toBeVisible();
    await button(page, 'Regenerate extreme user suggestion').click();
    await expect(textbox(page, 'Extreme User')).toHaveValue(suggestExtremeUser(DOMAIN, 1));
    await button(page, 'Regenerate extreme user suggestion').click();
    await expect(textbox(page, 'Extreme User')).toHaveValue(suggestExtremeUser(DOMAIN, 2));
    await button(page, 'Regenerate unexpected user suggestion').click();
    await expect(textbox(page, 'Unexpected User')).toHaveValue(suggestUnexpectedUser(DOMAIN, 1));
    await expect(textbox(page, 'Extreme User')).toHaveValue(suggestExtremeUser(DOMAIN, 2));

    await textbox(page, 'Unexpected User').fill('');
    await textbox(page, 'Average User').fill('A salaried renter who splits bills with three flatmates.');
    await expect(textbox(page, 'Unexpected User')).toHaveValue('');

    await button(page, 'Next').click();
    await expectToast(
      page,
      'Incomplete information',
      'Please define at least the average user and primary needs.',
    );
    await textbox(page, 'Primary Needs').fill('Settle shared bills at the till.');
    await expectNoAxeViolations(page);
    await button(page, 'Next').click();
    await expect(page).toHaveURL(new RegExp(`/validate/win\\?journeyId=${id}$`));

    await button(page, 'Back').click();
    await expect(page).toHaveURL(/\/validate\/real\?journeyId=/);
    await expect(textbox(page, 'Primary Needs')).toHaveValue('Settle shared bills at the till.');
    await button(page, 'Back').click();
    await expect(page).toHaveURL(/\/ideate\/select\?journeyId=/);
  });

  test('win and worth: required answers, a score below 7 stays and explains, 7 or more opens the pitch', async ({
    signedInPage: page,
  }) => {
    const journey = journeyWithSelectedIdea();
    const id = await seedJourney(page, { ...journey, userPersona: validatedJourney().userPersona });
    await page.goto(`/validate/win?journeyId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Can It Win? Feasibility' })).toBeVisible();
    await expect(page.getByText(journey.selectedIdea?.description ?? '')).toBeVisible();
    const winMessage = 'Please provide information about internal capabilities and external assets.';
    await button(page, 'Next').click();
    await expectToast(page, 'Incomplete information', winMessage);
    await textbox(page, 'Internal Capabilities').fill('Our own card platform.');
    await button(page, 'Next').click();
    await expectToast(page, 'Incomplete information', winMessage);
    await textbox(page, 'External Assets & Partners').fill('A card scheme partner.');
    await page.getByRole('checkbox', { name: 'Technology Readiness' }).check();
    await page.getByRole('checkbox', { name: 'Clear Differentiation' }).check();
    await expect(page.getByRole('group', { name: 'Readiness Assessment' })).toBeVisible();
    await expectNoAxeViolations(page);
    await button(page, 'Next').click();

    await expect(page).toHaveURL(new RegExp(`/validate/worth\\?journeyId=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Is It Worth It?' })).toBeVisible();
    await expect(page.getByText('Score: N/A')).toBeVisible();
    await button(page, 'Continue').click();
    await expectToast(page, 'Missing information', 'Please fill in all required fields before submitting.');
    await chooseRating(page, 'Expected Return', 'Medium');
    await button(page, 'Continue').click();
    await expectToast(page, 'Missing information', 'Please fill in all required fields before submitting.');
    await chooseRating(page, 'Strategic Relevance', 'Medium');
    await expect(page.getByText('Score: 6')).toBeVisible();
    await button(page, 'Continue').click();
    const advice = page.getByRole('status').filter({ hasText: 'Score 6 of 10' });
    await expect(advice).toContainText('A Worth score of 7 or more is needed');
    await expect(advice).toContainText('Raising Expected Return to High would make the score 8.');
    await expect(page).toHaveURL(/\/validate\/worth/);
    await expectNoAxeViolations(page);

    await chooseRating(page, 'Expected Return', 'High');
    await expect(page.getByText('Score: 8')).toBeVisible();
    await button(page, 'Continue').click();
    await expect(page).toHaveURL(new RegExp(`/output/pitch\\?journeyId=${id}$`));
    await button(page, 'Back').click();
    await expect(page).toHaveURL(/\/validate\/worth\?journeyId=/);
    await button(page, 'Back').click();
    await expect(page).toHaveURL(/\/validate\/win\?journeyId=/);
    await expect(page.getByRole('checkbox', { name: 'Clear Differentiation' })).toBeChecked();
  });
});

test.describe('outputs', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('pitch: preview, copy of the raw text and a .pptx holding the title', async ({
    signedInPage: page,
  }) => {
    const state = validatedJourney();
    const id = await seedJourney(page, state);
    await page.goto(`/output/pitch?journeyId=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Content Generator' })).toBeVisible();
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    await expect(preview.getByRole('heading', { level: 2, name: IDEA_TITLE })).toBeVisible();
    await expect(preview.getByText('Amara Okafor')).toBeVisible();
    await expect(preview.getByText(state.problemStatement)).toBeVisible();
    await expect(preview.getByRole('heading', { name: 'Real / Win / Worth' })).toBeVisible();
    await expectNoAxeViolations(page);

    await button(page, 'Copy Content').click();
    await expect(button(page, 'Copied')).toBeVisible();
    const expected = buildPitchText(state, {
      domainName: getDomain(DOMAIN)?.name ?? '',
      subdomainName: getSubdomain(DOMAIN, 'cards_payments')?.name ?? '',
      date: new Date(),
    });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    await page.getByRole('tab', { name: 'Raw Text' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Raw Text' })).toContainText('## Problem & Opportunity');
    await expect(button(page, 'Copy Content')).toBeVisible({ timeout: 5000 });

    const { download, bytes } = await downloadBytes(page, 'Download .pptx');
    expect(download.suggestedFilename()).toBe('tap-to-split-card-payments-pitch.pptx');
    const slides = zipEntries(bytes);
    expect(slides.get('ppt/slides/slide1.xml')).toContain(IDEA_TITLE);
    expect(slides.get('ppt/slides/slide2.xml')).toContain('Problem &amp; Opportunity');
    expect(slides.has('ppt/slides/slide8.xml')).toBe(true);
    const markdown = await downloadBytes(page, 'Download .md');
    expect(markdown.download.suggestedFilename()).toBe('tap-to-split-card-payments-pitch.md');
    expect(markdown.bytes.toString('utf8')).toContain('## Problem & Opportunity');

    await button(page, 'Next').click();
    await expect(page).toHaveURL(new RegExp(`/output/brd\\?journeyId=${id}$`));
  });

  test('brd: preview with timeline, .docx and .md downloads holding the title', async ({
    signedInPage: page,
  }) => {
    const id = await seedJourney(page, validatedJourney());
    await page.goto(`/output/brd?journeyId=${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Business Requirements Document' }),
    ).toBeVisible();
    const preview = page.getByRole('tabpanel', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Functional Requirements' })).toBeVisible();
    await expect(preview.getByText('Extreme user:')).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'Phase' })).toBeVisible();
    await expect(preview.getByRole('cell', { name: 'Testing & Pilot' })).toBeVisible();
    await expectNoAxeViolations(page);

    const docx = await downloadBytes(page, 'Download .docx');
    expect(docx.download.suggestedFilename()).toBe('tap-to-split-card-payments-brd.docx');
    expect(zipEntries(docx.bytes).get('word/document.xml')).toContain(IDEA_TITLE);
    const markdown = await downloadBytes(page, 'Download .md');
    expect(markdown.download.suggestedFilename()).toBe('tap-to-split-card-payments-brd.md');
    expect(markdown.bytes.toString('utf8')).toContain(`# Business Requirements Document: ${IDEA_TITLE}`);

    await button(page, 'Back').click();
    await expect(page).toHaveURL(/\/output\/pitch\?journeyId=/);
    await button(page, 'Next').click();
    await button(page, 'Next').click();
    await expect(page).toHaveURL(new RegExp(`/output/infographic\\?journeyId=${id}$`));
  });

  test('infographic: visual and text, a .png export, and Finish Journey completes it', async ({
    signedInPage: page,
  }) => {
    const id = await seedJourney(page, validatedJourney());
    await page.goto(`/output/infographic?journeyId=${id}`);
    const visual = page.getByRole('tabpanel', { name: 'Preview' });
    await expect(visual.getByRole('heading', { level: 2, name: IDEA_TITLE })).toBeVisible();
    await expect(visual.getByText('Transforming Cards & Payments through innovative thinking')).toBeVisible();
    await expect(visual.getByText('Own card issuing platform')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Raw Text' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Raw Text' })).toContainText('INNOVATION INFOGRAPHIC');
    const png = await downloadBytes(page, 'Download .png');
    expect(png.download.suggestedFilename()).toBe('tap-to-split-card-payments-infographic.png');
    expect(png.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.bytes.length).toBeGreaterThan(20_000);
    // Small enough to mail or attach to a ticket, at twice the pixels of the preview on screen.
    expect(png.bytes.length).toBeLessThan(1_000_000);
    const box = await visual.locator('> *').first().boundingBox();
    expect(png.bytes.readUInt32BE(16)).toBe(Math.round(2 * (box?.width ?? 0)));
    const markdown = await downloadBytes(page, 'Download .md');
    expect(markdown.download.suggestedFilename()).toBe('tap-to-split-card-payments-infographic.md');
    expect(markdown.bytes.toString('utf8')).toContain(`# Infographic: ${IDEA_TITLE}`);
    await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');

    await page.route('**/api/journeys/*', (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500 }) : route.continue(),
    );
    await button(page, 'Finish Journey').click();
    await expectToast(page, 'Error saving journey', 'Failed to save the journey. Please try again.');
    await expect(page).toHaveURL(/\/output\/infographic/);
    await page.unroute('**/api/journeys/*');

    await button(page, 'Finish Journey').click();
    await expect(page.getByText('Your innovation journey has been saved successfully.')).toBeVisible();
    await button(page, 'Go to home').click();
    await expect(page).toHaveURL(/\/$/);
    const saved = await page.request.get(`/api/journeys/${id}`);
    const { journey } = (await saved.json()) as { journey: { status: string; state: { currentStage: number } } };
    expect(journey.status).toBe('completed');
    expect(journey.state.currentStage).toBe(4);
    await page.goto('/dashboard');
    const completed = page.getByRole('region', { name: 'Completed' });
    await expect(completed.getByRole('button', { name: /^Review/ })).toHaveCount(1);
    await expect(completed.getByText(validatedJourney().problemStatement)).toBeVisible();
  });
});

test('output screens read well at 375 px in dark mode', async ({ signedInPage: page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 800 });
  const id = await seedJourney(page, validatedJourney());
  for (const screen of ['/validate/worth', '/output/pitch', '/output/brd', '/output/infographic']) {
    await page.goto(`${screen}?journeyId=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});
