import sharp from 'sharp';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION } from '../../src/domain/account-schemas';
import { AVATAR_MESSAGES } from '../../src/domain/avatar-image';
import { resetLinkIn, startSmtpInbox } from '../support/smtp-inbox';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newUser, registerViaApi, test } from './fixtures';
import { E2E_SMTP_PORT } from './smtp-port';

async function openAccountFromMenu(page: Page, fullName: string) {
  await page.goto('/');
  await page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
}

async function chooseFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles(file);
}

test.describe('/account', () => {
  test('changes the full name and the avatar, and the header shows both', async ({
    signedInPage: page,
    user,
  }) => {
    await openAccountFromMenu(page, user.fullName);
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Full name').fill('Bea Costa');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your name and username are up to date.')).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Account menu for Bea Costa' })).toBeVisible();

    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer();
    await chooseFile(page, { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByText('Your new profile picture is in place.')).toBeVisible();
    const avatar = header.getByRole('img', { name: 'Bea Costa' });
    await expect(avatar).toHaveAttribute('src', /^\/api\/account\/avatar\/[^?]+\?v=[0-9a-f]+$/);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
  });

  test('refuses a file that is not an image, whatever its name', async ({ signedInPage: page, user }) => {
    await openAccountFromMenu(page, user.fullName);
    await chooseFile(page, {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Meeting notes, not a picture.'),
    });
    await expect(page.getByRole('alert').filter({ hasText: AVATAR_MESSAGES.notAnImage })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img')).toHaveCount(0);
  });

  test('says when the current password is wrong', async ({ signedInPage: page, user }) => {
    await openAccountFromMenu(page, user.fullName);
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
    await form.getByRole('textbox', { name: 'New password', exact: true }).fill('violet-lantern-harbour-7');
    await form.getByRole('textbox', { name: 'Repeat the new password' }).fill('violet-lantern-harbour-7');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeVisible();
  });

  test("signing out of other devices ends a second browser's session", async ({
    signedInPage: page,
    user,
    browser,
    baseURL,
  }) => {
    const otherContext = await browser.newContext({ baseURL });
    const otherPage = await otherContext.newPage();
    const signIn = await otherContext.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { Origin: baseURL ?? '' },
    });
    expect(signIn.status()).toBe(200);
    await otherPage.goto('/dashboard');
    await expect(otherPage.getByRole('heading', { name: 'Innovation Dashboard' })).toBeVisible();

    await openAccountFromMenu(page, user.fullName);
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This device')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    await expect(page.getByText('Your other devices have been signed out.')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    await otherPage.goto('/dashboard');
    await expect(otherPage).toHaveURL(/\/auth$/);
    await otherContext.close();
  });

  test('deletes the account after typing the password, not the e-mail address, and lands signed out on /', async ({
    signedInPage: page,
    user,
  }) => {
    await openAccountFromMenu(page, user.fullName);
    await page.evaluate(() => window.localStorage.setItem('innovationJourneyProgress', '{"currentStage":1}'));
    await page.getByRole('button', { name: 'Delete account...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirmation = dialog.getByLabel(DELETE_CONFIRMATION.password.label);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText(DELETE_CONFIRMATION.password.required)).toBeVisible();
    // The e-mail address is on the page for anyone at an unlocked screen: it does not confirm.
    await confirmation.fill(user.email);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText(DELETE_CONFIRMATION.password.mismatch)).toBeVisible();
    await confirmation.fill(user.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page.getByText('Your account, journeys and chats have been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('innovationJourneyProgress'))).toBeNull();
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(401);
  });

  test('passes an axe scan, with the delete dialog open too', async ({ signedInPage: page, user }) => {
    await openAccountFromMenu(page, user.fullName);
    await expect(page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete account...' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('password reset by e-mail', () => {
  test('"Forgot password?" e-mails a single-use link that sets a new password', async ({ page }) => {
    const inbox = await startSmtpInbox(E2E_SMTP_PORT);
    try {
      const user = newUser('Carla Reis');
      await registerViaApi(page, user);
      await page.context().clearCookies();
      await page.goto('/auth');
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const request = page.getByRole('form', { name: 'Reset password' });
      await request.getByLabel('Email').fill(user.email);
      await expectNoAxeViolations(page);
      await request.getByRole('button', { name: 'Send reset link' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.resetRequested }),
      ).toBeVisible();

      const link = resetLinkIn(await inbox.waitFor(user.email));
      await page.goto(link.pathname + link.search);
      const reset = page.getByRole('form', { name: 'Set a new password' });
      await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('violet-lantern-harbour-7');
      await reset.getByRole('textbox', { name: 'Repeat the new password' }).fill('violet-lantern-harbour-7');
      await reset.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Sign in with your new password.')).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);

      const signIn = page.getByRole('form', { name: 'Sign in' });
      await signIn.getByLabel('Email').fill(user.email);
      await signIn.getByRole('textbox', { name: 'Password' }).fill('violet-lantern-harbour-7');
      await signIn.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/);

      await page.goto(link.pathname + link.search);
      await reset.getByRole('textbox', { name: 'New password', exact: true }).fill('another-fine-passphrase');
      await reset.getByRole('textbox', { name: 'Repeat the new password' }).fill('another-fine-passphrase');
      await reset.getByRole('button', { name: 'Set new password' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.invalidResetToken }),
      ).toBeVisible();
    } finally {
      await inbox.close();
    }
  });
});
