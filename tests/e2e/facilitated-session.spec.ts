import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  closeSessionControls,
  compareAll,
  expectTimersAgree,
  ideaCard,
  openAt,
  sessionBar,
  sessionControls,
  setSlider,
  startRound,
  startSession,
} from './facilitation-steps';
import { scanInEveryMode } from './scan-every-mode';
import { journeyWithSelectedIdea } from './seed-journey';
import { closeAll, teamOfThreeWithJourney, unscoredJourney } from './team-journey';

// A workshop: Ana (the journey's creator) facilitates, Ben (editor) and Vic (viewer) take part, each
// in a browser of their own. Three people and axe in three modes: more than a default test's time.
test.describe.configure({ timeout: 360_000 });

const TAP = 'Tap-to-Split Card Payments';
const PAUSE = 'Spending Pause Button';
const CASHBACK = 'Merchant Cashback Wallet';
const REPLACEMENT = 'Instant Card Replacement';

const onStep = (step: string) => new RegExp(`/${step}\\?journeyId=`);
/** A move reaches the others through the server and their event streams: on a busy machine, allow it time. */
const FOLLOWS = { timeout: 30_000 };

test('the session bar: one timer on every screen, follow me, and back to the facilitator', async ({ browser }) => {
  const { ana, ben, vic, journeyId } = await teamOfThreeWithJourney(browser, journeyWithSelectedIdea());
  // Vic's device clock runs 40 s slow: his timer still agrees, read on the server's clock.
  await vic.page.context().clock.install({ time: Date.now() - 40_000 });
  // Counts the end tones Vic's page plays (the browser's own audio, watched, not replaced).
  await vic.page.addInitScript(() => {
    const Real = window.AudioContext;
    const counted = window as unknown as { endTones: number };
    counted.endTones = 0;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        counted.endTones += 1;
      }
    };
  });
  await openAt('ideate/ideas', journeyId, ana);
  await openAt('define/problem', journeyId, ben, vic);

  await startSession(ana, ben, vic);
  for (const { page } of [ben, vic]) {
    await expect(page).toHaveURL(onStep('ideate/ideas'), FOLLOWS);
    await expect(sessionBar(page)).toContainText('The facilitator is on: Ideas');
  }

  const controls = await sessionControls(ana.page);
  await controls.getByRole('textbox', { name: 'Minutes' }).fill('5');
  await controls.getByRole('button', { name: 'Start timer' }).click();
  await closeSessionControls(ana.page);
  for (const { page } of [ana, ben, vic]) await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
  for (let reading = 0; reading < 3; reading += 1) {
    const seconds = await expectTimersAgree([ana, ben, vic]);
    expect(Math.min(...seconds)).toBeGreaterThan(4 * 60);
    await ana.page.waitForTimeout(700);
  }
  await expect(vic.page.getByRole('status').filter({ hasText: 'Timer started: 5 minutes' })).toBeAttached();

  const pause = await sessionControls(ana.page);
  await pause.getByRole('button', { name: 'Pause' }).click();
  await pause.getByRole('button', { name: 'Add a minute' }).click();
  await closeSessionControls(ana.page);
  for (const { page } of [ben, vic]) await expect(sessionBar(page)).toContainText('Paused');
  const paused = await expectTimersAgree([ana, ben, vic]);
  expect(Math.min(...paused)).toBeGreaterThan(5 * 60);
  await ben.page.waitForTimeout(1_500);
  expect(await expectTimersAgree([ana, ben, vic])).toEqual(paused);

  await scanInEveryMode(ben.page, () => expect(sessionBar(ben.page)).toContainText('Facilitated by Ana Silva'));
  await scanInEveryMode(ana.page, async () => {
    await expect((await sessionControls(ana.page)).getByRole('button', { name: 'Resume' })).toBeVisible();
  });
  await closeSessionControls(ana.page);

  // Follow me: the facilitator moves on, everyone following comes along.
  await ana.page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  for (const { page } of [ben, vic]) await expect(page).toHaveURL(onStep('ideate/evaluate'), FOLLOWS);

  // Ben looks at something else: he stays there when Ana moves, until he goes back with one click.
  await ben.page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(ben.page).toHaveURL(onStep('ideate/ideas'), FOLLOWS);
  await expect(sessionBar(ben.page).getByRole('button', { name: 'Back to the facilitator' })).toBeVisible();
  await ana.page.goto(`/ideate/select?journeyId=${journeyId}`);
  await expect(vic.page).toHaveURL(onStep('ideate/select'), FOLLOWS);
  await expect(sessionBar(ben.page)).toContainText('The facilitator is on: Select');
  await expect(ben.page).toHaveURL(onStep('ideate/ideas'), FOLLOWS);
  await sessionBar(ben.page).getByRole('button', { name: 'Back to the facilitator' }).click();
  await expect(ben.page).toHaveURL(onStep('ideate/select'), FOLLOWS);
  await expect(sessionBar(ben.page).getByRole('button', { name: 'Back to the facilitator' })).toBeHidden();

  // "Bring everyone here" brings back even someone who left; a reload puts a person where the session is.
  await vic.page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(vic.page).toHaveURL(onStep('ideate/evaluate'), FOLLOWS);
  await (await sessionControls(ana.page)).getByRole('button', { name: 'Bring everyone here' }).click();
  await closeSessionControls(ana.page);
  await expect(vic.page).toHaveURL(onStep('ideate/select'), FOLLOWS);
  await ben.page.goto(`/validate/real?journeyId=${journeyId}`);
  await expect(ben.page).toHaveURL(onStep('ideate/select'), FOLLOWS);
  await expect(sessionBar(ben.page).getByRole('timer')).toBeVisible();

  // Time is up: the clock turns amber and says so, and the end sound plays once (Vic's clock is moved on).
  const restart = await sessionControls(ana.page);
  await restart.getByRole('textbox', { name: 'Minutes' }).fill('1');
  await restart.getByRole('button', { name: 'Start again' }).click();
  await closeSessionControls(ana.page);
  await expect(vic.page.getByRole('timer')).toHaveText(/^0[01]:\d\d$/);
  expect(await vic.page.evaluate(() => (window as unknown as { endTones: number }).endTones)).toBe(0);
  await vic.page.clock.fastForward('01:05');
  await expect(vic.page.getByRole('timer', { name: 'Timer: time is up' })).toHaveText('00:00');
  await expect(sessionBar(vic.page)).toContainText('Time is up');
  await expect(vic.page.getByRole('status').filter({ hasText: 'Time is up' })).toBeAttached();
  await expect.poll(() => vic.page.evaluate(() => (window as unknown as { endTones: number }).endTones)).toBe(1);
  await closeAll(ana, ben, vic);
});

