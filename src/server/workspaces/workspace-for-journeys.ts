import type { Context } from 'hono';
import { type TokenGrant, roleThroughToken } from '../../domain/api-token-scopes';
import { WORKSPACE_MESSAGES, type WorkspaceSummary, canEditJourneys } from '../../domain/workspace-api';
import type { AppEnv } from '../app-env';
import { type JourneyEnv, forbidden, isWellFormedId, workspaceNotFound } from './workspace-access';
import { type WorkspacesRepository, personalWorkspaceId } from './workspaces-repository';

/** Who asks: the signed-in person, or the person or workspace an API token acts for. */
export interface JourneysCaller {
  userId: string;
  grant: TokenGrant | undefined;
  /** Told the workspace the request turned out to act in (where a token's use is recorded). */
  actsIn(workspaceId: string): void;
}

export const journeysCaller = (c: Context<AppEnv> | Context<JourneyEnv>): JourneysCaller => {
  // A journey route's context holds every AppEnv value and more: reading it as AppEnv's is safe.
  const context = c as Context<AppEnv>;
  return { userId: context.get('user').id, grant: context.get('apiToken'), actsIn: (id) => context.set('actingWorkspaceId', id) };
};

/**
 * The workspace a journey list or a new journey is for: the one named, if the caller is a member
 * (with an editor's role to write), else the caller's personal workspace, made on first need (a
 * workspace token's own workspace instead).
 */
export function workspaceForJourneys(workspaces: WorkspacesRepository) {
  const find = async (userId: string, workspaceId: string) =>
    isWellFormedId(workspaceId) ? workspaces.findForMember(userId, workspaceId) : undefined;

  return async (caller: JourneysCaller, workspaceId: string | undefined, intent: 'read' | 'write'): Promise<WorkspaceSummary> => {
    const { userId, grant } = caller;
    const personal = personalWorkspaceId(userId);
    const id = workspaceId || (grant?.kind === 'workspace' ? grant.workspaceId : personal);
    let found = await find(userId, id);
    if (!found && id === personal) {
      await workspaces.ensurePersonal(userId);
      found = await find(userId, id);
    }
    const role = found && roleThroughToken(grant, found.id, found.role, 'journeys');
    if (!found || !role) throw workspaceNotFound();
    caller.actsIn(found.id);
    if (intent === 'write' && !canEditJourneys(role)) throw forbidden(WORKSPACE_MESSAGES.editorOnly);
    return { ...found, role };
  };
}
