import { betterAuth } from 'better-auth';
import { username } from 'better-auth/plugins';
import { PASSWORD_RESET_TOKEN_LIFETIME_SECONDS } from '../../domain/account-schemas';
import { PASSWORD_MAX_LENGTH } from '../../domain/auth-schemas';
import type { AppConfig } from '../config/index';
import { auditTrail } from '../audit/audit-trail';
import type { AppDatabase } from '../db/database';
import { type RateLimitStores, memoryRateLimitStores } from '../http/rate-limit-stores';
import { trustedOrigins } from '../http/trusted-origins';
import { workspacesRepository } from '../workspaces/workspaces-repository';
import type { Logger } from '../logger';
import { createMailer } from '../mail/mailer';
import { createPasswordResetSender } from './password-reset-mail';
import { secretBox } from '../security/secret-box';
import { joinMappedWorkspace } from '../sso/join-mapped-workspace';
import { openSealedClientSecrets } from '../sso/sealed-client-secrets';
import { SAML_ASSERTION_CONSUMER_PATH, SSO_CALLBACK_PATH, SSO_PLUGIN_ADMIN_PATHS, ssoPlugin } from '../sso/sso-plugin';
import { authRateLimitStorage } from './auth-rate-limit-storage';
import { hashPassword, verifyPassword } from '../security/password-hashing';
import type { SessionChanges } from './session-reads';

/** The header our own middleware sets from the socket (or a trusted proxy); clients cannot forge it. */
export const CLIENT_IP_HEADER = 'x-innovation-studio-client-ip';

export interface AuthDependencies {
  /** Shared through Redis when REDIS_URL is set; give createApp the same ones. */
  rateLimitStores?: RateLimitStores;
  /** Told whenever a session ends or an account changes; give createApp the same ones (session-reads.ts). */
  sessions: SessionChanges;
}

export function createAuth(
  config: AppConfig,
  database: AppDatabase,
  logger: Logger,
  { rateLimitStores = memoryRateLimitStores(), sessions }: AuthDependencies,
) {
  const secureCookies = config.appUrl.startsWith('https://');
  const { windowSeconds, max } = config.authRateLimit;
  const sendResetMail = createPasswordResetSender({
    mailer: createMailer(config.mail),
    logger,
    appUrl: config.appUrl,
    production: config.env === 'production',
    rateLimitStores,
  });
  const { deployment, trustedIdpOrigins } = config.sso;
  const joinWorkspace = joinMappedWorkspace(database.db, deployment, logger);
  // The plugin may fetch from these (discovery, keys, tokens) although they are not public addresses.
  const idpOrigins = [...trustedIdpOrigins, ...(deployment?.protocol === 'oidc' ? [new URL(deployment.issuer).origin] : [])];
  const recordSessionStart = sessionStartRecorder(database, config.authSecret, logger);
  const recordPasswordReset = passwordResetRecorder(database, config.authSecret, logger);
  return betterAuth({
    appName: 'Innovation Studio',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [...trustedOrigins(config.appUrl, config.env), ...idpOrigins],
    database: {
      db: database.db.withPlugin(openSealedClientSecrets(ssoSecretBox(config.authSecret), logger)),
      type: database.dialect,
      // The SSO plugin decides who signs in (our user policy) inside the transaction that creates the session.
      transaction: true,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: config.passwordMinLength,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, token }) => sendResetMail(user, token),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }, request) => recordPasswordReset(user, request),
    },
    // Our /api/account routes replace these: update-user would take any image URL, and the
    // session list and single revoke would hand other sessions' tokens to the browser.
    disabledPaths: ['/update-user', '/list-sessions', '/revoke-session', ...SSO_PLUGIN_ADMIN_PATHS],
    plugins: [username({ minUsernameLength: 3, maxUsernameLength: 30 }), ssoPlugin(deployment, config.appUrl)],
    // An identity provider never takes over an existing account by e-mail alone (sso-user-policy.ts).
    account: { accountLinking: { disableImplicitLinking: true } },
    // A copy of the database must not be enough to use a pending reset link.
    verification: { storeIdentifier: 'hashed' },
    session: {
      // No cookie cache: a revoked session must stop working on the very next request. Our own
      // cache (session-reads.ts) is forgotten on every process when a session ends.
      cookieCache: { enabled: false },
    },
    databaseHooks: {
      account: { create: { after: (account) => joinWorkspace(account) } },
      session: {
        // Runs after the session's transaction has committed, for every way of signing in.
        create: { after: (session, context) => recordSessionStart(session, context?.path) },
        // Sign-out, a changed or reset password, revoking: after the commit, before the answer.
        delete: { after: (session) => sessions.changed(session.userId) },
      },
      // A cached session carries the user's name, e-mail and picture.
      user: { update: { after: (user) => sessions.changed(user.id) }, delete: { after: (user) => sessions.changed(user.id) } },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      customStorage: authRateLimitStorage(rateLimitStores),
      customRules: {
        // Every page view reads the session: a limit per address would lock out a whole bank
        // behind one proxy. A read costs no more than any signed-in request, which has no such limit.
        '/get-session': false,
        '/sign-in/email': { window: windowSeconds, max },
        '/sign-in/username': { window: windowSeconds, max },
        '/sign-up/email': { window: windowSeconds, max },
        '/request-password-reset': { window: windowSeconds, max },
        '/reset-password': { window: windowSeconds, max },
        '/change-password': { window: windowSeconds, max },
        '/sign-in/sso': { window: windowSeconds, max },
        [SSO_CALLBACK_PATH]: { window: windowSeconds, max },
        [`${SAML_ASSERTION_CONSUMER_PATH}/*`]: { window: windowSeconds, max },
      },
    },
    advanced: {
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Explicit, because better-auth turns the origin check off by itself when NODE_ENV is 'test'.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // Sign-in errors that end in a redirect (a refused single sign-on) land on the sign-in page.
    onAPIError: { errorURL: `${config.appUrl}/auth` },
    telemetry: { enabled: false },
    logger: { disabled: config.env === 'test' },
  });
}

