import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../app-env';
import type { AuditTrail } from '../audit/audit-trail';
import type { AppConfig } from '../config/index';
import type { AppDatabase } from '../db/database';
import type { Database } from '../db/schema';
import { STORAGE_FULL } from '../../domain/storage-full';
import { errorBody, serviceUnavailableError, storageFullError } from '../errors';
import { minimumDuration } from '../http/minimum-duration';
import type { RateLimitStores } from '../http/rate-limit-stores';
import { ssoFailureRecorder } from '../sso/sso-failure-recorder';
import { samlBrowserBinding } from '../sso/saml-browser-binding';
import { isSamlAssertionPost } from '../sso/saml-service-provider';
import type { SsoAuthGuards } from '../sso/sso-auth-guards';
import { type Auth, CLIENT_IP_HEADER } from './auth';
import { type AuthErrorDetails, describeAuthError } from './auth-errors';
import { checkAuthBody } from './auth-request-body';
import { withoutSessionToken } from './hide-session-token';
import { type AuthSessionReads, getSessionAnswerer } from './read-session';
import { signInBudget } from './sign-in-budget';

/** Longer than a reset request for a known address takes, which creates and mails a token. */
export const RESET_REQUEST_ANSWER_MS = 200;

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
  // better-auth names its wait X-Retry-After; clients and proxies read the standard header.
  const retryAfter = headers.get('x-retry-after');
  if (response.status === 429 && retryAfter) headers.set('retry-after', retryAfter);
  return new Response(JSON.stringify(errorBody(details.code, details.message, details.fields)), {
    status: response.status,
    headers,
  });
}

export interface AuthRoutesDependencies {
  auth: Auth;
  config: AppConfig;
  database: Pick<AppDatabase, 'ping' | 'storage'> & { db: Kysely<Database> };
  rateLimitStores: RateLimitStores;
  sso: SsoAuthGuards;
  audit: AuditTrail;
  sessions: AuthSessionReads;
}

const SIGN_IN_PATHS = ['/sign-in/email', '/sign-in/username'];
/** Where a full disk means nobody can be signed in (a session cannot be stored), not that a save failed. */
const SESSION_STARTING_PATHS = [...SIGN_IN_PATHS, '/sign-up/email', '/sign-in/sso'];

/**
 * A refused password sign-in, on the trail of every workspace of the account it tried. A guess at
 * an address with no account has no workspace to be recorded in: the request log has its 401.
 */
async function recordFailedSignIn(c: Context<AppEnv>, deps: AuthRoutesDependencies, fields: Record<string, unknown>) {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
  const email = text(fields.email);
  const username = text(fields.username);
  const user = await deps.database.db
    .selectFrom('user')
    .select(['id', 'email'])
    .$if(email !== '', (query) => query.where('email', '=', email))
    .$if(email === '', (query) => query.where('username', '=', username || '\u0000'))
    .executeTakeFirst();
  const details = { via: c.req.path.replace(/^\/api\/auth/, ''), ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null };
  if (!user) return;
  await deps.audit.recordForUser(user.id, {
    actor: { id: null, label: 'anonymous' },
    action: 'auth.sign_in_failed',
    target: { type: 'user', id: user.id },
    details: { ...details, email: user.email },
  });
}

