import type { Kysely } from 'kysely';
import type { WebhookEventType } from '../../domain/webhooks/webhooks-api';
import type { Database } from './schema';

/**
 * What the routes that change data tell the outside world (webhooks, issue 24), in the caller's
 * transaction or right after it. src/server/webhooks implements it; the routes only know this shape.
 */
export interface ChangeEvents {
  /** After a change that is already saved: a failure to queue is logged, never the person's problem. */
  afterChange(db: Kysely<Database>, type: WebhookEventType, journeyId: string): Promise<void>;
  journeyEvent(db: Kysely<Database>, type: WebhookEventType, journeyId: string): Promise<void>;
  memberJoined(db: Kysely<Database>, workspaceId: string, member: { name: string; role: string }): Promise<void>;
}
