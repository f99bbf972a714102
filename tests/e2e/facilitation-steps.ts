import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import type { Person } from './team-journey';

// The facilitated session (issue 23) as people in the workshop use it: the bar, the facilitator's controls.

/**
 * What reaches a page through the server and its event stream. Two of these three-person tests can
 * run at once on a two-core machine: in one full run of the CI command there, the others' bar and the
 * next comparison each came more than 10 s after the click.
 */
const ARRIVES = { timeout: 30_000 };

export const sessionBar = (page: Page) => page.getByRole('region', { name: 'Facilitated session' });
export const ideaCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Opens the journey at `step` for each person, and waits until the journey's screen is drawn. */
export async function openAt(step: string, journeyId: string, ...people: Person[]) {
  for (const { page } of people) {
    await page.goto(`/${step}?journeyId=${journeyId}`);
    await expect(page.getByRole('navigation', { name: 'Journey progress' })).toBeVisible();
  }
}

/** The facilitator's panel, opened from the session bar. */
export async function sessionControls(page: Page) {
  const drawer = page.getByRole('dialog', { name: 'Session controls' });
  if (!(await drawer.isVisible())) await sessionBar(page).getByRole('button', { name: 'Session controls' }).click();
  await expect(drawer).toBeVisible();
  return drawer;
}

export async function closeSessionControls(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Session controls' })).toBeHidden();
}

/** The facilitator starts the session from the screen they are on; everyone with the journey open sees the bar. */
export async function startSession(facilitator: Person, ...others: Person[]) {
  await facilitator.page.getByRole('button', { name: 'Start a facilitated session' }).click();
  await expect(sessionBar(facilitator.page)).toContainText('You are facilitating');
  for (const { page } of others) await expect(sessionBar(page)).toContainText(`Facilitated by ${facilitator.user.fullName}`, ARRIVES);
}

/** Seconds left on the timer as a page shows it (mm:ss). */
export async function timerSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const match = /^(\d+):(\d{2})$/.exec(text.trim());
  expect(match, `timer reads "${text}"`).not.toBeNull();
  return Number(match![1]) * 60 + Number(match![2]);
}

/** The three timers read at the same moment agree within a second. */
export async function expectTimersAgree(people: Person[]) {
  const readings = await Promise.all(people.map(({ page }) => timerSeconds(page)));
  expect(Math.max(...readings) - Math.min(...readings), `timers read ${readings.join(', ')} s`).toBeLessThanOrEqual(1);
  return readings;
}

/** A round started from the facilitator's controls. */
export async function startRound(page: Page, button: string, options: { anonymousVotes?: boolean } = {}) {
  const drawer = await sessionControls(page);
  if (options.anonymousVotes) await drawer.getByRole('checkbox', { name: 'Anonymous votes' }).check();
  await drawer.getByRole('button', { name: button }).click();
  await expect(drawer.getByRole('button', { name: /^(Reveal with names|Close round and show results)$/ })).toBeVisible();
  await closeSessionControls(page);
}

/** Sets one of the person's sliders for an idea to `value` with the keyboard. */
export async function setSlider(page: Page, title: string, label: 'Appeal Score' | 'Strategic Fit', value: number) {
  const slider = ideaCard(page, title).getByRole('slider', { name: `${label} for ${title}` });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 0; step < value; step += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(value));
}

/**
 * Answers every comparison a person is shown: for each criterion the idea that comes first in
 * that criterion's order wins. Answers how many comparisons they made.
 */
export async function compareAll(page: Page, order: { appeal: string[]; fit: string[] }): Promise<number> {
  const panel = page.getByRole('region', { name: 'Compare ideas' });
  let made = 0;
  for (;;) {
    const progress = panel.getByText(/^Comparison \d+ of \d+\./).or(panel.getByText(/^You have made all/));
    await expect(progress).toBeVisible(ARRIVES);
    if (await panel.getByText(/^You have made all/).isVisible()) return made;
    for (const criterion of ['appeal', 'fit'] as const) {
      await expect(panel.getByText(criterion === 'appeal' ? 'Which is more appealing to customers?' : 'Which fits the bank’s strategy better?')).toBeVisible();
      const shown: string[] = [];
      for (const title of order[criterion]) if (await panel.getByRole('button', { name: title, exact: true }).isVisible()) shown.push(title);
      expect(shown, 'two ideas to compare').toHaveLength(2);
      await panel.getByRole('button', { name: shown[0]!, exact: true }).click();
    }
    made += 1;
    await expect(panel.getByText(new RegExp(`^Comparison ${made + 1} of`)).or(panel.getByText(/^You have made all/))).toBeVisible(ARRIVES);
  }
}