test('a private round stays private until revealed; blind scoring shows no one else’s marks until the close', async ({ browser }) => {
  const { ana, ben, vic, journeyId } = await teamOfThreeWithJourney(browser, unscoredJourney());
  await openAt('ideate/ideas', journeyId, ana, ben, vic);
  await startSession(ana, ben, vic);
  await startRound(ana.page, 'Start a private ideas round');

  const panel = (page: Page) => page.getByRole('region', { name: 'Your private ideas' });
  const addPrivate = async (page: Page, title: string, description: string) => {
    await panel(page).getByRole('textbox', { name: 'Idea title' }).fill(title);
    await panel(page).getByRole('textbox', { name: 'Description' }).fill(description);
    await panel(page).getByRole('button', { name: 'Add private idea' }).click();
    await expect(panel(page).getByRole('list')).toContainText(title);
  };
  await addPrivate(ben.page, 'Round-up Savings Jar', 'Round card payments up and save the change.');
  await addPrivate(vic.page, 'Bill Split Reminders', 'A gentle reminder to friends who owe a share.');
  await expect(panel(ben.page)).not.toContainText('Bill Split Reminders');
  await expect(panel(vic.page)).not.toContainText('Round-up Savings Jar');
  const everyone = ana.page.getByRole('region', { name: 'Private ideas round' });
  await expect(everyone).toContainText('Round-up Savings Jar');
  await expect(everyone).toContainText('By Ben Okafor');
  await expect(everyone).toContainText('By Vic Viewer');
  await expect(everyone).toContainText('2 people added 2 ideas so far');
  // A participant's own "Add your own idea" goes to the round.
  await ben.page.getByRole('button', { name: 'Add your own idea' }).click();
  await expect(panel(ben.page).getByRole('textbox', { name: 'Idea title' })).toBeFocused();
  await scanInEveryMode(ben.page, () => expect(panel(ben.page).getByRole('list')).toContainText('Round-up Savings Jar'));

  await (await sessionControls(ana.page)).getByRole('button', { name: 'Reveal with names' }).click();
  await closeSessionControls(ana.page);
  for (const { page } of [ana, ben, vic]) {
    await expect(ideaCard(page, 'Round-up Savings Jar')).toBeVisible();
    await expect(ideaCard(page, 'Bill Split Reminders')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your private ideas' })).toBeHidden();
  }
  // Revealed with names: each idea is listed under its author.
  await expect(ben.page.getByRole('region', { name: 'Ideas from Vic Viewer' })).toContainText('Bill Split Reminders');
  await expect(vic.page.getByRole('region', { name: 'Ideas from Ben Okafor' })).toContainText('Round-up Savings Jar');
  // A second round revealed anonymously: the idea is listed without its author.
  await startRound(ana.page, 'Start a private ideas round');
  await addPrivate(vic.page, 'Cash Envelope Goals', 'Set money aside for a goal, envelope by envelope.');
  await (await sessionControls(ana.page)).getByRole('button', { name: 'Reveal anonymously' }).click();
  await closeSessionControls(ana.page);
  await expect(ben.page.getByRole('region', { name: 'Ideas from Anonymous' })).toContainText('Cash Envelope Goals');

  // Blind scoring on Evaluate, with anonymous votes.
  await ana.page.goto(`/ideate/evaluate?journeyId=${journeyId}`);
  for (const { page } of [ben, vic]) await expect(page).toHaveURL(onStep('ideate/evaluate'), FOLLOWS);
  await startRound(ana.page, 'Start blind scoring', { anonymousVotes: true });
  const blind = (page: Page) => page.getByRole('region', { name: 'Blind scoring round' });
  // Ben and Vic take part; the facilitator runs the round.
  await expect(blind(vic.page)).toContainText('0 of 2 finished');
  await setSlider(ben.page, TAP, 'Appeal Score', 10);
  await setSlider(ben.page, TAP, 'Strategic Fit', 10);
  await ideaCard(ben.page, TAP).getByRole('button', { name: `Vote for ${TAP}` }).click();
  await setSlider(vic.page, TAP, 'Appeal Score', 2);
  await setSlider(vic.page, TAP, 'Strategic Fit', 2);
  await blind(ben.page).getByRole('button', { name: 'I’m done' }).click();
  await expect(blind(vic.page)).toContainText('1 of 2 finished');
  // Each badge counts the ideas its own person scored in the round: the journey holds none meanwhile.
  await expect(vic.page.getByRole('status').filter({ hasText: /Ideas Scored/ })).toHaveText(/^1\/\d+ Ideas Scored$/);
  await expect(ana.page.getByRole('status').filter({ hasText: /Ideas Scored/ })).toHaveText(/^0\/\d+ Ideas Scored$/);
  // Vic's page holds his own marks only: no team score, no count of Ben's vote, no 10 on his sliders.
  await expect(ideaCard(vic.page, TAP).getByRole('slider', { name: `Appeal Score for ${TAP}` })).toHaveAttribute('aria-valuenow', '2');
  await expect(vic.page.getByText(/Team score/)).toHaveCount(0);
  await expect(vic.page.getByText(/\b1 vote\b/)).toHaveCount(0);
  await expect(ideaCard(vic.page, TAP)).toContainText('Blind round: results appear when the facilitator closes it.');
  await expect(ideaCard(vic.page, TAP).getByRole('button', { name: `Vote for ${TAP}` })).toHaveAttribute('aria-pressed', 'false');
  await scanInEveryMode(vic.page, () => expect(blind(vic.page)).toContainText('1 of 2 finished'));
  await expect(ideaCard(vic.page, TAP).getByRole('slider', { name: `Appeal Score for ${TAP}` })).toHaveAttribute('aria-valuenow', '2');

  await blind(ana.page).getByRole('button', { name: 'Close round and show results' }).click();
  for (const { page } of [ana, ben, vic]) {
    await expect(blind(page)).toBeHidden();
    await expect(ideaCard(page, TAP).getByText('Team score 6.0 · 2 people scored · spread 8.0')).toBeVisible();
    await expect(ideaCard(page, TAP).getByRole('button', { name: `Vote for ${TAP} (1 vote)` })).toBeVisible();
  }
  await closeAll(ana, ben, vic);
});

test('pairwise comparisons from scripted choices rank the ideas; ending the session shows everyone its summary', async ({ browser }) => {
  const { ana, ben, vic, journeyId } = await teamOfThreeWithJourney(browser, unscoredJourney());
  await openAt('ideate/evaluate', journeyId, ana, ben, vic);
  await startSession(ana, ben, vic);
  await startRound(ana.page, 'Start comparing ideas in pairs');

  // Everyone prefers the ideas in the same order: for appeal as listed, for fit the other way round.
  const order = { appeal: [TAP, PAUSE, CASHBACK, REPLACEMENT], fit: [REPLACEMENT, CASHBACK, PAUSE, TAP] };
  const panel = (page: Page) => page.getByRole('region', { name: 'Compare ideas' });
  await expect(panel(vic.page)).toContainText(/Comparison 1 of \d+\./);
  await scanInEveryMode(vic.page, () => expect(panel(vic.page)).toContainText('Which is more appealing to customers?'));
  const made = await Promise.all([compareAll(ana.page, order), compareAll(ben.page, order), compareAll(vic.page, order)]);
  for (const count of made) expect(count).toBeGreaterThanOrEqual(5);
  await expect(panel(ana.page)).toContainText('3 of 3 finished');

  await panel(ana.page).getByRole('button', { name: 'Close round and show the ranking' }).click();
  for (const { page } of [ana, vic]) {
    await expect(panel(page)).toBeHidden();
    await expect(ideaCard(page, TAP)).toContainText('Pairwise: 1st of 4 for appeal');
    await expect(ideaCard(page, TAP)).toContainText('4th of 4 for strategic fit');
    await expect(ideaCard(page, PAUSE)).toContainText('2nd of 4 for appeal');
    await expect(ideaCard(page, REPLACEMENT)).toContainText('Pairwise: 4th of 4 for appeal');
    await expect(ideaCard(page, REPLACEMENT)).toContainText('1st of 4 for strategic fit');
  }

  // Ben reads the summary in dark mode, Vic in light.
  await ben.page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(ben.page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const controls = await sessionControls(ana.page);
  await controls.getByRole('button', { name: 'End session' }).click();
  const confirm = ana.page.getByRole('dialog', { name: 'End the session?' });
  await confirm.getByRole('button', { name: 'End session' }).click();
  for (const { page } of [ana, ben, vic]) {
    const summary = page.getByRole('dialog', { name: 'Session summary' });
    await expect(summary).toContainText('Facilitated by Ana Silva');
    await expect(summary.getByRole('heading', { name: 'Time per step' })).toBeVisible();
    await expect(summary).toContainText('Evaluate:');
    await expect(summary).toContainText(`For appeal: 1st ${TAP}, 2nd ${PAUSE}, 3rd ${CASHBACK}, 4th ${REPLACEMENT}`);
    await expect(summary).toContainText(`For strategic fit: 1st ${REPLACEMENT}`);
    await expect(sessionBar(page)).toBeHidden();
  }
  await expectNoAxeViolations(vic.page);
  await expectNoAxeViolations(ben.page);
  await ben.page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(ben.page);
  await ben.page.getByRole('dialog', { name: 'Session summary' }).getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(ben.page.getByRole('dialog', { name: 'Session summary' })).toBeHidden();
  await closeAll(ana, ben, vic);
});
