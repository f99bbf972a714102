import { Hono } from 'hono';
import { forgotPasswordSchema } from '../../domain/account-schemas';
import { AUTH_MESSAGES, createRegisterSchema } from '../../domain/auth-schemas';
import type { AppEnv } from '../app-env';
import type { AppDatabase } from '../db/database';
import { ApiError, errorBody, serviceUnavailableError, validationError } from '../http/errors';
import { assertStorableText } from '../http/validate';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { type AuthErrorDetails, describeAuthError } from './auth-errors';
import { isCommonPassword } from './common-passwords';
import { withoutSessionToken } from './hide-session-token';
import { checkNewPassword } from './password-rules';

function parseJsonOrThrow(text: string): unknown {
  try {
    return text.length > 0 ? JSON.parse(text) : {};
  } catch {
    throw new ApiError(400, 'MALFORMED_JSON', 'The request body must be valid JSON.');
  }
}

/** Sign-up runs our own rules first: the form's zod schema and the common-password list. */
function checkSignUp(body: unknown, passwordMinLength: number): void {
  assertStorableText(body);
  const fields = (body ?? {}) as Record<string, unknown>;
  const result = createRegisterSchema(passwordMinLength).safeParse({
    email: fields.email,
    password: fields.password,
    username: fields.username ?? '',
    fullName: fields.name ?? '',
  });
  if (!result.success) throw validationError(result.error);
  if (isCommonPassword(result.data.password)) {
    throw new ApiError(400, 'PASSWORD_TOO_COMMON', AUTH_MESSAGES.commonPassword, {
      password: AUTH_MESSAGES.commonPassword,
    });
  }
}

/** Our own rules run before better-auth sees a body; the answer is the body to hand on. */
function checkBody(path: string, text: string, passwordMinLength: number): string {
  if (path.endsWith('/sign-up/email')) checkSignUp(parseJsonOrThrow(text), passwordMinLength);
  if (path.endsWith('/reset-password')) checkNewPassword(parseJsonOrThrow(text), 'newPassword', passwordMinLength);
  if (path.endsWith('/request-password-reset')) {
    const result = forgotPasswordSchema.safeParse(parseJsonOrThrow(text));
    if (!result.success) throw validationError(result.error);
    return JSON.stringify({ email: result.data.email });
  }
  if (path.endsWith('/change-password')) {
    const body = parseJsonOrThrow(text) as Record<string, unknown>;
    checkNewPassword(body, 'newPassword', passwordMinLength);
    // A changed password always signs the user's other devices out.
    return JSON.stringify({ ...body, revokeOtherSessions: true });
  }
  return text;
}

/** Gives better-auth's errors, including its plain-text 404 for closed routes, our one error shape. */
async function reshapeError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  const body = (isJson ? await response.clone().json().catch(() => ({})) : {}) as { code?: string; message?: string };
  const notFound = response.status === 404 && !body.code;
  const details: AuthErrorDetails = notFound
    ? { code: 'NOT_FOUND', message: 'There is no such API route.' }
    : describeAuthError(response.status, body.code, body.message);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(errorBody(details.code, details.message, details.fields)), {
    status: response.status,
    headers,
  });
}

/**
 * better-auth's handler, behind our own checks and error shape. It answers any failure of its own
 * as a 500 with the cause hidden, so a 500 while the database does not answer becomes a 503.
 */
export function authRoutes(auth: Auth, passwordMinLength: number, database: Pick<AppDatabase, 'ping'>) {
  const routes = new Hono<AppEnv>();
  routes.on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    let body: string | undefined;
    if (c.req.method === 'POST') {
      body = checkBody(c.req.path, await c.req.text(), passwordMinLength);
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    const response = await auth.handler(request);
    const databaseDown = response.status === 500 && (await database.ping().then(() => false, () => true));
    if (databaseDown) throw serviceUnavailableError();
    return reshapeError(await withoutSessionToken(response));
  });
  return routes;
}
