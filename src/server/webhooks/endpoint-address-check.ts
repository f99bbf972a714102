import { WEBHOOK_MESSAGES, type WebhookKind } from '../../domain/webhooks/webhooks-api';
import type { WebhookSettings } from '../config/index';
import { outgoingAddressCheck } from '../security/outgoing-address-check';

/** Where an owner may point a webhook: WEBHOOK_ALLOWED_ENDPOINTS, and WEBHOOK_ALLOW_PRIVATE_ADDRESSES. */
export function endpointAddressCheck(settings: WebhookSettings) {
  return outgoingAddressCheck(settings, {
    codePrefix: 'WEBHOOK',
    field: 'url',
    notAllowed: { code: 'ENDPOINT_NOT_ALLOWED', message: WEBHOOK_MESSAGES.notAllowed },
    privateAddress: WEBHOOK_MESSAGES.privateAddress,
  });
}

/** A channel's incoming-webhook address is its password: owners see only where it goes. */
export function addressShown(kind: WebhookKind, address: string): string {
  if (kind === 'webhook') return address;
  return `${new URL(address).origin}/…`;
}
