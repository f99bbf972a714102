import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface TestUser {
  email: string;
  password: string;
  fullName: string;
}

let userCounter = 0;
export function newUser(fullName = 'Ana Silva'): TestUser {
  userCounter += 1;
  const unique = `${Date.now()}-${process.pid}-${userCounter}-${Math.random().toString(36).slice(2, 7)}`;
  return { email: `e2e-${unique}@bank.example`, password: 'tangerine-harbour-42', fullName };
}

/**
 * Registers through the API from inside the page's context, so the page shares the session cookie;
 * `origin` is the app the context talks to (the project's, unless a spec runs apps of its own).
 */
export async function registerViaApi(page: Page, user: TestUser, origin = test.info().project.use.baseURL ?? ''): Promise<void> {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email: user.email, password: user.password, name: user.fullName },
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Registers as a new user does: the landing page's calls to action open /auth on the Register tab; then the dashboard. */
export async function registerViaForm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth?mode=register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Full name').fill(user.fullName);
  await form.getByRole('textbox', { name: 'Password' }).fill(user.password);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Innovation Dashboard' })).toBeVisible();
}

/** Fails on any axe violation of its default rules (WCAG and best practices), listing what and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A dialog still fading in reads as low contrast: scan what people see once it has settled
  // (spinners turn forever and are not waited for).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

export const test = base.extend<{ user: TestUser; signedInPage: Page }>({
  // Every page of every test also checks that nothing the app does breaks its Content-Security-Policy
  // (an eval probe, an inline script or style it forbids), on every document it opened.
  page: async ({ page }, use) => {
    const violations: string[] = [];
    await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __reportCspViolation(violation: string): void }).__reportCspViolation;
        report(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    // The landing page is prerendered: a click that comes before React takes it over is lost.
    const navigate = { goto: page.goto.bind(page), reload: page.reload.bind(page) };
    const interactive = () => page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
    page.goto = async (...args) => {
      const response = await navigate.goto(...args);
      await interactive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await navigate.reload(...args);
      await interactive();
      return response;
    };
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  user: async ({}, use) => {
    await use(newUser());
  },
  signedInPage: async ({ page, user }, use) => {
    await registerViaApi(page, user);
    await use(page);
  },
});

export { expect };
