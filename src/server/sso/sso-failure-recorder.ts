import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { AuditTrail } from '../audit/audit-trail';
import { SSO_CALLBACK_PATH } from './sso-plugin';
import { DEPLOYMENT_PROVIDER_ID } from '../config/sso-config';

const COOKIE = 'is_sso_provider';
const LIFETIME_SECONDS = 600;
const ASSERTION_CONSUMER = /\/sso\/saml2\/sp\/acs\/([\w-]+)$/;
const WORKSPACE_PROVIDER = /^workspace-([\w-]+)$/;

/**
 * Failed single sign-ons on the trail of the workspace whose provider refused or was refused. The
 * provider of a SAML response is in its address; an OpenID callback names none, so signing in
 * leaves a short-lived cookie naming it (not a secret: which provider the browser was sent to).
 */
export function ssoFailureRecorder(audit: AuditTrail, appUrl: string, deploymentWorkspaceId: string | undefined) {
  const workspaceOf = (providerId: string | undefined) => {
    if (providerId === DEPLOYMENT_PROVIDER_ID) return deploymentWorkspaceId;
    return providerId ? WORKSPACE_PROVIDER.exec(providerId)?.[1] : undefined;
  };
  const providerOf = (c: Context<AppEnv>) => {
    const saml = ASSERTION_CONSUMER.exec(c.req.path)?.[1];
    if (saml) return { providerId: saml, protocol: 'saml' };
    if (!c.req.path.endsWith(SSO_CALLBACK_PATH)) return undefined;
    const cookie = (c.req.header('cookie') ?? '').split(/;\s*/).find((part) => part.startsWith(`${COOKIE}=`));
    return cookie ? { providerId: decodeURIComponent(cookie.slice(COOKIE.length + 1)), protocol: 'oidc' } : undefined;
  };

  return {
    cookieFor: (providerId: string) =>
      `${COOKIE}=${encodeURIComponent(providerId)}; Max-Age=${LIFETIME_SECONDS}; Path=/api/auth/sso; HttpOnly; SameSite=Lax${appUrl.startsWith('https://') ? '; Secure' : ''}`,

    /** After the callback or the assertion consumer answered: a redirect back to /auth with an error is a refusal. */
    async recordIfRefused(c: Context<AppEnv>, response: Response): Promise<void> {
      const location = response.headers.get('location') ?? '';
      if (response.status < 300 || response.status >= 400 || !location.startsWith(`${appUrl}/auth`)) return;
      const error = new URL(location).searchParams.get('error');
      const provider = providerOf(c);
      const workspaceId = workspaceOf(provider?.providerId);
      if (!error || !provider || !workspaceId) return;
      await audit.record({
        workspaceId,
        actor: { id: null, label: 'anonymous' },
        action: 'auth.sso_sign_in_failed',
        target: { type: 'sso-provider', id: provider.providerId },
        details: { protocol: provider.protocol, error, ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null },
      });
    },
  };
}
