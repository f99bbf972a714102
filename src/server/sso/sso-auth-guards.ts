import type { Kysely } from 'kysely';
import { SSO_MESSAGES, emailDomainOf, ssoSignInInputSchema } from '../../domain/sso-api';
import type { Database } from '../db/schema';
import { ApiError, validationError } from '../errors';
import type { SsoDirectory } from './sso-directory';

type JsonObject = Record<string, unknown>;

/** Routes that would let someone in with a password, or give them one. */
const PASSWORD_ROUTES = ['/sign-in/email', '/sign-in/username', '/sign-up/email', '/request-password-reset'];

async function emailNamedBy(db: Kysely<Database>, path: string, fields: JsonObject): Promise<string | undefined> {
  if (!path.endsWith('/sign-in/username')) return typeof fields.email === 'string' ? fields.email.trim().toLowerCase() : undefined;
  if (typeof fields.username !== 'string') return undefined;
  const user = await db.selectFrom('user').select('email').where('username', '=', fields.username.trim().toLowerCase()).executeTakeFirst();
  return user?.email.toLowerCase();
}

/**
 * What /api/auth does with single sign-on before better-auth sees a request: password routes are
 * refused for domains whose workspace switched password sign-in off, and "Continue with single
 * sign-on" names only an e-mail: the server picks the provider, and the places to return to.
 */
export function ssoAuthGuards(db: Kysely<Database>, directory: SsoDirectory, appUrl: string) {
  return {
    async refusePasswordIfSsoOnly(path: string, fields: JsonObject): Promise<void> {
      if (!PASSWORD_ROUTES.some((route) => path.endsWith(route))) return;
      const email = await emailNamedBy(db, path, fields);
      if (!email?.includes('@')) return;
      const signIn = await directory.forDomain(emailDomainOf(email));
      if (signIn?.passwordSignIn === 'disabled') throw new ApiError(403, 'PASSWORD_SIGN_IN_DISABLED', SSO_MESSAGES.passwordSignInOff);
    },

    /** The body better-auth's /sign-in/sso is given instead of the one the browser sent. */
    async signInBody(fields: JsonObject): Promise<JsonObject> {
      const parsed = ssoSignInInputSchema.safeParse(fields);
      if (!parsed.success) throw validationError(parsed.error);
      const { email, callbackPath } = parsed.data;
      const signIn = await directory.forDomain(emailDomainOf(email));
      if (!signIn) throw new ApiError(404, 'SSO_NOT_CONFIGURED', SSO_MESSAGES.notConfigured, { email: SSO_MESSAGES.notConfigured });
      // SAML carries one place to return to, for new and known accounts alike: the dashboard, where
      // a new account must land (OIDC sends only known accounts back to the landing page).
      const home = signIn.protocol === 'saml' ? '/dashboard' : '/';
      return {
        providerId: signIn.providerId,
        loginHint: email,
        callbackURL: `${appUrl}${callbackPath ?? home}`,
        newUserCallbackURL: `${appUrl}${callbackPath ?? '/dashboard'}`,
        errorCallbackURL: `${appUrl}/auth`,
      };
    },
  };
}

export type SsoAuthGuards = ReturnType<typeof ssoAuthGuards>;
