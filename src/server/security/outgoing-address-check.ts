import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { endpointPolicy } from './endpoint-policy';
import type { OutgoingCallSettings } from '../config/index';
import { ApiError } from '../errors';
import { isPrivateAddress } from './private-addresses';

/** How a refusal reads: its code prefix (WEBHOOK, JIRA), the form field it belongs to, and the words. */
export interface AddressRefusals {
  codePrefix: string;
  field: string;
  notAllowed: { code: string; message: string };
  privateAddress: string;
}

/**
 * The rules of the AI endpoints, for any address an owner gives us: the operator's allow-list, and
 * no private, loopback or link-local address unless the operator allowed them. Checked when the
 * owner saves the address, and again on every connection (outgoing-call.ts), since DNS may answer
 * differently later.
 */
export function outgoingAddressCheck(settings: OutgoingCallSettings, refusals: AddressRefusals) {
  const policy = endpointPolicy(settings.allowedEndpoints, undefined);
  const refused = (code: string, message: string) => new ApiError(422, `${refusals.codePrefix}_${code}`, message, { [refusals.field]: message });
  return async (address: string): Promise<void> => {
    if (!policy.isAllowed(address)) throw refused(refusals.notAllowed.code, refusals.notAllowed.message);
    if (settings.allowPrivateAddresses) return;
    const host = new URL(address).hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : await lookup(host, { all: true }).then((found) => found.map((entry) => entry.address), () => []);
    if (addresses.length === 0) throw refused('HOST_UNKNOWN', `The name ${host} could not be resolved; check the address.`);
    if (addresses.some(isPrivateAddress)) throw refused('PRIVATE_ADDRESS', refusals.privateAddress);
  };
}
