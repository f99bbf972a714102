import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, createRegisterSchema, createSignInSchema } from './auth-schemas';

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('sign-in schema', () => {
  const schema = createSignInSchema();

  it('accepts a valid email and a 6-character password', () => {
    expect(schema.safeParse({ email: 'ana@bank.example', password: 'abcdef' }).success).toBe(true);
  });

  it('uses the spec messages for a bad email and a short password', () => {
    const result = schema.safeParse({ email: 'not-an-email', password: 'abc' });
    expect(messagesOf(result)).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
  });

  it('follows a raised minimum length in its message', () => {
    const result = createSignInSchema(10).safeParse({ email: 'a@b.co', password: 'abcdefgh' });
    expect(messagesOf(result)).toEqual(['Password must be at least 10 characters']);
  });

  it('refuses a password over 128 characters', () => {
    const result = schema.safeParse({ email: 'a@b.co', password: 'x'.repeat(129) });
    expect(messagesOf(result)).toEqual([AUTH_MESSAGES.passwordTooLong]);
  });
});

describe('register schema', () => {
  const schema = createRegisterSchema();
  const valid = { email: 'ana@bank.example', username: '', fullName: '', password: 'abcdef' };

  it('treats username and full name as optional', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it('uses the spec messages for a short username and full name', () => {
    const result = schema.safeParse({ ...valid, username: 'ab', fullName: 'A' });
    expect(messagesOf(result)).toEqual([
      'Username must be at least 3 characters',
      'Full name must be at least 2 characters',
    ]);
  });

  it('refuses characters a username cannot hold', () => {
    expect(messagesOf(schema.safeParse({ ...valid, username: 'ana smith' }))).toEqual([
      AUTH_MESSAGES.usernameCharacters,
    ]);
  });

  it('trims the email before checking it', () => {
    const result = schema.safeParse({ ...valid, email: '  ana@bank.example ' });
    expect(result.success && result.data.email).toBe('ana@bank.example');
  });
});
