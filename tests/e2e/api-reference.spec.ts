import { expect, test } from './fixtures';
import { scanInEveryMode } from './scan-every-mode';

test.describe('/developers/api', () => {
  test('lists every operation of the public API from the app’s own bundle, readable in every mode', async ({ signedInPage: page }) => {
    const fromElsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') fromElsewhere.push(request.url());
    });
    // Where a person holding a token finds it: beside their tokens.
    await page.goto('/account');
    await page.getByRole('link', { name: 'What a token can call: the API reference' }).click();
    await expect(page).toHaveURL(/\/developers\/api$/);
    const ready = () => expect(page.getByRole('heading', { name: 'Innovation Studio API', level: 1 })).toBeVisible();
    await ready();
    for (const section of ['Journeys', 'Live co-editing', 'Comments', 'Facilitated sessions', 'Portfolio', 'Audit']) {
      await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
    }
    const changes = page.getByRole('article', { name: /\/api\/journeys\/\{id\}\/changes Apply a batch of changes/ });
    await expect(changes.getByText('Token scope: `journeys:write`. Roles: owners and editors.')).toBeVisible();
    await expect(changes.getByText('"baseVersion": 3')).toBeVisible();
    await page.getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { name: 'Audit', level: 2 })).toBeInViewport();
    await scanInEveryMode(page, ready);
    expect(fromElsewhere).toEqual([]);
  });
});
