/**
 * The sign-in and register forms' rules and words, without a schema library: the auth page is a
 * first visit, and loading zod for five fields cost it a sixth of its script. The server still
 * checks every field with the zod schemas of auth-schemas.ts, built from these same constants;
 * auth-rules.test.ts holds the two to agreement.
 */
export const DEFAULT_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_LIMITS = { min: 3, max: 30 } as const;
export const FULL_NAME_LIMITS = { min: 2, max: 100 } as const;
export const USERNAME_CHARACTERS = /^[a-zA-Z0-9_.]+$/;

export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  username: 'Username must be at least 3 characters',
  usernameCharacters: 'Username may only contain letters, numbers, dots and underscores',
  fullName: 'Full name must be at least 2 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  commonPassword: 'This password is too common. Please choose a less predictable one.',
  invalidCredentials: 'Invalid email or password',
  emailInUse: 'An account with this email already exists. Try signing in instead.',
  unreachable: 'We could not reach the server. Check your connection and try again.',
} as const;

export function passwordTooShortMessage(minLength: number): string {
  return `Password must be at least ${minLength} characters`;
}

export const tooLongMessage = (maxLength: number) => `Please keep this under ${maxLength} characters`;

/**
 * A local part, an @, and a domain of dot-separated labels ending in letters. Looser than the
 * server's check at the edges (quoted local parts and the like), never stricter: the form lets
 * through what the server might refuse, and the server's message is shown then.
 */
const EMAIL_SHAPE = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z][A-Za-z0-9-]*$/;

/** Each returns the message to show under the field, or null when the value is fine. */
export function emailProblem(value: string): string | null {
  const email = value.trim();
  return EMAIL_SHAPE.test(email) && email.length <= EMAIL_MAX_LENGTH ? null : AUTH_MESSAGES.email;
}

export function passwordProblem(value: string, minLength: number): string | null {
  if (value.length < minLength) return passwordTooShortMessage(minLength);
  return value.length > PASSWORD_MAX_LENGTH ? AUTH_MESSAGES.passwordTooLong : null;
}

/** Optional fields: empty means "not given"; a given one has a minimum length. */
function optionalTextProblem(value: string, limits: { min: number; max: number }, message: string): string | null {
  const text = value.trim();
  if (text.length > limits.max) return tooLongMessage(limits.max);
  return text.length === 0 || text.length >= limits.min ? null : message;
}

export function usernameProblem(value: string): string | null {
  const text = value.trim();
  return optionalTextProblem(value, USERNAME_LIMITS, AUTH_MESSAGES.username) ?? (text === '' || USERNAME_CHARACTERS.test(text) ? null : AUTH_MESSAGES.usernameCharacters);
}

export const fullNameProblem = (value: string): string | null => optionalTextProblem(value, FULL_NAME_LIMITS, AUTH_MESSAGES.fullName);
