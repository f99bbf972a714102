import { z } from './zod';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  FULL_NAME_LIMITS,
  PASSWORD_MAX_LENGTH,
  USERNAME_CHARACTERS,
  USERNAME_LIMITS,
  DEFAULT_PASSWORD_MIN_LENGTH,
  passwordTooShortMessage,
  tooLongMessage,
} from './auth-rules';

export { AUTH_MESSAGES, DEFAULT_PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, passwordTooShortMessage } from './auth-rules';

export function passwordSchema(minLength: number) {
  return z
    .string()
    .min(minLength, passwordTooShortMessage(minLength))
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);
}

export const emailSchema = z.string().trim().email(AUTH_MESSAGES.email).max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.email);

/** An optional text field: empty means "not given"; when given it has a minimum length. */
function optionalText(minLength: number, message: string, maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, tooLongMessage(maxLength))
    .refine((value) => value.length === 0 || value.length >= minLength, message);
}

export function createSignInSchema(minPasswordLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z.object({ email: emailSchema, password: passwordSchema(minPasswordLength) });
}

export function createRegisterSchema(minPasswordLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z.object({
    email: emailSchema,
    username: optionalText(USERNAME_LIMITS.min, AUTH_MESSAGES.username, USERNAME_LIMITS.max).refine(
      (value) => value.length === 0 || USERNAME_CHARACTERS.test(value),
      AUTH_MESSAGES.usernameCharacters,
    ),
    fullName: optionalText(FULL_NAME_LIMITS.min, AUTH_MESSAGES.fullName, FULL_NAME_LIMITS.max),
    password: passwordSchema(minPasswordLength),
  });
}

export type SignInInput = z.infer<ReturnType<typeof createSignInSchema>>;
export type RegisterInput = z.infer<ReturnType<typeof createRegisterSchema>>;
