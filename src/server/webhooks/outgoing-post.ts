import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from '../security/private-addresses';

/** How an outgoing call ended: an HTTP answer, or why there was none. */
export type PostOutcome = { kind: 'answered'; status: number } | { kind: 'failed'; error: string };

export interface OutgoingPostRules {
  allowPrivateAddresses: boolean;
  timeoutMs: number;
}

export class PrivateAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private, loopback or link-local address; webhooks may not call it`);
  }
}

/**
 * The address a name resolves to is checked when the connection is made, not before, so that a
 * name that resolves differently the second time (DNS rebinding) cannot slip through.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = !allowPrivate && addresses.some(({ address }) => isPrivateAddress(address));
      if (refused || addresses.length === 0) return callback(new PrivateAddressRefused(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * POSTs a JSON body and reports the status; redirects are never followed (a 3xx is an answer like
 * any other, and not a success), and the answer's body is read only to be thrown away.
 */
export function postJson(address: string, body: string, headers: Record<string, string>, rules: OutgoingPostRules): Promise<PostOutcome> {
  const url = new URL(address);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !rules.allowPrivateAddresses && isPrivateAddress(host)) {
    return Promise.resolve({ kind: 'failed', error: new PrivateAddressRefused(host).message });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'InnovationStudio-Webhooks/1', ...headers, 'Content-Length': Buffer.byteLength(body) },
        lookup: guardedLookup(rules.allowPrivateAddresses),
        // A fresh connection each time: a pooled one would skip the address check of its lookup.
        agent: false,
        timeout: rules.timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ kind: 'answered', status: response.statusCode ?? 0 }));
        response.on('error', () => resolve({ kind: 'answered', status: response.statusCode ?? 0 }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${rules.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ kind: 'failed', error: error.message }));
    request.end(body);
  });
}