/** Client secrets of identity providers, sealed at rest under a key of their own. */
export const ssoSecretBox = (authSecret: string) => secretBox(authSecret, 'sso-client-secrets');
interface StartedSession {
  userId: string;
  ipAddress?: string | null | undefined;
  userAgent?: string | null | undefined;
}

/**
 * Every new session is a sign-in (by password, at sign-up, or by single sign-on), on the trail of
 * every workspace of the user; changing the password starts a new session too, and is recorded as
 * that. The personal workspace is made first, so a new account's first sign-in has a trail to go to.
 */
function sessionStartRecorder(database: AppDatabase, authSecret: string, logger: Logger) {
  const audit = auditTrail(database, authSecret, logger);
  const workspaces = workspacesRepository(database.db);
  return async (session: StartedSession, path: string | undefined) => {
    try {
      const user = await database.db.selectFrom('user').select(['id', 'email']).where('id', '=', session.userId).executeTakeFirst();
      if (!user) return;
      await workspaces.ensurePersonal(user.id);
      const passwordChange = path === '/change-password';
      await audit.recordForUser(user.id, {
        actor: { id: user.id, label: user.email },
        action: passwordChange ? 'auth.password_changed' : 'auth.sign_in',
        target: { type: 'user', id: user.id },
        details: { via: path ?? 'unknown', ip: session.ipAddress ?? null, userAgent: session.userAgent ?? null },
      });
    } catch (error) {
      logger.error({ err: error, userId: session.userId }, 'could not record a sign-in on the audit trail');
    }
  };
}

/** A password set anew through an e-mailed reset link, on the trail of every workspace of the account. */
function passwordResetRecorder(database: AppDatabase, authSecret: string, logger: Logger) {
  const audit = auditTrail(database, authSecret, logger);
  return async (user: { id: string; email: string }, request: Request | undefined) => {
    const ip = request?.headers.get(CLIENT_IP_HEADER) ?? null;
    await audit.recordForUser(user.id, {
      actor: { id: user.id, label: user.email },
      action: 'auth.password_reset',
      target: { type: 'user', id: user.id },
      details: { via: '/reset-password', ip, userAgent: request?.headers.get('user-agent') ?? null },
    });
  };
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
