import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { WEBHOOK_MESSAGES, type WebhookKind } from '../../domain/webhooks/webhooks-api';
import { endpointPolicy } from '../ai/governance/endpoint-policy';
import type { WebhookSettings } from '../config/index';
import { ApiError } from '../errors';
import { isPrivateAddress } from '../security/private-addresses';

const refused = (code: string, message: string) => new ApiError(422, code, message, { url: message });

/**
 * The rules of the AI endpoints, for webhooks: an operator's allow-list (WEBHOOK_ALLOWED_ENDPOINTS),
 * and no private, loopback or link-local address unless the operator allowed them
 * (WEBHOOK_ALLOW_PRIVATE_ADDRESSES). Checked when an owner registers the address, and again on
 * every connection (outgoing-post.ts), since DNS may answer differently later.
 */
export function endpointAddressCheck(settings: WebhookSettings) {
  const policy = endpointPolicy(settings.allowedEndpoints, undefined);
  return async (address: string): Promise<void> => {
    if (!policy.isAllowed(address)) throw refused('WEBHOOK_ENDPOINT_NOT_ALLOWED', WEBHOOK_MESSAGES.notAllowed);
    if (settings.allowPrivateAddresses) return;
    const host = new URL(address).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((found) => found.map((entry) => entry.address), () => []);
    if (addresses.length === 0) throw refused('WEBHOOK_HOST_UNKNOWN', `The name ${host} could not be resolved; check the address.`);
    if (addresses.some(isPrivateAddress)) throw refused('WEBHOOK_PRIVATE_ADDRESS', WEBHOOK_MESSAGES.privateAddress);
  };
}

/** A channel's incoming-webhook address is its password: owners see only where it goes. */
export function addressShown(kind: WebhookKind, address: string): string {
  if (kind === 'webhook') return address;
  return `${new URL(address).origin}/…`;
}
