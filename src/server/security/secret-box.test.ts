import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const SECRET = 'a-test-auth-secret-that-is-long-enough-0123456789';

describe('secrets kept at rest', () => {
  it('seals a secret so the stored text does not contain it, and opens it again', () => {
    const box = secretBox(SECRET);
    const sealed = box.seal('sk-live-very-secret-key');
    expect(sealed).not.toContain('sk-live');
    expect(box.open(sealed)).toBe('sk-live-very-secret-key');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a value sealed under another secret or purpose, or altered', () => {
    const sealed = secretBox(SECRET).seal('client-secret');
    expect(() => secretBox(`${SECRET}-other`).open(sealed)).toThrow();
    expect(() => secretBox(SECRET, 'another-purpose').open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => secretBox(SECRET).open(parts.join('.'))).toThrow();
    expect(() => secretBox(SECRET).open('plain text')).toThrow();
  });
});
