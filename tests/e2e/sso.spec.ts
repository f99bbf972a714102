import type { Page } from '@playwright/test';
import { type TestIdentityProvider, startIdentityProvider } from '../support/oidc-identity-provider';
import { type TestSamlIdentityProvider, startSamlIdentityProvider } from '../support/saml-identity-provider';
import { type TestDnsServer, startDnsServer } from '../support/test-dns-server';
import { expect, expectNoAxeViolations, newUser, registerViaApi, test } from './fixtures';

const port = Number(process.env.E2E_PORT ?? 4173);
const IDENTITY_PORT = port + 3;
const SAML_IDENTITY_PORT = port + 4;
const CLIENT_ID = 'innovation-studio-e2e';
const CLIENT_SECRET = 'e2e-idp-client-secret-5a0f19c2-never-in-the-browser';
const DOMAIN = `e2e-sso-${Date.now()}.example`;
const TEAM = 'Payments Guild';
const SAML_DOMAIN = `e2e-saml-${Date.now()}.example`;
const SAML_TEAM = 'Treasury Lab';

// One identity provider and one DNS server on fixed ports: these tests share them, in order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let idp: TestIdentityProvider;
let samlIdp: TestSamlIdentityProvider;
let dns: TestDnsServer;
/** Every answer the browsers got from the app, to look for the client secret in. */
const received: string[] = [];

function keepAnswers(page: Page) {
  page.on('response', async (response) => {
    if (!response.url().startsWith(`http://localhost:${port}`)) return;
    const body = await response.text().catch(() => '');
    received.push(body, JSON.stringify(response.headers()));
  });
}

/** Axe at desktop width in light and dark mode, then at phone width in dark mode. */
async function expectAccessibleEverywhere(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(path);
    await ready(page);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path);
  await ready(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** At the identity provider's own login page: the login is pre-filled from the e-mail given. */
async function signInAtIdentityProvider(page: Page, email: string) {
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${IDENTITY_PORT}/interaction/`));
  await expect(page.locator('input[name="login"]')).toHaveValue(email);
  await page.locator('input[name="password"]').fill('any password at the test provider');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function continueWithSso(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with single sign-on' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Work email' }).fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test.beforeAll(async () => {
  dns = await startDnsServer(IDENTITY_PORT);
  idp = await startIdentityProvider({
    port: IDENTITY_PORT,
    clients: [{ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUris: [`http://localhost:${port}/api/auth/sso/callback`] }],
  });
  samlIdp = await startSamlIdentityProvider({ port: SAML_IDENTITY_PORT });
});
test.afterAll(async () => {
  await idp?.close();
  await samlIdp?.close();
  await dns?.close();
});

test('an owner sets up single sign-on for the bank’s e-mail domain and proves the domain', async ({ signedInPage: page }) => {
  keepAnswers(page);
  const created = await page.request.post('/api/workspaces', { data: { name: TEAM }, headers: { Origin: `http://localhost:${port}` } });
  const workspaceId = ((await created.json()) as { workspace: { id: string } }).workspace.id;
  const membersPage = `/workspaces/${workspaceId}/members`;
  await page.goto(membersPage);
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Redirect URI' })).toHaveValue(`http://localhost:${port}/api/auth/sso/callback`);

  const form = page.getByRole('form', { name: 'Identity provider' });
  await form.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(form.getByText('Enter the issuer as a full https:// address', { exact: false })).toBeVisible();
  await form.getByRole('textbox', { name: 'Issuer' }).fill(idp.issuer);
  await form.getByRole('textbox', { name: 'Client ID' }).fill(CLIENT_ID);
  await form.getByLabel('Client secret').fill(CLIENT_SECRET);
  await form.getByRole('combobox', { name: 'Role for new members' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await form.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Your identity provider settings have been saved.')).toBeVisible();
  await expect(form.getByLabel('Client secret')).toHaveValue('');

  await page.getByRole('textbox', { name: 'E-mail domain' }).fill(DOMAIN.toUpperCase());
  await page.getByRole('button', { name: 'Add domain' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: DOMAIN });
  await expect(entry.getByText('Not verified yet')).toBeVisible();
  await entry.getByRole('button', { name: `Verify ${DOMAIN}` }).click();
  await expect(page.getByText('We could not find the verification record yet.', { exact: false })).toBeVisible();
  dns.publishTxt(await entry.getByRole('textbox', { name: 'Name' }).inputValue(), await entry.getByRole('textbox', { name: 'Value' }).inputValue());
  await entry.getByRole('button', { name: `Verify ${DOMAIN}` }).click();
  await expect(entry.getByText('Verified', { exact: true })).toBeVisible();

  await expectAccessibleEverywhere(page, membersPage, (shown) => expect(shown.getByText('Verified', { exact: true })).toBeVisible());
});

test('a colleague signs in through the bank’s identity provider and lands in the team', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  keepAnswers(page);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Continue with single sign-on' })).toBeVisible();
  await expectAccessibleEverywhere(page, '/auth', async (shown) => {
    await shown.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(shown.getByRole('textbox', { name: 'Work email' })).toBeVisible();
  });

  const email = `nadia@${DOMAIN}`;
  await continueWithSso(page, email);
  await signInAtIdentityProvider(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Innovation Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await expect(page.getByRole('menuitem', { name: TEAM })).toBeVisible();
  await context.close();
});

test('someone whose address already has a password account links it with the password', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  keepAnswers(page);
  const person = { ...newUser('Omar Haddad'), email: `omar@${DOMAIN}` };
  await registerViaApi(page, person);
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { Origin: `http://localhost:${port}` } });

  await continueWithSso(page, person.email);
  await signInAtIdentityProvider(page, person.email);
  await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Link your account' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
  await form.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await form.getByRole('button', { name: 'Link and continue with single sign-on' }).click();
  await expect(form.getByText('Invalid email or password')).toBeVisible();
  await form.getByRole('textbox', { name: 'Password' }).fill(person.password);
  await form.getByRole('button', { name: 'Link and continue with single sign-on' }).click();
  // The provider still knows this browser: it answers at once, and the account is linked.
  await expect(page).toHaveURL(`http://localhost:${port}/`);
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { email: string; name: string } };
  expect(session.user).toMatchObject({ email: person.email, name: 'Omar Haddad' });
  await context.close();
});

