import { forgotPasswordSchema } from '../../domain/account-schemas';
import { AUTH_MESSAGES, createRegisterSchema } from '../../domain/auth-schemas';
import { ApiError, validationError } from '../errors';
import { JSON_MEDIA_TYPE, parseJsonText, readJsonText } from '../http/validate';
import { isCommonPassword } from './common-passwords';
import { checkNewPassword } from './password-rules';

type JsonObject = Record<string, unknown>;

/**
 * Sign-up runs our own rules first: the form's zod schema and the common-password list. The
 * answer is the body without `image`: a picture comes only through the avatar upload, which
 * checks it, never as a URL or text the user chose.
 */
function checkSignUp(body: JsonObject, passwordMinLength: number): JsonObject {
  const result = createRegisterSchema(passwordMinLength).safeParse({
    email: body.email,
    password: body.password,
    username: body.username ?? '',
    fullName: body.name ?? '',
  });
  if (!result.success) throw validationError(result.error);
  if (isCommonPassword(result.data.password)) {
    throw new ApiError(400, 'PASSWORD_TOO_COMMON', AUTH_MESSAGES.commonPassword, {
      password: AUTH_MESSAGES.commonPassword,
    });
  }
  const { image: _image, ...withoutImage } = body;
  return withoutImage;
}

/** Our rules for one route; the answer is the body to hand on to better-auth. */
function checkRoute(path: string, body: JsonObject, passwordMinLength: number): JsonObject {
  if (path.endsWith('/sign-up/email')) return checkSignUp(body, passwordMinLength);
  if (path.endsWith('/reset-password')) checkNewPassword(body, 'newPassword', passwordMinLength);
  if (path.endsWith('/request-password-reset')) {
    const result = forgotPasswordSchema.safeParse(body);
    if (!result.success) throw validationError(result.error);
    return { email: result.data.email };
  }
  if (path.endsWith('/change-password')) {
    checkNewPassword(body, 'newPassword', passwordMinLength);
    // A changed password always signs the user's other devices out.
    return { ...body, revokeOtherSessions: true };
  }
  return body;
}

export interface CheckedAuthBody {
  /** What better-auth is handed. */
  text: string;
  /** The JSON object in it; empty when the body is not a JSON object. */
  fields: JsonObject;
}

/**
 * Every body before better-auth sees it: strict UTF-8 and a bounded depth for all, then, for JSON,
 * text the database can keep and our own rules per route.
 */
export function checkAuthBody(
  path: string,
  contentType: string,
  bytes: ArrayBuffer,
  passwordMinLength: number,
): CheckedAuthBody {
  const text = readJsonText(bytes);
  if (text.length === 0 || !JSON_MEDIA_TYPE.test(contentType)) return { text, fields: {} };
  const body = parseJsonText(text);
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  const fields = isObject ? (body as JsonObject) : {};
  const checked = checkRoute(path, fields, passwordMinLength);
  return checked === fields ? { text, fields } : { text: JSON.stringify(checked), fields: checked };
}
