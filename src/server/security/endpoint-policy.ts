/**
 * Which addresses a workspace's engine may be pointed at. A workspace owner is not the bank's
 * platform team: the deployment lists the endpoints it approves (AI_ALLOWED_ENDPOINTS), so that no
 * owner can send the bank's text to an unapproved service, or make the server call an internal
 * address of their choosing.
 */
const WILDCARD_HOST = 'wildcard.';

interface EndpointPattern {
  protocol: string;
  /** Without the "*." of a wildcard pattern. */
  host: string;
  anySubdomain: boolean;
  port: string;
  path: string;
}

function parsePattern(pattern: string): EndpointPattern {
  const anySubdomain = pattern.includes('://*.');
  const url = new URL(pattern.replace('://*.', `://${WILDCARD_HOST}`));
  return {
    protocol: url.protocol,
    host: anySubdomain ? url.hostname.slice(WILDCARD_HOST.length) : url.hostname,
    anySubdomain,
    port: url.port,
    path: url.pathname.replace(/\/+$/, ''),
  };
}

function matches(url: URL, pattern: EndpointPattern): boolean {
  if (url.protocol !== pattern.protocol || url.port !== pattern.port) return false;
  const hostMatches = pattern.anySubdomain
    ? url.hostname.endsWith(`.${pattern.host}`) && url.hostname.length > pattern.host.length + 1
    : url.hostname === pattern.host;
  if (!hostMatches) return false;
  const path = url.pathname.replace(/\/+$/, '');
  return pattern.path === '' || path === pattern.path || path.startsWith(`${pattern.path}/`);
}

export function endpointPolicy(allowed: readonly string[], deploymentBaseUrl: string | undefined) {
  // The deployment's own endpoint is approved by whoever configured it.
  const listed = deploymentBaseUrl ? [...allowed, deploymentBaseUrl] : [...allowed];
  const patterns = listed.map(parsePattern);
  return {
    /** What owners are shown. */
    allowed: [...allowed],
    isAllowed(address: string): boolean {
      let url: URL;
      try {
        url = new URL(address);
      } catch {
        return false;
      }
      return patterns.some((pattern) => matches(url, pattern));
    },
  };
}

export type EndpointPolicy = ReturnType<typeof endpointPolicy>;