/** Publishes the domain's verification record at the test DNS server, and verifies it. */
async function proveDomain(page: Page, domain: string) {
  await page.getByRole('textbox', { name: 'E-mail domain' }).fill(domain);
  await page.getByRole('button', { name: 'Add domain' }).click();
  const entry = page.getByRole('listitem').filter({ hasText: domain });
  dns.publishTxt(await entry.getByRole('textbox', { name: 'Name' }).inputValue(), await entry.getByRole('textbox', { name: 'Value' }).inputValue());
  await entry.getByRole('button', { name: `Verify ${domain}` }).click();
  await expect(entry.getByText('Verified', { exact: true })).toBeVisible();
}

test('an owner sets up SAML single sign-on from the identity provider’s metadata', async ({ signedInPage: page }) => {
  keepAnswers(page);
  const created = await page.request.post('/api/workspaces', { data: { name: SAML_TEAM }, headers: { Origin: `http://localhost:${port}` } });
  const workspaceId = ((await created.json()) as { workspace: { id: string } }).workspace.id;
  const membersPage = `/workspaces/${workspaceId}/members`;
  await page.goto(membersPage);
  const form = page.getByRole('form', { name: 'Identity provider' });
  await form.getByRole('radio', { name: 'SAML 2.0' }).check();
  const serviceProvider = `http://localhost:${port}/api/auth/sso/saml2/sp`;
  await expect(form.getByRole('textbox', { name: 'Entity ID' })).toHaveValue(`${serviceProvider}/metadata?providerId=workspace-${workspaceId}`);
  await expect(form.getByRole('textbox', { name: 'Reply URL' })).toHaveValue(`${serviceProvider}/acs/workspace-${workspaceId}`);

  await form.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(form.getByText('Paste your identity provider’s metadata XML, or enter')).toBeVisible();
  await form.getByRole('textbox', { name: 'Identity provider metadata (XML)' }).fill(samlIdp.metadataXml);
  await form.getByRole('combobox', { name: 'Role for new members' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await form.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Your identity provider settings have been saved.')).toBeVisible();
  // Saved: the details read from the metadata, and the certificate the provider signs with.
  await expect(form.getByRole('radio', { name: 'Enter them myself' })).toBeChecked();
  await expect(form.getByRole('textbox', { name: 'Single sign-on URL' })).toHaveValue(samlIdp.ssoUrl);
  await expect(form.getByRole('textbox', { name: 'Identity provider entity ID' })).toHaveValue(samlIdp.entityId);
  await expect(form.getByText('CN=Test Bank identity provider, valid until', { exact: false })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Service provider metadata' })).toBeVisible();

  await proveDomain(page, SAML_DOMAIN);
  await expectAccessibleEverywhere(page, membersPage, (shown) => expect(shown.getByText('Saved signing certificate')).toBeVisible());
});

test('a colleague signs in through the bank’s SAML identity provider and lands in the team', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  keepAnswers(page);
  await continueWithSso(page, `rania@${SAML_DOMAIN}`);
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${SAML_IDENTITY_PORT}/sso\\?SAMLRequest=`));
  await page.getByRole('textbox', { name: 'Login' }).fill(`rania@${SAML_DOMAIN}`);
  await page.getByRole('textbox', { name: 'Password' }).fill('any password at the test provider');
  await page.getByRole('button', { name: 'Sign in at Test Bank' }).click();
  // The provider's page posts the signed response back to the app, which signs her in.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Innovation Dashboard' })).toBeVisible();
  const session = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { email: string } };
  expect(session.user.email).toBe(`rania@${SAML_DOMAIN}`);
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await expect(page.getByRole('menuitem', { name: SAML_TEAM })).toBeVisible();
  await context.close();
});

test('no secret came back to a browser: not the client secret the owner typed, nor the SAML provider’s key', async () => {
  expect(received.length).toBeGreaterThan(20);
  expect(received.filter((text) => text.includes(CLIENT_SECRET))).toEqual([]);
  const keyLine = samlIdp.privateKey.split('\n')[2]!;
  expect(received.filter((text) => text.includes(keyLine))).toEqual([]);
});
