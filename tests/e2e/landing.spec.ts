import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { contentUnderChatButton, contrastRatio, paintAndBackdrop } from './layout-checks';

test.describe('landing page, signed out', () => {
  test('shows the marketing copy and sends the hero button to /auth', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Guided Process', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Transform Banking Through Structured Innovation' })).toBeVisible();
    await expect(page.getByText('Design Thinking for Banking Innovation').first()).toBeVisible();
    for (const heading of ['How It Works', 'Why Choose Innovation Studio', 'Success Stories']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    for (const step of ['Assemble Team', 'Define Problem', 'Generate Ideas', 'Validate', 'Create Output']) {
      await expect(page.getByText(new RegExp(`^\\d\\. ${step}$`))).toBeVisible();
    }
    for (const reason of ['Expert-Guided Process', 'Proven Framework', 'Domain Specialization']) {
      await expect(page.getByRole('heading', { name: reason })).toBeVisible();
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Dashboard' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Open the innovation chat assistant' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign In to Get Started' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  });

  test('closing call to action reads "Get Started Today" and opens /auth ready to register', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);
    await expect(page.getByRole('button', { name: 'Register', pressed: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  });

  test('the success stories carousel moves with its previous and next buttons', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Success Stories', exact: true }).scrollIntoViewIfNeeded();
    const slides = page.getByRole('group', { name: /of 3$/ });
    await expect(slides).toHaveCount(3);
    const quote = (text: RegExp) => page.getByRole('group').filter({ hasText: text });
    await expect(quote(/three weeks/)).toBeInViewport();
    await page.getByRole('button', { name: 'Next story' }).click();
    await expect(quote(/68%/)).toBeInViewport();
    await expect(quote(/three weeks/)).not.toBeInViewport();
    await page.getByRole('button', { name: 'Previous story' }).click();
    await expect(quote(/three weeks/)).toBeInViewport();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the carousel's dots stand out from the page in ${scheme} mode, the current one most`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/');
      const dot = (index: number) => page.getByRole('button', { name: `Show story ${index}` });
      await dot(1).scrollIntoViewIfNeeded();
      await expect(dot(1)).toHaveAttribute('aria-current', 'true');
      const inactive = await paintAndBackdrop(dot(2), 'before-background');
      const active = await paintAndBackdrop(dot(1), 'before-background');
      expect(inactive.alpha, 'the inactive dot is painted').toBe(1);
      expect(contrastRatio(inactive.paint, inactive.backdrop)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(active.paint, active.backdrop)).toBeGreaterThanOrEqual(3);
      expect(active.paint).not.toEqual(inactive.paint);
      expect((await dot(1).boundingBox())?.width).toBeGreaterThan((await dot(2).boundingBox())?.width ?? Infinity);

      await dot(3).click();
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('group').filter({ hasText: /compliance a partner/ })).toBeInViewport();
    });
  }

  test('passes an axe scan in light and dark mode', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expectNoAxeViolations(page);
  });

  test('fits a phone-sized screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign In to Get Started' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the landing page reads, and leads to sign-in, before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Transform Banking Through Structured Innovation' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Success Stories' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In to Get Started' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=register$/);
  await context.close();
});


/** Errors the page logs or throws while it loads and settles. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('with dark mode stored, the prerendered landing page hydrates without an error and shows dark', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('in dark mode, headings are brighter than body text', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const heading = await paintAndBackdrop(page.getByRole('heading', { name: 'How It Works' }), 'text');
  const body = await paintAndBackdrop(page.getByText(/^Pick consultants, technologists and bankers/), 'text');
  expect(contrastRatio(heading.paint, heading.backdrop)).toBeGreaterThan(contrastRatio(body.paint, body.backdrop) + 2);
});

test.describe('landing page, signed in', () => {
  test('the closing "Go to Dashboard" runs the hero\'s action: a new journey on the team screen', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/define\/team$/);
    await expect(page.getByText('0/2 Selected')).toBeVisible();
  });

  test('on a phone, the chat button leaves the end of the page clear', async ({ signedInPage: page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
    expect(await contentUnderChatButton(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
