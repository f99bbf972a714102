import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDeliveryView, WebhookSecretAnswer } from '../../src/domain/webhooks/webhooks-api';
import { webhookDeliveryRules } from '../../src/server/webhooks/delivery-rules';
import { deliverDueWebhooks } from '../../src/server/webhooks/delivery-worker';
import { startRedirectingPeer } from './support/redirecting-peer';
import { type TestApp, createTestApp } from '../support/test-app';
import { type TestDatabase, testDatabaseKinds } from '../support/test-databases';
import { type WebhookReceiver, startWebhookReceiver } from '../support/webhook-receiver';
import { type Member, createTeam, signedUpMember } from '../support/workspace-helpers';

type ErrorAnswer = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('webhooks never call what the operator did not allow, on $name', ({ create }) => {
  let database: TestDatabase;
  /** An internal service the server must never be made to call. */
  let internal: WebhookReceiver;
  let strict: TestApp;
  let owner: Member;
  let teamId: string;
  const port = () => new URL(internal.origin).port;

  beforeAll(async () => {
    database = await create();
    internal = await startWebhookReceiver();
    // The operator even lists the private addresses; without WEBHOOK_ALLOW_PRIVATE_ADDRESSES they stay refused.
    strict = await createTestApp(database, {
      WEBHOOK_ALLOWED_ENDPOINTS: [
        `http://127.0.0.1:${port()}`,
        `http://localhost:${port()}`,
        `http://[::1]:${port()}`,
        `http://[::ffff:127.0.0.1]:${port()}`,
        'http://169.254.169.254',
        'http://10.0.0.5',
        'http://192.168.1.20:8080',
      ].join(','),
    });
    owner = await signedUpMember(strict, 'Olive Owner');
    teamId = (await createTeam(owner, 'Treasury squad')).id;
  });
  afterAll(async () => {
    await strict?.close();
    await internal?.close();
    await database?.drop();
  });

  const register = (app: Member, url: string, kind = 'webhook') =>
    app.client.request<ErrorAnswer & WebhookSecretAnswer>('POST', `/api/workspaces/${teamId}/webhooks`, { kind, url, events: ['journey.created'] });

  it('refuses an address the operator did not list, for every kind of endpoint', async () => {
    for (const [kind, url] of [
      ['webhook', 'https://hooks.example.com/in'],
      ['slack', 'https://hooks.slack.com.evil.example/services/T/B/x'],
      ['teams', 'https://outlook.office.com.evil.example/webhookb2/x'],
    ]) {
      const answer = await register(owner, url!, kind);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('WEBHOOK_ENDPOINT_NOT_ALLOWED');
    }
  });

  it('refuses loopback, link-local, private and IPv6 loopback addresses, and names that resolve to them', async () => {
    for (const url of [
      `http://127.0.0.1:${port()}/hook`,
      `http://localhost:${port()}/hook`,
      `http://[::1]:${port()}/hook`,
      `http://[::ffff:127.0.0.1]:${port()}/hook`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/hook',
      'http://192.168.1.20:8080/hook',
    ]) {
      const answer = await register(owner, url);
      expect(answer.status, url).toBe(422);
      expect(answer.body.error.code, url).toBe('WEBHOOK_PRIVATE_ADDRESS');
    }
    expect(internal.calls).toEqual([]);
  });

  it('does not follow a redirect from an allowed endpoint, and says so in the delivery list', async () => {
    const redirecting = await startRedirectingPeer(internal.origin);
    const lenient = await createTestApp(database, { WEBHOOK_ALLOWED_ENDPOINTS: redirecting.origin, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
    try {
      const lenientOwner = await signedUpMember(lenient, 'Rita Redirect');
      const team = (await createTeam(lenientOwner, 'Redirect squad')).id;
      const created = await lenientOwner.client.request<WebhookSecretAnswer>('POST', `/api/workspaces/${team}/webhooks`, {
        kind: 'webhook',
        url: `${redirecting.origin}/hook`,
        events: ['journey.created'],
      });
      expect(created.status).toBe(201);
      const tested = await lenientOwner.client.request<{ delivery: WebhookDeliveryView }>('POST', `/api/workspaces/${team}/webhooks/${created.body.webhook.id}/test`);
      expect(tested.body.delivery).toMatchObject({ status: 'pending', lastStatusCode: 307 });
      expect(tested.body.delivery.lastError).toMatch(/redirect.*not followed/);
      expect(redirecting.calls).toEqual(['POST /hook']);
      expect(internal.calls).toEqual([]);
    } finally {
      await lenient.close();
      await redirecting.close();
    }
  });

  it('checks the address again when it connects: a name resolving to a private address is not called by a process that does not allow them', async () => {
    const lenient = await createTestApp(database, { WEBHOOK_ALLOWED_ENDPOINTS: `http://localhost:${port()}`, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' });
    try {
      const lenientOwner = await signedUpMember(lenient, 'Lena Lenient');
      const team = (await createTeam(lenientOwner, 'Rebinding squad')).id;
      const created = await lenientOwner.client.request<WebhookSecretAnswer>('POST', `/api/workspaces/${team}/webhooks`, {
        kind: 'webhook',
        url: `http://localhost:${port()}/hook`,
        events: ['journey.created'],
      });
      expect(created.status).toBe(201);
      // Queued while private addresses were allowed; then a process without that permission sends it.
      expect((await lenientOwner.client.request('POST', `/api/workspaces/${team}/webhooks/${created.body.webhook.id}/test`)).status).toBe(200);
      internal.calls.length = 0;
      const queued = await lenient.database.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', created.body.webhook.id).execute();
      await lenient.database.db.updateTable('webhook_deliveries').set({ status: 'pending', next_attempt_at: new Date(0).toISOString() }).where('endpoint_id', '=', created.body.webhook.id).execute();
      await deliverDueWebhooks(strict.database, webhookDeliveryRules(strict.config));
      expect(queued.length).toBeGreaterThan(0);
      expect(internal.calls).toEqual([]);
      const row = await strict.database.db.selectFrom('webhook_deliveries').select(['last_error', 'status']).where('endpoint_id', '=', created.body.webhook.id).executeTakeFirstOrThrow();
      expect(row.last_error).toMatch(/private, loopback or link-local/);
    } finally {
      await lenient.close();
    }
  });
});