/** The answer with one more cookie (a copy: answers from fetch and better-auth may not be changed). */
function withCookie(response: Response, cookie: string): Response {
  const headers = new Headers(response.headers);
  headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Of the plugin's SAML routes we offer the assertion consumer (POST only) and the service
 * provider's metadata. Single logout is not offered (docs/decisions.md): those routes answer as if
 * they did not exist, and so does a GET on the assertion consumer.
 */
function isClosedSamlRoute(method: string, path: string): boolean {
  if (!path.includes('/sso/saml2/')) return false;
  if (isSamlAssertionPost(method, path)) return false;
  return !(method === 'GET' && path.endsWith('/sso/saml2/sp/metadata'));
}

/**
 * better-auth's handler, behind our own checks and error shape. It answers any failure of its own
 * as a 500 with the cause hidden, so a 500 while the database does not answer becomes a 503, and
 * one while its storage is full a 507 that says so.
 */
export function authRoutes(deps: AuthRoutesDependencies) {
  const { auth, config, database, rateLimitStores, sso } = deps;
  const routes = new Hono<AppEnv>();
  const accountBudget = signInBudget(config, database.db, rateLimitStores);
  const samlBinding = samlBrowserBinding(config.appUrl);
  const ssoFailures = ssoFailureRecorder(deps.audit, config.appUrl, config.sso.deployment?.workspaceId);
  routes.use('/request-password-reset', minimumDuration(RESET_REQUEST_ANSWER_MS));
  const answerGetSession = getSessionAnswerer(auth, deps.sessions);
  // Without options (better-auth's query parameters) it is a plain session read: through the cache.
  routes.get('/get-session', async (c, next) => {
    if (new URL(c.req.url).search !== '') return next();
    return withoutSessionToken(await answerGetSession(c.req.raw.headers));
  });
  routes.on(['GET', 'POST'], '/*', async (c) => {
    if (isClosedSamlRoute(c.req.method, c.req.path)) return c.json(errorBody('NOT_FOUND', 'There is no such API route.'), 404);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    let body: string | undefined;
    let fields: Record<string, unknown> = {};
    let ssoProviderId: string | undefined;
    if (c.req.method === 'POST') {
      const contentType = c.req.header('content-type') ?? '';
      const checked = checkAuthBody(c.req.path, contentType, await c.req.arrayBuffer(), config.passwordMinLength);
      await sso.refusePasswordIfSsoOnly(c.req.path, checked.fields);
      fields = checked.fields;
      const refused = await accountBudget(c, fields);
      if (refused) return refused;
      const ssoStart = c.req.path.endsWith('/sign-in/sso') ? await sso.signInBody(checked.fields) : undefined;
      ssoProviderId = typeof ssoStart?.providerId === 'string' ? ssoStart.providerId : undefined;
      body = ssoStart ? JSON.stringify(ssoStart) : checked.text;
      if (isSamlAssertionPost(c.req.method, c.req.path) && !samlBinding.postedByStarter(checked.text, c.req.header('cookie'))) {
        const refused = Response.redirect(`${config.appUrl}/auth?error=invalid_state`, 302);
        await ssoFailures.recordIfRefused(c, refused);
        return withCookie(refused, samlBinding.expiredCookie);
      }
    }
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    const response = await auth.handler(request);
    const databaseDown = response.status === 500 && (await database.ping().then(() => false, () => true));
    if (databaseDown) throw serviceUnavailableError();
    if (response.status === 500 && database.storage.full) {
      const startsSession = SESSION_STARTING_PATHS.some((path) => c.req.path.endsWith(path));
      throw storageFullError(startsSession ? STORAGE_FULL.signInMessage : STORAGE_FULL.saveMessage);
    }
    if (response.status === 401 && SIGN_IN_PATHS.some((path) => c.req.path.endsWith(path))) await recordFailedSignIn(c, deps, fields);
    await ssoFailures.recordIfRefused(c, response);
    const answer = await reshapeError(await withoutSessionToken(response));
    if (isSamlAssertionPost(c.req.method, c.req.path)) return withCookie(answer, samlBinding.expiredCookie);
    if (c.req.path.endsWith('/sign-in/sso') && answer.ok) {
      const samlCookie = samlBinding.cookieFor(await answer.clone().json().catch(() => null));
      const started = ssoProviderId ? withCookie(answer, ssoFailures.cookieFor(ssoProviderId)) : answer;
      return samlCookie ? withCookie(started, samlCookie) : started;
    }
    return answer;
  });
  return routes;
}
