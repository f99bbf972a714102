import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { WebhookDeliveredType, WebhookDeliveryView, WebhookEndpointView, WebhookEventPayload, WebhookEventType, WebhookKind } from '../../domain/webhooks/webhooks-api';
import type { Database, WebhookDeliveryTable, WebhookEndpointTable } from '../db/schema';

export type EndpointRow = Selectable<WebhookEndpointTable>;
export type DeliveryRow = Selectable<WebhookDeliveryTable>;

export const endpointView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  kind: row.kind,
  address: row.address_shown,
  events: JSON.parse(row.events) as WebhookEventType[],
  description: row.description,
  enabled: row.enabled === 1,
  createdAt: row.created_at,
});

export const deliveryView = (row: DeliveryRow): WebhookDeliveryView => ({
  id: row.id,
  eventType: row.event_type as WebhookDeliveredType,
  status: row.status,
  attempts: row.attempts,
  createdAt: row.created_at,
  lastAttemptAt: row.last_attempt_at,
  nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
  lastStatusCode: row.last_status_code,
  lastError: row.last_error,
});

export interface NewEndpoint {
  workspaceId: string;
  kind: WebhookKind;
  urlSealed: string;
  addressShown: string;
  signingSecretSealed: string | null;
  events: WebhookEventType[];
  description: string;
  createdBy: string;
}

/** How many deliveries an endpoint's page lists. */
export const RECENT_DELIVERIES = 50;

export function webhooksRepository(db: Kysely<Database>) {
  return {
    async create(endpoint: NewEndpoint): Promise<EndpointRow> {
      const now = new Date().toISOString();
      const row: EndpointRow = {
        id: `wh_${randomUUID()}`,
        workspace_id: endpoint.workspaceId,
        kind: endpoint.kind,
        url_sealed: endpoint.urlSealed,
        address_shown: endpoint.addressShown,
        signing_secret_sealed: endpoint.signingSecretSealed,
        events: JSON.stringify(endpoint.events),
        description: endpoint.description,
        enabled: 1,
        created_by: endpoint.createdBy,
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('webhook_endpoints').values(row).execute();
      return row;
    },
    list: (workspaceId: string) =>
      db.selectFrom('webhook_endpoints').selectAll().where('workspace_id', '=', workspaceId).orderBy('created_at').orderBy('id').execute(),
    count: async (workspaceId: string) =>
      Number((await db.selectFrom('webhook_endpoints').select((eb) => eb.fn.countAll().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow()).n),
    find: (workspaceId: string, id: string) =>
      db.selectFrom('webhook_endpoints').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst(),
    async update(id: string, changes: { enabled?: boolean; events?: WebhookEventType[]; description?: string; signingSecretSealed?: string }) {
      await db
        .updateTable('webhook_endpoints')
        .set({
          ...(changes.enabled === undefined ? {} : { enabled: changes.enabled ? 1 : 0 }),
          ...(changes.events === undefined ? {} : { events: JSON.stringify(changes.events) }),
          ...(changes.description === undefined ? {} : { description: changes.description }),
          ...(changes.signingSecretSealed === undefined ? {} : { signing_secret_sealed: changes.signingSecretSealed }),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
    async remove(id: string) {
      await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
      await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    },
    /** Puts the event in the outbox of every enabled endpoint of the workspace that subscribed to it. */
    async enqueue(workspaceId: string, event: WebhookEventPayload & { type: WebhookEventType }): Promise<number> {
      const endpoints = await db.selectFrom('webhook_endpoints').select(['id', 'events']).where('workspace_id', '=', workspaceId).where('enabled', '=', 1).execute();
      const subscribed = endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(event.type));
      for (const endpoint of subscribed) await this.addDelivery(endpoint.id, event);
      return subscribed.length;
    },
    async addDelivery(endpointId: string, event: WebhookEventPayload): Promise<DeliveryRow> {
      const now = new Date().toISOString();
      const row: DeliveryRow = {
        id: `msg_${randomUUID()}`,
        endpoint_id: endpointId,
        event_type: event.type,
        payload: JSON.stringify(event),
        status: 'pending',
        attempts: 0,
        next_attempt_at: now,
        first_attempt_at: null,
        last_attempt_at: null,
        last_status_code: null,
        last_error: null,
        created_at: now,
      };
      await db.insertInto('webhook_deliveries').values(row).execute();
      return row;
    },
    recentDeliveries: (endpointId: string) =>
      db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(RECENT_DELIVERIES).execute(),
    findDelivery: (endpointId: string, id: string) =>
      db.selectFrom('webhook_deliveries').selectAll().where('endpoint_id', '=', endpointId).where('id', '=', id).executeTakeFirst(),
    /** Sends the same message again, under the same id, with a fresh day of retries. */
    async requeue(id: string) {
      const now = new Date().toISOString();
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'pending', attempts: 0, next_attempt_at: now, first_attempt_at: null, last_error: null, last_status_code: null })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type WebhooksRepository = ReturnType<typeof webhooksRepository>;
