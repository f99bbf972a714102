import { ApiRequestError } from '../api/http';

/**
 * Refusals a workspace's owner decided (a feature switched off, a spent budget, an engine that
 * cannot be used): their own message says what happened and who can change it, so it is shown as
 * it is rather than as a generic failure.
 */
const GOVERNANCE_CODES = new Set(['AI_FEATURE_OFF', 'AI_BUDGET_SPENT', 'AI_NOT_CONFIGURED']);

export function governanceRefusal(error: unknown): string | null {
  return error instanceof ApiRequestError && GOVERNANCE_CODES.has(error.code) ? error.message : null;
}
