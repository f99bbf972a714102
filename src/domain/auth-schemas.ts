import { z } from './zod';

export const DEFAULT_PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

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

export function passwordSchema(minLength: number) {
  return z
    .string()
    .min(minLength, passwordTooShortMessage(minLength))
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);
}

export const emailSchema = z.string().trim().email(AUTH_MESSAGES.email).max(254, AUTH_MESSAGES.email);

/** An optional text field: empty means "not given"; when given it has a minimum length. */
function optionalText(minLength: number, message: string, maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `Please keep this under ${maxLength} characters`)
    .refine((value) => value.length === 0 || value.length >= minLength, message);
}

export function createSignInSchema(minPasswordLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z.object({ email: emailSchema, password: passwordSchema(minPasswordLength) });
}

export function createRegisterSchema(minPasswordLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z.object({
    email: emailSchema,
    username: optionalText(3, AUTH_MESSAGES.username, 30).refine(
      (value) => value.length === 0 || /^[a-zA-Z0-9_.]+$/.test(value),
      AUTH_MESSAGES.usernameCharacters,
    ),
    fullName: optionalText(2, AUTH_MESSAGES.fullName, 100),
    password: passwordSchema(minPasswordLength),
  });
}

export type SignInInput = z.infer<ReturnType<typeof createSignInSchema>>;
export type RegisterInput = z.infer<ReturnType<typeof createRegisterSchema>>;
