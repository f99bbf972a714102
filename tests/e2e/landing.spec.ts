import { expect, expectNoAxeViolations, test } from './fixtures';

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
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('closing call to action reads "Get Started Today" and goes to /auth', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the success stories carousel moves with its previous and next buttons', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Success stories', exact: true }).scrollIntoViewIfNeeded();
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
  await expect(page).toHaveURL(/\/auth$/);
  await context.close();
});
