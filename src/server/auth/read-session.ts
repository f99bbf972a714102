import type { Auth, AuthSession } from './auth';
import type { SessionReads } from './session-reads';

export type AuthSessionReads = SessionReads<AuthSession>;
export type ReadSession = (headers: Headers) => Promise<AuthSession | null>;

/**
 * Every occurrence of the session cookie in a Cookie header, as sent: the cache's key. better-auth
 * reads nothing else of a request to find its session, so equal keys always get the same answer.
 */
export function sessionCookieKey(cookieHeader: string | null, cookieName: string): string | undefined {
  if (!cookieHeader) return undefined;
  const prefix = `${cookieName}=`;
  const pairs = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(prefix));
  return pairs.length > 0 ? pairs.join('; ') : undefined;
}

/** better-auth's getSession, through the session cache. */
export function sessionReader(auth: Auth, reads: AuthSessionReads): ReadSession {
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  return async (headers) => reads.read(sessionCookieKey(headers.get('cookie'), await cookieName), () => auth.api.getSession({ headers }));
}

/**
 * GET /api/auth/get-session through the same cache: every page view asks it. A read that goes to
 * better-auth keeps the cookies it sets (a refreshed expiry, or clearing a dead session's cookie);
 * a cached answer sets none, as better-auth sets none either until the session is a day old.
 */
export function getSessionAnswerer(auth: Auth, reads: AuthSessionReads) {
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  return async (headers: Headers): Promise<Response> => {
    let cookies: string[] = [];
    const session = await reads.read(sessionCookieKey(headers.get('cookie'), await cookieName), async () => {
      const read = await auth.api.getSession({ headers, returnHeaders: true });
      cookies = read.headers.getSetCookie();
      return read.response;
    });
    const answer = new Headers({ 'content-type': 'application/json' });
    for (const cookie of cookies) answer.append('set-cookie', cookie);
    return new Response(JSON.stringify(session), { status: 200, headers: answer });
  };
}
