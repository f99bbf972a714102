import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { errorBody } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing API request that did not come from our own pages (CSRF). SameSite=Lax
 * keeps the session cookie off cross-site POSTs, but not off those from a sibling subdomain, and a
 * text/plain "simple" POST needs no preflight. Browsers send Origin on every non-GET request; a
 * browser that leaves it out still says Sec-Fetch-Site: same-origin.
 */
export function originCheck(
  trustedOrigins: readonly string[],
  /** A route another site's page posts to by design (SAML's assertion consumer), checked by its own means. */
  postedFromElsewhere: (method: string, path: string) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  const trusted = new Set(trustedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || postedFromElsewhere(c.req.method, c.req.path)) return next();
    // An API token came in a header no other site's page can set, on a request with no cookie
    // (token-authentication.ts refuses both together): there is nothing to forge.
    if (c.get('apiToken')) return next();
    const origin = c.req.header('origin');
    const sameOrigin =
      origin === undefined ? c.req.header('sec-fetch-site') === 'same-origin' : trusted.has(origin);
    if (!sameOrigin) {
      return c.json(
        errorBody('FORBIDDEN_ORIGIN', 'This request did not come from Innovation Studio and was refused.'),
        403,
      );
    }
    return next();
  };
}
