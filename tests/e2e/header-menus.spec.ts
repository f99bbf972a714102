import { createInitialJourneyState } from '../../src/domain/journey-state';
import { expect, test } from './fixtures';
import { seedJourney } from './seed-journey';

/** The modules of the three menus whose code loads on first use (components/deferred-menu.tsx). */
const MENU_CODE = /\/assets\/(user-menu-dropdown|workspace-menu|journey-actions-menu)-[^/]+\.js$/;

test('the dashboard menus load their code on first use, open on the first Enter, Space or click, and give the focus back', async ({
  signedInPage: page,
  user,
}) => {
  await seedJourney(page, { ...createInitialJourneyState(), problemStatement: 'Branch queues are too long on Mondays.' });
  const menuScripts: string[] = [];
  page.on('response', (response) => {
    if (MENU_CODE.test(new URL(response.url()).pathname)) menuScripts.push(new URL(response.url()).pathname);
  });
  await page.goto('/dashboard');
  const account = page.getByRole('button', { name: `Account menu for ${user.fullName}` });
  const switcher = page.getByRole('button', { name: /Switch workspace$/ });
  const rowActions = page.getByRole('button', { name: /^More actions for / });
  for (const button of [account, switcher, rowActions]) {
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  expect(menuScripts).toEqual([]);

  // Enter on the account menu: it opens, the arrow keys walk its items, Escape closes it onto its button.
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).toBeFocused();
  // Once drawn, the menu stays: Enter opens it again.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();

  // Space on the workspace switcher.
  await switcher.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('menuitem', { name: 'Create team workspace' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeFocused();
  // The arrow keys go round: up from the first item is the last.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('menuitem', { name: 'Create team workspace' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(switcher).toBeFocused();

  // A click on a row's actions.
  await rowActions.click();
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowActions).toBeFocused();

  // A content hash may itself hold a dash, so the menu's name is read from the pattern, not cut at the last dash.
  expect(menuScripts.map((path) => MENU_CODE.exec(path)?.[1]).sort()).toEqual([
    'journey-actions-menu',
    'user-menu-dropdown',
    'workspace-menu',
  ]);
});
