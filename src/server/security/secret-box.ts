import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets an administrator gives us (an AI provider's key, an identity provider's client secret)
 * are kept encrypted at rest: AES-256-GCM under a key derived from AUTH_SECRET, so a copy of the
 * database alone reveals none of them. Each sealed value names its format, so the scheme can change.
 */
const FORMAT = 'v1';
const IV_BYTES = 12;

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was not sealed with this key or was altered. */
  open(sealed: string): string;
}

export function secretBox(authSecret: string, purpose = 'stored-secrets'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'innovation-studio', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [FORMAT, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [format, iv, tag, body] = sealed.split('.');
      if (format !== FORMAT || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
