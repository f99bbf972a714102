import { z } from 'zod';
import { AUTH_MESSAGES, passwordSchema } from '../../domain/auth-schemas';
import { ApiError, validationError } from '../errors';
import { isCommonPassword } from './common-passwords';

/** Every new password, wherever it is set, meets the register form's rules and is not a common one. */
export function checkNewPassword(body: unknown, field: string, passwordMinLength: number): void {
  const result = z.object({ [field]: passwordSchema(passwordMinLength) }).safeParse(body);
  if (!result.success) throw validationError(result.error);
  if (isCommonPassword(String(result.data[field]))) {
    throw new ApiError(400, 'PASSWORD_TOO_COMMON', AUTH_MESSAGES.commonPassword, {
      [field]: AUTH_MESSAGES.commonPassword,
    });
  }
}
