import type { Page } from '@playwright/test';
import type { Idea, JourneyState } from '../../src/domain/journey-state';
import { SCRIPT_PAYLOADS } from '../security/support/script-payloads';
import { expect, test } from './fixtures';
import { seedJourney, validatedJourney } from './seed-journey';

const [SCRIPT, IMG, SVG, SVG_SCRIPT, HTML_LINK, MD_LINK, MD_IMAGE, IFRAME, TEMPLATE] = SCRIPT_PAYLOADS;

function payloadIdea(id: string, title: string, description: string, appealScore: number): Idea {
  return {
    id,
    title,
    description,
    votes: 0,
    type: 'Product',
    personaSource: 'Amara Okafor',
    appealScore,
    fitScore: appealScore,
    averageScore: appealScore,
  };
}

/** A finished journey with a script, markup or javascript: link payload in every text a screen shows. */
function hostileJourney(): JourneyState {
  const base = validatedJourney();
  const ideas = [
    payloadIdea('idea-1', SVG, `${SCRIPT} splits a card payment`, 9),
    payloadIdea('idea-2', HTML_LINK, MD_IMAGE, 8),
    payloadIdea('idea-3', MD_LINK, IFRAME, 7),
    payloadIdea('idea-4', TEMPLATE, SVG_SCRIPT, 6),
  ];
  return {
    ...base,
    journeyName: IMG,
    problemStatement: `${SCRIPT} Friends who share bills pay each other back late.`,
    generatedIdeas: ideas,
    ideas,
    selectedIdea: ideas[0] ?? null,
    userPersona: {
      ...base.userPersona,
      averageUser: MD_LINK,
      primaryNeeds: HTML_LINK,
      extremeUser: SVG_SCRIPT,
    },
    feasibility: { ...base.feasibility, internalCapabilities: IMG, externalAssets: IFRAME },
    viability: { ...base.viability, costEstimate: TEMPLATE, risks: SVG, longTermValue: MD_IMAGE },
  };
}

/** Nothing ran and nothing was injected: no marker, no dialog, no element built from a payload. */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
  const injected = await page.evaluate(() => ({
    handlers: document.querySelectorAll('[onerror], [onload], iframe, img[src="x"]').length,
    javascriptLinks: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((a) =>
      a.href.startsWith('javascript:'),
    ).length,
    scripts: [...document.scripts].filter((script) => script.textContent?.includes('__xss')).length,
  }));
  expect(injected).toEqual({ handlers: 0, javascriptLinks: 0, scripts: 0 });
  expect(dialogs).toEqual([]);
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe('hostile text is shown as text and never runs', () => {
  test('on the dashboard, the ideas screens and the validation screens', async ({ signedInPage: page }) => {
    const dialogs = watchDialogs(page);
    const id = await seedJourney(page, hostileJourney());

    await page.goto('/dashboard');
    await expect(page.getByText(IMG, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(SCRIPT, { exact: false }).first()).toBeVisible();
    await expectNothingRan(page, dialogs);

    for (const screen of ['/ideate/ideas', '/ideate/evaluate', '/ideate/select']) {
      await page.goto(`${screen}?journeyId=${id}`);
      await expect(page.getByText(SVG, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(HTML_LINK, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(MD_LINK, { exact: true }).first()).toBeVisible();
      await expectNothingRan(page, dialogs);
    }

    await page.goto(`/validate/real?journeyId=${id}`);
    await expect(page.getByRole('textbox', { name: 'Average User' })).toHaveValue(MD_LINK);
    await expect(page.getByRole('textbox', { name: 'Primary Needs' })).toHaveValue(HTML_LINK);
    await expect(page.getByText(SVG, { exact: true }).first()).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.goto(`/validate/win?journeyId=${id}`);
    await expect(page.getByRole('textbox', { name: 'Internal Capabilities' })).toHaveValue(IMG);
    await expectNothingRan(page, dialogs);
    await page.goto(`/validate/worth?journeyId=${id}`);
    await expect(page.getByRole('textbox', { name: 'Risks', exact: true })).toHaveValue(SVG);
    await expectNothingRan(page, dialogs);
  });

  test('in the pitch, BRD and infographic previews', async ({ signedInPage: page }) => {
    const dialogs = watchDialogs(page);
    const id = await seedJourney(page, hostileJourney());
    // The infographic keeps the first sentence of each answer, cut at the payload's first full stop.
    const shown: Array<[string, string[]]> = [
      ['/output/pitch', [SVG, SCRIPT, HTML_LINK]],
      ['/output/brd', [SVG, SCRIPT, MD_LINK]],
      ['/output/infographic', [SVG, '<img src=x onerror="window']],
    ];
    for (const [screen, texts] of shown) {
      await page.goto(`${screen}?journeyId=${id}`);
      const preview = page.getByRole('tabpanel', { name: 'Preview' });
      for (const text of texts) await expect(preview.getByText(text, { exact: false }).first()).toBeVisible();
      await expectNothingRan(page, dialogs);
    }
  });

  test('in the chat, its messages and its list of conversations', async ({ signedInPage: page }) => {
    const dialogs = watchDialogs(page);
    await page.goto('/chat');
    const input = page.getByRole('textbox', { name: 'Message' });
    for (const payload of [SCRIPT, IMG, MD_LINK, SVG]) {
      await input.fill(payload);
      await input.press('Enter');
      await expect(page.getByRole('log').getByText(payload, { exact: true })).toBeVisible();
      await expect(input).toHaveValue('');
    }
    await expectNothingRan(page, dialogs);
    await page.reload();
    await page.getByRole('button', { name: 'Conversations' }).click();
    await page.getByRole('menuitem', { name: SCRIPT }).click();
    await expect(page.getByRole('log').getByText(SVG, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  });
});
