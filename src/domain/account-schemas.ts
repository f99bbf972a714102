import { z } from './zod';
import { ACCOUNT_MESSAGES } from './account-messages';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  createRegisterSchema,
  emailSchema,
  passwordSchema,
} from './auth-schemas';

export const PASSWORD_RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

export { ACCOUNT_MESSAGES };

/** The profile follows the register form's rules (spec section 5), so both say the same thing. */
export const profileSchema = createRegisterSchema().pick({ fullName: true, username: true });
export type ProfileInput = z.infer<typeof profileSchema>;

const passwordsMatch = (values: { newPassword: string; confirmPassword: string }) =>
  values.newPassword === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: ACCOUNT_MESSAGES.passwordsDiffer };

export function createChangePasswordSchema(minPasswordLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z
    .object({
      currentPassword: z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired),
      newPassword: passwordSchema(minPasswordLength),
      confirmPassword: z.string(),
    })
    .refine(passwordsMatch, mismatch);
}
export type ChangePasswordInput = z.infer<ReturnType<typeof createChangePasswordSchema>>;

export function createResetPasswordSchema(minPasswordLength = DEFAULT_PASSWORD_MIN_LENGTH) {
  return z
    .object({ newPassword: passwordSchema(minPasswordLength), confirmPassword: z.string() })
    .refine(passwordsMatch, mismatch);
}
export type ResetPasswordInput = z.infer<ReturnType<typeof createResetPasswordSchema>>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * What confirms an account's deletion: its password, which someone at an unlocked screen does not
 * know; only an account without a password (none signs up without one today) types its e-mail.
 */
export type DeleteConfirmationKind = 'password' | 'email';

export const DELETE_CONFIRMATION: Record<
  DeleteConfirmationKind,
  { label: string; required: string; mismatch: string }
> = {
  password: {
    label: 'Your password',
    required: 'Enter your password to confirm',
    mismatch: 'That password is not correct.',
  },
  email: {
    label: 'Your e-mail address',
    required: 'Type your e-mail address to confirm',
    mismatch: 'That is not your e-mail address.',
  },
};

/** Whether a typed confirmation is blank; a password is kept as typed, spaces and all. */
export const isBlankConfirmation = (confirmation: string): boolean => confirmation.trim() === '';

export const deleteAccountSchema = z.object({
  // Not trimmed: a password may begin or end with a space. The e-mail comparison trims for itself.
  confirmation: z.string().max(256, DELETE_CONFIRMATION.password.mismatch),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
