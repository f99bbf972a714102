import type { Page } from '@playwright/test';
import { KEY_DELAY_MS, caretAt, serverState } from './co-typing-steps';
import { expect, test } from './fixtures';
import { journeyWithSelectedIdea } from './seed-journey';
import { type Person, closeAll, teamWithJourney } from './team-journey';

// A reload while offline opens the journey from the service worker's copy of the app.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

const BASE = 'Card platform team and payment rails.';
const capabilities = (page: Page) => page.getByRole('textbox', { name: 'Internal Capabilities' });

test('three people type in one Win field at once; one loses the connection mid-sentence and reloads offline; every word ends up in place for all', async ({
  browser,
}) => {
  const start = journeyWithSelectedIdea();
  const team = await teamWithJourney(browser, { ...start, feasibility: { ...start.feasibility, internalCapabilities: BASE } }, [
    { name: 'Ben Okafor', role: 'editor' },
    { name: 'Chloe Dubois', role: 'editor' },
  ]);
  const [ben, chloe] = team.others as [Person, Person];
  const ana = team.owner;
  await Promise.all([ana, ben, chloe].map(({ page }) => page.goto(`/validate/win?journeyId=${team.journeyId}`)));
  for (const { page } of [ana, ben, chloe]) await expect(page.getByRole('group', { name: /^Also here: / })).toBeVisible({ timeout: 20_000 });
  await chloe.page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  const middle = BASE.indexOf('and');
  const [atStart, inMiddle] = ['Twelve engineers, ', 'real-time '];
  const [beforeDrop, afterDrop] = [' Fraud models in', ' production today.'];
  await caretAt(capabilities(ana.page), 'start');
  await caretAt(capabilities(ben.page), middle);
  await caretAt(capabilities(chloe.page), 'end');
  await Promise.all([
    capabilities(ana.page).pressSequentially(atStart, { delay: KEY_DELAY_MS }),
    capabilities(ben.page).pressSequentially(inMiddle, { delay: KEY_DELAY_MS }),
    (async () => {
      await capabilities(chloe.page).pressSequentially(beforeDrop, { delay: KEY_DELAY_MS });
      // The connection drops mid-sentence; she goes on typing.
      await chloe.page.context().setOffline(true);
      await capabilities(chloe.page).pressSequentially(afterDrop, { delay: KEY_DELAY_MS });
    })(),
  ]);
  await expect(chloe.page.getByRole('status').filter({ hasText: 'Offline: your changes are kept on this device' })).toBeVisible();

  // Offline, a reload opens the journey from her device with her whole sentence.
  await chloe.page.reload();
  await expect(capabilities(chloe.page)).toHaveValue(new RegExp(`${beforeDrop}${afterDrop}$`));

  await chloe.page.context().setOffline(false);
  const expected = `${atStart}${BASE.slice(0, middle)}${inMiddle}${BASE.slice(middle)}${beforeDrop}${afterDrop}`;
  for (const { page } of [ana, ben, chloe]) await expect(capabilities(page)).toHaveValue(expected, { timeout: 20_000 });
  await expect.poll(async () => (await serverState(ana, team.journeyId)).feasibility.internalCapabilities).toBe(expected);
  await closeAll(ana, ben, chloe);
});
