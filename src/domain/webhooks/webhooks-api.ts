import { z } from '../zod';
import type { PortfolioDecision, RwwOutcome } from '../rww/rww-portfolio';

/** The events an owner may subscribe an endpoint to (issue 24, item 3). */
export const WEBHOOK_EVENT_TYPES = ['journey.created', 'idea.selected', 'gate.decided', 'journey.completed', 'member.joined'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by the "Send test" button, to whatever the endpoint subscribed to. */
export type WebhookDeliveredType = WebhookEventType | 'webhook.ping';

export const WEBHOOK_EVENT_LABELS: Record<WebhookDeliveredType, string> = {
  'journey.created': 'Journey created',
  'idea.selected': 'Idea selected',
  'gate.decided': 'Gate decision recorded',
  'journey.completed': 'Journey completed',
  'member.joined': 'Member joined',
  'webhook.ping': 'Test',
};

/** A signed webhook (Standard Webhooks), or a channel's incoming webhook that gets a card. */
export const WEBHOOK_KINDS = ['webhook', 'teams', 'slack'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
export const WEBHOOK_KIND_LABELS: Record<WebhookKind, string> = {
  webhook: 'Signed webhook',
  teams: 'Microsoft Teams channel',
  slack: 'Slack channel',
};

export const WEBHOOK_LIMITS = { url: 2000, description: 200, endpointsPerWorkspace: 20 } as const;

export const WEBHOOK_MESSAGES = {
  url: 'Enter the full https:// address of the endpoint.',
  events: 'Choose at least one event.',
  notAllowed: 'This address is not on the list of webhook endpoints the operator approved (WEBHOOK_ALLOWED_ENDPOINTS).',
  privateAddress: 'This address leads to a private, loopback or link-local network, which webhooks may not call.',
  tooMany: `A workspace may have at most ${WEBHOOK_LIMITS.endpointsPerWorkspace} endpoints.`,
} as const;

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { message: 'Unknown event.' }))
  .min(1, WEBHOOK_MESSAGES.events)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((events) => [...new Set(events)]);

const urlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_LIMITS.url, WEBHOOK_MESSAGES.url)
  .refine((value) => {
    try {
      const url = new URL(value);
      return ['http:', 'https:'].includes(url.protocol) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.url);

export const createWebhookSchema = z.object({
  kind: z.enum(WEBHOOK_KINDS, { message: 'Choose a signed webhook, Microsoft Teams or Slack.' }),
  url: urlSchema,
  events: eventsSchema,
  description: z.string().trim().max(WEBHOOK_LIMITS.description, `Keep the description under ${WEBHOOK_LIMITS.description} characters.`).default(''),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const updateWebhookSchema = z
  .object({
    enabled: z.boolean().optional(),
    events: eventsSchema.optional(),
    description: createWebhookSchema.shape.description.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Say what to change.');
export type UpdateWebhookInput = z.input<typeof updateWebhookSchema>;

/** An endpoint as owners see it: a channel's address is a secret, so only its host shows. */
export interface WebhookEndpointView {
  id: string;
  kind: WebhookKind;
  /** The full address of a signed webhook; a channel's is masked (https://hooks.slack.com/…). */
  address: string;
  events: WebhookEventType[];
  description: string;
  enabled: boolean;
  createdAt: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export interface WebhookDeliveryView {
  id: string;
  eventType: WebhookDeliveredType;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** HTTP status of the last answer, or null when there was none. */
  lastStatusCode: number | null;
  /** Why the last attempt failed, in words (no answer body is kept). */
  lastError: string | null;
}

/** What creating an endpoint or rotating its secret answers: the signing secret, this once only. */
export interface WebhookSecretAnswer {
  webhook: WebhookEndpointView;
  /** whsec_…; null for a Teams or Slack channel, which the channel's address authenticates. */
  signingSecret: string | null;
}

/** The event as a receiver gets it: ids, names and a link; no personal data beyond names. */
export interface WebhookEventPayload {
  type: WebhookDeliveredType;
  /** ISO 8601. */
  timestamp: string;
  data: WebhookEventData;
}

export interface WebhookEventData {
  workspace: { id: string; name: string };
  journey?: { id: string; name: string; url: string; status: string };
  idea?: { id: string; title: string } | null;
  /** Where the chosen idea stands at the Real-Win-Worth gates, as the portfolio shows it. */
  rww?: { outcome: RwwOutcome; decision: PortfolioDecision };
  member?: { name: string; role: string };
}
