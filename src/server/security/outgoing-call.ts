import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './private-addresses';

/** How an outgoing call ended: an HTTP answer, or why there was none. */
export type CallOutcome = { kind: 'answered'; status: number; body: string } | { kind: 'failed'; error: string };

export interface OutgoingCallRules {
  allowPrivateAddresses: boolean;
  timeoutMs: number;
}

export interface OutgoingRequest {
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body?: string;
  /** How much of the answer's body to keep; the rest is read and thrown away. 0 keeps none. */
  keepBodyBytes: number;
}

export class PrivateAddressRefused extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private, loopback or link-local address, which the operator has not allowed`);
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
 * One call to an address an owner gave us (a webhook, a Jira site). Redirects are never followed:
 * a 3xx is an answer like any other, and not a success, so an approved host cannot send us on to
 * an internal one.
 */
export function callOut(address: string, request: OutgoingRequest, rules: OutgoingCallRules): Promise<CallOutcome> {
  const url = new URL(address);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !rules.allowPrivateAddresses && isPrivateAddress(host)) {
    return Promise.resolve({ kind: 'failed', error: new PrivateAddressRefused(host).message });
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const length = request.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(request.body)) };
  return new Promise((resolve) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: { ...request.headers, ...length },
        lookup: guardedLookup(rules.allowPrivateAddresses),
        // A fresh connection each time: a pooled one would skip the address check of its lookup.
        agent: false,
        timeout: rules.timeoutMs,
      },
      (response) => {
        const kept: Buffer[] = [];
        let keptBytes = 0;
        response.on('data', (chunk: Buffer) => {
          if (keptBytes >= request.keepBodyBytes) return;
          kept.push(chunk.subarray(0, request.keepBodyBytes - keptBytes));
          keptBytes += Math.min(chunk.length, request.keepBodyBytes - keptBytes);
        });
        const answered = () => resolve({ kind: 'answered', status: response.statusCode ?? 0, body: Buffer.concat(kept).toString('utf8') });
        response.on('end', answered);
        response.on('error', answered);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${rules.timeoutMs} ms`)));
    outgoing.on('error', (error) => resolve({ kind: 'failed', error: error.message }));
    outgoing.end(request.body);
  });
}
