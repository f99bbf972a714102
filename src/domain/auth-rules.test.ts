import { describe, expect, it } from 'vitest';
import { createRegisterSchema, emailSchema, passwordSchema } from './auth-schemas';
import { emailProblem, fullNameProblem, passwordProblem, usernameProblem } from './auth-rules';

/** What the server's schema says first about a value, as the form would show it; null when it passes. */
function serverSays(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error!.issues[0]!.message;
}

const register = createRegisterSchema(8).shape;

describe('the auth forms check what the server checks', () => {
  it('lets through every address the server takes, and refuses what is plainly not an address', () => {
    const addresses = ['ana@bank.example', ' ana.silva+cards@bank.co.uk ', 'a_b-c@sub.domain.example', 'x@y.io', 'UPPER@BANK.EXAMPLE', `${'a'.repeat(64)}@${'b'.repeat(180)}.example`];
    const notAddresses = ['', 'ana', 'ana@', '@bank.example', 'ana@bank', 'ana bank@bank.example', 'ana@bank.example.', 'ana@@bank.example', `${'a'.repeat(250)}@bank.example`];
    for (const address of addresses) {
      expect(serverSays(emailSchema, address), address).toBeNull();
      expect(emailProblem(address), address).toBeNull();
    }
    for (const address of notAddresses) {
      expect(serverSays(emailSchema, address), address).not.toBeNull();
      expect(emailProblem(address), address).toBe(serverSays(emailSchema, address));
    }
  });

  it('says the same about passwords, user names and full names, word for word', () => {
    for (const password of ['', 'short', '12345678', 'x'.repeat(128), 'x'.repeat(129)]) {
      expect(passwordProblem(password, 8), password).toBe(serverSays(passwordSchema(8), password));
    }
    for (const username of ['', ' ', 'ab', 'abc', 'ana.silva_2', 'ana silva', 'a!', 'ab!', 'x'.repeat(30), 'x'.repeat(31), '  ana  ']) {
      expect(usernameProblem(username), username).toBe(serverSays(register.username, username));
    }
    for (const fullName of ['', 'A', 'Al', ' Ana Silva ', 'x'.repeat(100), 'x'.repeat(101)]) {
      expect(fullNameProblem(fullName), fullName).toBe(serverSays(register.fullName, fullName));
    }
  });
});
