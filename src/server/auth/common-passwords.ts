import { dictionary } from '@zxcvbn-ts/language-common';

/** The 10,000 most used passwords of the zxcvbn-ts list, compared case-insensitively. */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
