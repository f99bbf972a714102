import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  origin: string;
  calls: ReceivedCall[];
  /** What the next calls answer, first to last; afterwards 200. */
  answers: number[];
  close(): Promise<void>;
}

/** A receiver on 127.0.0.1 that keeps every call and answers with `answers` in turn, then 200. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const calls: ReceivedCall[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({ path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The receiver's side of Standard Webhooks, written from the specification and not from our
 * sender: the secret's bytes after "whsec_", HMAC-SHA256 of "id.timestamp.body", any of the
 * space-separated "v1,<base64>" signatures, and a timestamp within five minutes.
 */
export function verifyStandardWebhook(secret: string, call: ReceivedCall, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const id = call.headers['webhook-id'];
  const timestamp = call.headers['webhook-timestamp'];
  const signatures = call.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (Math.abs(nowSeconds - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${call.body}`).digest();
  return signatures.split(' ').some((candidate) => {
    const [version, value] = candidate.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
