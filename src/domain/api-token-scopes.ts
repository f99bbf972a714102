import type { ApiTokenScope } from './api-token-api';
import type { WorkspaceRole } from './workspace-api';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * A journey's live presence, event stream and facilitated session belong to people in an open tab
 * (a facilitator, blind marks per person), not to an integration.
 */
const BROWSER_ONLY_JOURNEY_PATH = /^\/api\/journeys\/[^/]+\/(events\/?|presence\/?|facilitation(\/.*)?)$/;
const JOURNEYS_PATH = /^\/api\/journeys(\/.*)?$/;
const PORTFOLIO_PATH = /^\/api\/portfolio\/?$/;
const AUDIT_PATH = /^\/api\/workspaces\/[^/]+\/audit(\/export)?\/?$/;

/**
 * The scopes that let a token make this request (any one of them), or null where tokens are never
 * accepted: account, token, workspace, SSO and AI settings, sign-in, and everything not listed here.
 * Writing journeys includes reading them.
 */
export function scopesForRequest(method: string, path: string): ApiTokenScope[] | null {
  const reading = READ_METHODS.has(method);
  if (JOURNEYS_PATH.test(path)) {
    if (BROWSER_ONLY_JOURNEY_PATH.test(path)) return null;
    return reading ? ['journeys:read', 'journeys:write'] : ['journeys:write'];
  }
  if (PORTFOLIO_PATH.test(path)) return reading ? ['portfolio:read'] : null;
  if (AUDIT_PATH.test(path)) return reading ? ['audit:read'] : null;
  return null;
}

/** What the token is, as the role checks need it: a personal token plays its holder's own roles. */
export type TokenGrant =
  | { kind: 'personal'; tokenId: string; scopes: ApiTokenScope[] }
  | { kind: 'workspace'; tokenId: string; scopes: ApiTokenScope[]; workspaceId: string };

/**
 * The role a request plays in a workspace. Without a token, or with a personal one, the member's
 * own role (scopes were checked per route). A workspace token exists only in its own workspace,
 * as an editor with the write scope and a viewer without; an owner only to read the audit trail,
 * the one owner's route it may reach.
 */
export function roleThroughToken(
  grant: TokenGrant | undefined,
  workspaceId: string,
  memberRole: WorkspaceRole | undefined,
  area: 'journeys' | 'workspace',
): WorkspaceRole | undefined {
  if (!grant || grant.kind === 'personal') return memberRole;
  if (workspaceId !== grant.workspaceId || memberRole === undefined) return undefined;
  if (area === 'workspace') return grant.scopes.includes('audit:read') ? 'owner' : 'viewer';
  return grant.scopes.includes('journeys:write') ? 'editor' : 'viewer';
}
