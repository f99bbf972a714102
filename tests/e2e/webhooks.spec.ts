import { expect, registerViaApi, test } from './fixtures';
import { scanInEveryMode } from './scan-every-mode';

const TEAM = 'Payments Integration Squad';
const FAKE_MODEL_PORT = Number(process.env.FAKE_MODEL_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
const RECEIVER = `http://127.0.0.1:${FAKE_MODEL_PORT}/webhooks/in`;

test.describe.configure({ timeout: 120_000 });

test('an owner adds a signed webhook, copies its secret once, sends a test and sees the delivery with a Resend button', async ({ page, user }) => {
  await registerViaApi(page, user);
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const created = await page.request.post('/api/workspaces', { data: { name: TEAM }, headers: origin });
  const teamId = (await created.json()).workspace.id as string;
  await page.goto(`/workspaces/${teamId}/webhooks`);
  await expect(page.getByRole('heading', { name: 'Webhooks and notifications', level: 1 })).toBeVisible();
  await expect(page.getByText('No endpoints yet.')).toBeVisible();

  // An address the operator did not list is refused with the reason.
  await page.getByRole('textbox', { name: 'Address' }).fill('https://hooks.example.com/in');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText(/not on the list of webhook endpoints the operator approved/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Address' }).fill(RECEIVER);
  await page.getByRole('checkbox', { name: 'Journey created' }).check();
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = page.getByRole('textbox', { name: 'Signing secret' });
  await expect(secret).toHaveValue(/^whsec_/);
  await expect(page.getByRole('button', { name: 'Copy the signing secret' })).toBeVisible();
  const endpoint = page.getByRole('article', { name: 'Signed webhook' });
  await expect(endpoint.getByText(RECEIVER)).toBeVisible();
  await expect(endpoint.getByText('Events: Journey created, Journey completed')).toBeVisible();
  await expect(endpoint.getByText('Active')).toBeVisible();

  await scanInEveryMode(page, () => expect(page.getByRole('article', { name: 'Signed webhook' })).toBeVisible());
  // After a reload the secret is gone for good.
  await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);
  expect(await (await page.request.get(`/api/workspaces/${teamId}/webhooks`)).text()).not.toContain('whsec_');

  const card = page.getByRole('article', { name: 'Signed webhook' });
  await card.getByRole('button', { name: /Send a test event/ }).click();
  await expect(page.getByText('Test event sent')).toBeVisible();
  await card.getByRole('button', { name: /Deliveries of/ }).click();
  const table = page.getByRole('table', { name: /Recent deliveries/ });
  await expect(table.getByRole('cell', { name: 'Test', exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: /Resend the Test event/ })).toBeVisible();
  await scanInEveryMode(page, async () => {
    const reloaded = page.getByRole('article', { name: 'Signed webhook' });
    if ((await page.getByRole('table', { name: /Recent deliveries/ }).count()) === 0) await reloaded.getByRole('button', { name: /Deliveries of/ }).click();
    await expect(page.getByRole('table', { name: /Recent deliveries/ })).toBeVisible();
  });

  // Keyboard: pause the endpoint with Space.
  const active = page.getByRole('switch', { name: 'Send events to this endpoint' });
  await active.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('article', { name: 'Signed webhook' }).getByText('Paused')).toBeVisible();
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('cell', { name: 'Webhook added' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Webhook changed' })).toBeVisible();
});

test('a Slack channel’s address is kept secret: the page shows only its host', async ({ page, user }) => {
  await registerViaApi(page, user);
  const origin = { Origin: test.info().project.use.baseURL ?? '' };
  const created = await page.request.post('/api/workspaces', { data: { name: TEAM }, headers: origin });
  const teamId = (await created.json()).workspace.id as string;
  await page.goto(`/workspaces/${teamId}/webhooks`);
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Slack channel' }).click();
  await page.getByRole('textbox', { name: 'Address' }).fill(`${RECEIVER}/services/T0/B0/channel-token-e2e`);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const card = page.getByRole('article', { name: 'Slack channel' });
  await expect(card.getByText(`http://127.0.0.1:${FAKE_MODEL_PORT}/…`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Signing secret' })).toHaveCount(0);
  await expect(page.getByText('channel-token-e2e')).toHaveCount(0);
  await scanInEveryMode(page, () => expect(page.getByRole('article', { name: 'Slack channel' })).toBeVisible());
});
