/** Network failures on the way to the database server, as Node reports them. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's own "not now" answers: shutting down, starting up, out of connections. */
const SERVER_UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What node-postgres says when a pooled connection dies or cannot be made in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
];

function describesOutage(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return (
    NETWORK_CODES.has(code) ||
    SERVER_UNAVAILABLE_CODES.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) || // SQLSTATE class 08: connection exception
    DRIVER_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/**
 * Whether a failure means the database could not be reached, as opposed to a bug or a bad query.
 * Libraries wrap the driver's error (better-auth keeps it as `cause`), so the chain is searched.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (describesOutage(error)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))
  ) {
    return true;
  }
  return 'cause' in error && isDatabaseUnreachable(error.cause, depth + 1);
}
