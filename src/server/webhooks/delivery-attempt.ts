import { teamsMessage, slackMessage } from '../../domain/webhooks/channel-cards';
import { DEFAULT_DELIVERY_SCHEDULE, type DeliverySchedule, nextAttemptAt } from '../../domain/webhooks/delivery-schedule';
import type { WebhookEventPayload } from '../../domain/webhooks/webhooks-api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SecretBox } from '../security/secret-box';
import { type CallOutcome, type OutgoingCallRules, callOut } from '../security/outgoing-call';
import { signatureHeaders } from './webhook-signature';

/** A delivery with what sending it needs from its endpoint. */
export interface DueDelivery {
  id: string;
  payload: string;
  attempts: number;
  first_attempt_at: string | null;
  kind: 'webhook' | 'teams' | 'slack';
  url_sealed: string;
  signing_secret_sealed: string | null;
}

export interface DeliveryRules {
  box: SecretBox;
  post: OutgoingCallRules;
  schedule?: DeliverySchedule;
  /** 0..1; Math.random unless a test fixes it. */
  random?: () => number;
}

/** The body each kind of endpoint takes, and for a signed webhook the Standard Webhooks headers. */
function requestFor(delivery: DueDelivery, box: SecretBox, now: Date): { body: string; headers: Record<string, string> } {
  const event = JSON.parse(delivery.payload) as WebhookEventPayload;
  if (delivery.kind === 'teams') return { body: JSON.stringify(teamsMessage(event)), headers: {} };
  if (delivery.kind === 'slack') return { body: JSON.stringify(slackMessage(event)), headers: {} };
  const secret = box.open(delivery.signing_secret_sealed ?? '');
  return { body: delivery.payload, headers: signatureHeaders(secret, delivery.id, Math.floor(now.getTime() / 1000), delivery.payload) };
}

const succeeded = (outcome: CallOutcome) => outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300;

function describeFailure(outcome: CallOutcome): string {
  if (outcome.kind === 'failed') return outcome.error.slice(0, 300);
  if (outcome.status >= 300 && outcome.status < 400) return `answered HTTP ${outcome.status}, a redirect; redirects are not followed`;
  return `answered HTTP ${outcome.status}`;
}

/** One try of one delivery, and what it leaves in the outbox: delivered, another try later, or failed. */
export async function attemptDelivery(db: Kysely<Database>, delivery: DueDelivery, rules: DeliveryRules, now = new Date()) {
  let outcome: CallOutcome;
  try {
    const { body, headers } = requestFor(delivery, rules.box, now);
    const request = { method: 'POST' as const, body, keepBodyBytes: 0, headers: { 'Content-Type': 'application/json', 'User-Agent': 'InnovationStudio-Webhooks/1', ...headers } };
    outcome = await callOut(rules.box.open(delivery.url_sealed), request, rules.post);
  } catch (error) {
    outcome = { kind: 'failed', error: (error as Error).message };
  }
  const attempts = delivery.attempts + 1;
  const firstAttemptAt = delivery.first_attempt_at ?? now.toISOString();
  const lastStatusCode = outcome.kind === 'answered' ? outcome.status : null;
  const common = { attempts, first_attempt_at: firstAttemptAt, last_attempt_at: now.toISOString(), last_status_code: lastStatusCode };
  if (succeeded(outcome)) {
    await db.updateTable('webhook_deliveries').set({ ...common, status: 'delivered', next_attempt_at: null, last_error: null }).where('id', '=', delivery.id).execute();
    return 'delivered' as const;
  }
  const schedule = rules.schedule ?? DEFAULT_DELIVERY_SCHEDULE;
  const next = nextAttemptAt(schedule, { attempts, firstAttemptAt: new Date(firstAttemptAt), now }, (rules.random ?? Math.random)());
  await db
    .updateTable('webhook_deliveries')
    .set({ ...common, status: next ? 'pending' : 'failed', next_attempt_at: next?.toISOString() ?? null, last_error: describeFailure(outcome) })
    .where('id', '=', delivery.id)
    .execute();
  return next ? ('retrying' as const) : ('failed' as const);
}
