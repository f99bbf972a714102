import { Hono, type MiddlewareHandler } from 'hono';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES, createWebhookSchema, updateWebhookSchema, type WebhookSecretAnswer } from '../../domain/webhooks/webhooks-api';
import type { AuditTrail, NewAuditEntry } from '../audit/audit-trail';
import type { AppDatabase } from '../db/database';
import { ApiError, notFoundError } from '../errors';
import { readJson } from '../http/validate';
import type { SecretBox } from '../security/secret-box';
import { type WorkspaceEnv, isWellFormedId, requireTeamWorkspace, requireWorkspaceOwner } from '../workspaces/workspace-access';
import { type DeliveryRules, attemptDelivery } from './delivery-attempt';
import { addressShown, endpointAddressCheck } from './endpoint-address-check';
import type { WebhookSettings } from '../config/index';
import { type EndpointRow, deliveryView, endpointView, webhooksRepository } from './webhooks-repository';
import { newSigningSecret } from './webhook-signature';

export interface WebhookRouteDependencies {
  database: AppDatabase;
  audit: AuditTrail;
  settings: WebhookSettings;
  box: SecretBox;
  delivery: DeliveryRules;
  /** The cap on requests waiting for outside services (http/outgoing-call-slots.ts). */
  callsOut: MiddlewareHandler;
}

const webhookNotFound = () => notFoundError('The webhook');

/** /api/workspaces/:workspaceId/webhooks: owners register, change, test and watch the workspace's endpoints. */
export function webhookRoutes({ database, audit, settings, box, delivery, callsOut }: WebhookRouteDependencies) {
  const webhooks = webhooksRepository(database.db);
  const checkAddress = endpointAddressCheck(settings);

  const actorOf = (c: { get(key: 'user'): { id: string; email: string } }) => ({ id: c.get('user').id, label: c.get('user').email });
  const entry = (c: Parameters<typeof actorOf>[0], endpoint: EndpointRow, action: NewAuditEntry['action'], details: Record<string, unknown> = {}): NewAuditEntry => ({
    workspaceId: endpoint.workspace_id,
    actor: actorOf(c),
    action,
    target: { type: 'webhook', id: endpoint.id },
    details: { kind: endpoint.kind, address: endpoint.address_shown, ...details },
  });
  async function endpointOf(workspaceId: string, id: string): Promise<EndpointRow> {
    const endpoint = isWellFormedId(id) ? await webhooks.find(workspaceId, id) : undefined;
    if (!endpoint) throw webhookNotFound();
    return endpoint;
  }

  return new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner)
    .get('/', async (c) => {
      const rows = await webhooks.list(c.get('workspace').id);
      return c.json({ webhooks: rows.map(endpointView), allowedEndpoints: settings.allowedEndpoints });
    })
    // A personal workspace's journeys are nobody else's business: nothing is sent from them.
    .post('/', requireTeamWorkspace, async (c) => {
      const input = await readJson(c, createWebhookSchema);
      const workspaceId = c.get('workspace').id;
      if ((await webhooks.count(workspaceId)) >= WEBHOOK_LIMITS.endpointsPerWorkspace) throw new ApiError(409, 'TOO_MANY_WEBHOOKS', WEBHOOK_MESSAGES.tooMany);
      await checkAddress(input.url);
      const signingSecret = input.kind === 'webhook' ? newSigningSecret() : null;
      const created = await audit.changeAndRecord(
        (trx) =>
          webhooksRepository(trx).create({
            workspaceId,
            kind: input.kind,
            urlSealed: box.seal(input.url),
            addressShown: addressShown(input.kind, input.url),
            signingSecretSealed: signingSecret ? box.seal(signingSecret) : null,
            events: input.events,
            description: input.description,
            createdBy: c.get('user').id,
          }),
        (row) => [entry(c, row, 'webhook.created', { events: input.events })],
      );
      return c.json<WebhookSecretAnswer>({ webhook: endpointView(created), signingSecret }, 201);
    })
    .patch('/:hookId', async (c) => {
      const changes = await readJson(c, updateWebhookSchema);
      const endpoint = await endpointOf(c.get('workspace').id, c.req.param('hookId'));
      await audit.changeAndRecord(
        (trx) => webhooksRepository(trx).update(endpoint.id, changes),
        () => [entry(c, endpoint, 'webhook.updated', { changes })],
      );
      return c.json({ webhook: endpointView((await webhooks.find(endpoint.workspace_id, endpoint.id))!) });
    })
    .delete('/:hookId', async (c) => {
      const endpoint = await endpointOf(c.get('workspace').id, c.req.param('hookId'));
      await audit.changeAndRecord(
        (trx) => webhooksRepository(trx).remove(endpoint.id),
        () => [entry(c, endpoint, 'webhook.deleted')],
      );
      return c.body(null, 204);
    })
    .post('/:hookId/rotate-secret', async (c) => {
      const endpoint = await endpointOf(c.get('workspace').id, c.req.param('hookId'));
      if (endpoint.kind !== 'webhook') {
        throw new ApiError(409, 'NO_SIGNING_SECRET', 'A Teams or Slack channel has no signing secret: its address is its key. Remove it and add the new address.');
      }
      const signingSecret = newSigningSecret();
      await audit.changeAndRecord(
        (trx) => webhooksRepository(trx).update(endpoint.id, { signingSecretSealed: box.seal(signingSecret) }),
        () => [entry(c, endpoint, 'webhook.secret_rotated')],
      );
      return c.json<WebhookSecretAnswer>({ webhook: endpointView(endpoint), signingSecret });
    })
    .post('/:hookId/test', callsOut, async (c) => {
      const endpoint = await endpointOf(c.get('workspace').id, c.req.param('hookId'));
      const workspace = c.get('workspace');
      const ping = { type: 'webhook.ping' as const, timestamp: new Date().toISOString(), data: { workspace: { id: workspace.id, name: workspace.name } } };
      const queued = await webhooks.addDelivery(endpoint.id, ping);
      // Sent now, so the owner sees at once whether the receiver answers; failures retry like any other.
      await attemptDelivery(database.db, { ...queued, kind: endpoint.kind, url_sealed: endpoint.url_sealed, signing_secret_sealed: endpoint.signing_secret_sealed }, delivery);
      return c.json({ delivery: deliveryView((await webhooks.findDelivery(endpoint.id, queued.id))!) });
    })
    .get('/:hookId/deliveries', async (c) => {
      const endpoint = await endpointOf(c.get('workspace').id, c.req.param('hookId'));
      return c.json({ deliveries: (await webhooks.recentDeliveries(endpoint.id)).map(deliveryView) });
    })
    .post('/:hookId/deliveries/:deliveryId/resend', async (c) => {
      const endpoint = await endpointOf(c.get('workspace').id, c.req.param('hookId'));
      const id = c.req.param('deliveryId');
      const found = isWellFormedId(id) ? await webhooks.findDelivery(endpoint.id, id) : undefined;
      if (!found) throw notFoundError('The delivery');
      await webhooks.requeue(found.id);
      return c.json({ delivery: deliveryView((await webhooks.findDelivery(endpoint.id, found.id))!) }, 202);
    });
}
