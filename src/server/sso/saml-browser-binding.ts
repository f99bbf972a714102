import { timingSafeEqual } from 'node:crypto';
import { SAML_ASSERTION_CONSUMER_PATH } from './sso-plugin';

const COOKIE = 'innovation-studio.saml-relay';
const LIFETIME_SECONDS = 600;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function relayStateOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !URL.canParse(url)) return undefined;
  return new URL(url).searchParams.get('RelayState') ?? undefined;
}

function cookieValue(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return undefined;
}

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
};

function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Ties a SAML response to the browser that started its sign-in. The plugin cannot: the identity
 * provider's cross-site post carries none of our SameSite=Lax cookies, so it skips its relay-state
 * cookie check, and a response someone else obtained (for their own account) could be posted from a
 * victim's browser to sign the victim in as them (login CSRF). This cookie, set when the sign-in
 * starts, is SameSite=None and sent only to the assertion consumer, and must name the RelayState
 * posted. Browsers keep SameSite=None cookies only when Secure, so this needs https or a loopback
 * APP_URL; on plain http elsewhere it is left out (docs/decisions.md).
 */
export function samlBrowserBinding(appUrl: string) {
  const url = new URL(appUrl);
  const enforced = url.protocol === 'https:' || LOOPBACK_HOSTS.includes(url.hostname);
  const attributes = `Path=/api/auth${SAML_ASSERTION_CONSUMER_PATH}; HttpOnly; Secure; SameSite=None`;
  return {
    enforced,

    /** The Set-Cookie for a sign-in whose answer sends the browser to a SAML identity provider. */
    cookieFor(signInAnswer: unknown): string | undefined {
      if (!enforced || typeof signInAnswer !== 'object' || signInAnswer === null) return undefined;
      const relayState = relayStateOf((signInAnswer as { url?: unknown }).url);
      return relayState ? `${COOKIE}=${encodeURIComponent(relayState)}; Max-Age=${LIFETIME_SECONDS}; ${attributes}` : undefined;
    },

    /** Whether a posted SAML response comes back to the browser that asked for it. */
    postedByStarter(formBody: string, cookieHeader: string | undefined): boolean {
      if (!enforced) return true;
      const posted = new URLSearchParams(formBody).get('RelayState');
      const expected = decoded(cookieValue(cookieHeader) ?? '');
      return posted !== null && posted !== '' && expected !== undefined && sameText(posted, expected);
    },

    /** Clears the cookie once its response has been posted. */
    expiredCookie: `${COOKIE}=; Max-Age=0; ${attributes}`,
  };
}

export type SamlBrowserBinding = ReturnType<typeof samlBrowserBinding>;
