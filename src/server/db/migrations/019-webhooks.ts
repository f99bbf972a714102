import type { Kysely } from 'kysely';

/**
 * Webhooks and channel notifications (issue 24, items 3 and 5): the endpoints owners register,
 * and the outbox of deliveries every app process works through.
 */
export function webhooksMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('workspace_id', 'text', (col) => col.notNull().references('workspaces.id').onDelete('cascade'))
        .addColumn('kind', 'text', (col) => col.notNull())
        // Sealed (security/secret-box.ts): a channel's incoming-webhook address is its credential.
        .addColumn('url_sealed', 'text', (col) => col.notNull())
        // What owners see: the whole address of a signed webhook, only the host of a channel's.
        .addColumn('address_shown', 'text', (col) => col.notNull())
        .addColumn('signing_secret_sealed', 'text')
        // JSON array of event types.
        .addColumn('events', 'text', (col) => col.notNull())
        .addColumn('description', 'text', (col) => col.notNull())
        .addColumn('enabled', 'integer', (col) => col.notNull())
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('webhook_endpoints_workspace').on('webhook_endpoints').column('workspace_id').execute();
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('endpoint_id', 'text', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
        .addColumn('event_type', 'text', (col) => col.notNull())
        // The event as JSON (WebhookEventPayload): ids, names and a link.
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull())
        .addColumn('next_attempt_at', 'text')
        .addColumn('first_attempt_at', 'text')
        .addColumn('last_attempt_at', 'text')
        .addColumn('last_status_code', 'integer')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('webhook_deliveries_endpoint').on('webhook_deliveries').columns(['endpoint_id', 'created_at']).execute();
    },
  };
}
