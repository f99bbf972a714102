import { expect, expectNoAxeViolations, newUser, registerViaApi, registerViaForm, test } from './fixtures';

test.describe('/auth', () => {
  test('a new user registers onto the dashboard, sees the signed-in landing page, signs out and signs back in', async ({
    page,
  }) => {
    const user = newUser('Ana Silva');
    await registerViaForm(page, user);
    await page.getByRole('link', { name: 'Innovation Studio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Start Innovation Journey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the innovation chat assistant' })).toBeVisible();
    const menuButton = page.getByRole('button', { name: `Account menu for ${user.fullName}` });
    await expect(menuButton).toContainText('E');
    await menuButton.click();
    await expect(page.getByRole('menu').getByText(user.fullName)).toBeVisible();
    await expect(page.getByRole('menu').getByText(user.email)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('You have been successfully logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Start Innovation Journey' })).toBeVisible();
  });

  test('a user with no full name reads "User"', async ({ page }) => {
    const user = newUser('');
    await registerViaApi(page, user);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account menu for User' }).click();
    await expect(page.getByRole('menu').getByText('User', { exact: true })).toBeVisible();
  });

  test('shows every validation message of the sign-in and register forms', async ({ page }) => {
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill('not-an-email');
    await signIn.getByRole('textbox', { name: 'Password' }).fill('abc');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(signIn.getByText('Please enter a valid email address')).toBeVisible();
    await expect(signIn.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Email').fill('still-not-an-email');
    await register.getByLabel('Username').fill('ab');
    await register.getByLabel('Full name').fill('A');
    await register.getByRole('textbox', { name: 'Password' }).fill('abc');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect(register.getByText('Please enter a valid email address')).toBeVisible();
    await expect(register.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(register.getByText('Full name must be at least 2 characters')).toBeVisible();
    await expect(register.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(register.getByLabel('Full name')).toHaveValue('A');
  });

  test('a wrong password says "Invalid email or password" and keeps what was typed', async ({ page }) => {
    const user = newUser();
    await registerViaApi(page, user);
    await page.context().clearCookies();
    await page.goto('/auth');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByRole('textbox', { name: 'Password' }).fill('definitely-wrong');
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(signIn.getByLabel('Email')).toHaveValue(user.email);
  });

  test('registering an e-mail already in use, or a common password, says so', async ({ page }) => {
    const user = newUser();
    await registerViaApi(page, user);
    await page.context().clearCookies();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Email').fill(user.email);
    await register.getByRole('textbox', { name: 'Password' }).fill('password');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This password is too common' })).toBeVisible();
    await register.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  });

  test('a signed-in user who opens /auth is sent to /, whichever tab the address names', async ({ signedInPage: page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/auth?mode=register');
    await expect(page).toHaveURL(/\/$/);
  });

  test('/auth opens on Sign In, /auth?mode=register on Register, and the header link goes back to Sign In', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In', pressed: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register' })).toBeHidden();

    await page.goto('/auth?mode=register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', pressed: true })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeHidden();

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });

  test('a visitor sent to /auth by a protected screen who registers there returns to that screen', async ({ page }) => {
    const user = newUser();
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: 'Register' }).click();
    const register = page.getByRole('form', { name: 'Register' });
    await register.getByLabel('Email').fill(user.email);
    await register.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/chat$/);
  });

  test('passes an axe scan with both tabs', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register' }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe('guard', () => {
  test('a signed-out visitor to a protected screen lands on /auth with history replaced', async ({ page }) => {
    await page.goto('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out visitor to a signed-in page sees the sign-in page from the first paint, never that page', async ({ page }) => {
    // Everything the document ever showed, from the first bytes the browser parsed.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      Object.assign(window, { framesSeen: seen });
      new MutationObserver(() => {
        const text = document.body?.textContent ?? '';
        if (text.includes('Innovation Dashboard')) seen.add('the dashboard');
        if (text.includes('Loading the journey')) seen.add('a journey');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    for (const address of ['/dashboard', '/define/problem?journeyId=3f1c2a9e-8b7d-4c6e-9a5f-1e2d3c4b5a69']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/auth$/);
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      expect(await page.evaluate(() => [...(window as unknown as { framesSeen: Set<string> }).framesSeen])).toEqual([]);
    }
  });

  test('signing up keeps the page on screen until the next one can draw, never a blank page', async ({ page }) => {
    const user = newUser();
    await page.goto('/auth?mode=register');
    const register = page.getByRole('form', { name: 'Register' });
    await expect(register).toBeVisible();
    // The dashboard's code arrives a second late, as on a slow connection.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.evaluate(() => {
      const seen = { blank: false };
      Object.assign(window, { blankSeen: seen });
      new MutationObserver(() => {
        if (!document.querySelector('main')?.textContent?.trim()) seen.blank = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await register.getByLabel('Email').fill(user.email);
    await register.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Innovation Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { blankSeen: { blank: boolean } }).blankSeen.blank)).toBe(false);
  });

  test('a visitor whose session has ended sees the sign-in frame while the sign-in page loads, never a blank page', async ({
    page,
    baseURL,
  }) => {
    // A cookie the server no longer knows: the page asked for comes, and the app finds no session.
    await page.context().addCookies([{ name: 'better-auth.session_token', value: 'ended.session', url: baseURL! }]);
    await page.route('**/assets/auth-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = { blank: false, frame: false };
      let drawn = false;
      Object.assign(window, { seen });
      new MutationObserver(() => {
        const main = document.querySelector('main');
        // Blank: nothing in the page's main part once it has drawn something.
        if (main?.textContent?.trim()) drawn = true;
        else if (drawn) seen.blank = true;
        if (main?.textContent?.includes('Welcome back') && document.querySelector('[role="status"]')) seen.frame = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => (window as unknown as { seen: { blank: boolean; frame: boolean } }).seen)).toEqual({
      blank: false,
      frame: true,
    });
  });

  test('after signing in, the visitor returns to the screen they asked for', async ({ page }) => {
    const user = newUser();
    await registerViaApi(page, user);
    await page.context().clearCookies();
    await page.goto('/dashboard');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(user.email);
    await signIn.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Innovation Dashboard' })).toBeVisible();
  });

  test('when the server cannot tell who is signed in, it says so instead of asking to sign in again', async ({
    signedInPage: page,
  }) => {
    await page.route('**/api/auth/get-session', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable.' } } }),
    );
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Innovation Studio cannot be reached right now' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectNoAxeViolations(page);
    await page.unroute('**/api/auth/get-session');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Innovation Dashboard' })).toBeVisible();
  });
});
