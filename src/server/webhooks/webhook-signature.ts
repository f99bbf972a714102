import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret: whsec_ and the base64 of 32 random bytes (Standard Webhooks). */
export const newSigningSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The Standard Webhooks headers for one message: HMAC-SHA256 of "id.timestamp.body" under the secret's bytes. */
export function signatureHeaders(secret: string, messageId: string, timestampSeconds: number, body: string): Record<string, string> {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
