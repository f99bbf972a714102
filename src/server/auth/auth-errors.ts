import { isAPIError } from 'better-auth/api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas';
import { AUTH_MESSAGES } from '../../domain/auth-schemas';
import { ApiError } from '../errors';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '../http/rate-limit';

/** better-auth's error codes whose wording we make clearer for bank staff. */
const FRIENDLIER_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: AUTH_MESSAGES.invalidCredentials,
  USER_ALREADY_EXISTS: AUTH_MESSAGES.emailInUse,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: AUTH_MESSAGES.emailInUse,
  USERNAME_IS_ALREADY_TAKEN: 'This username is already taken. Please choose another one.',
  INVALID_PASSWORD: ACCOUNT_MESSAGES.wrongCurrentPassword,
  INVALID_TOKEN: ACCOUNT_MESSAGES.invalidResetToken,
};

/** The form field an error belongs to, so the form can show it beside that field. */
const ERROR_FIELDS: Record<string, string> = {
  USERNAME_IS_ALREADY_TAKEN: 'username',
  INVALID_PASSWORD: 'currentPassword',
};

export interface AuthErrorDetails {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export function describeAuthError(
  status: number,
  code: string | undefined,
  message: string | undefined,
): AuthErrorDetails {
  const finalCode = code ?? (status === 429 ? 'RATE_LIMITED' : 'AUTH_ERROR');
  const finalMessage =
    FRIENDLIER_MESSAGES[finalCode] ??
    (status === 429 ? TOO_MANY_ATTEMPTS_MESSAGE : message) ??
    'Authentication failed.';
  const field = ERROR_FIELDS[finalCode];
  return field
    ? { code: finalCode, message: finalMessage, fields: { [field]: finalMessage } }
    : { code: finalCode, message: finalMessage };
}

/** Runs a server-side better-auth call and turns its errors into our API's errors. */
export async function callAuthApi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { code?: string; message?: string };
    const details = describeAuthError(error.statusCode, body.code, body.message ?? error.message);
    throw new ApiError(
      error.statusCode as ContentfulStatusCode,
      details.code,
      details.message,
      details.fields,
    );
  }
}
