import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures';

export interface ScanOptions {
  /** The phone's width in CSS pixels (390 unless a spec checks a narrower phone). */
  phoneWidth?: number;
  /** A check of the spec's own, run in light and in dark mode after axe (e.g. the contrast of drawn marks). */
  alsoCheck?: (scheme: 'light' | 'dark') => Promise<void>;
}

/**
 * axe with its default rules in light mode, dark mode (after a reload) and at phone width (still
 * dark), with no sideways scrolling on the phone; the page is left in light mode at its own size.
 * `ready` waits until the part under test is drawn again.
 */
export async function scanInEveryMode(page: Page, ready: () => Promise<void>, { phoneWidth = 390, alsoCheck }: ScanOptions = {}): Promise<void> {
  await expectNoAxeViolations(page);
  await alsoCheck?.('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await ready();
  await expectNoAxeViolations(page);
  await alsoCheck?.('dark');
  const size = page.viewportSize();
  await page.setViewportSize({ width: phoneWidth, height: 844 });
  await ready();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `scrolls sideways at ${phoneWidth} px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
}
