import { WORKSPACE_MESSAGES, type WorkspaceSummary, canEditJourneys } from '../../domain/workspace-api';
import { forbidden, isWellFormedId, workspaceNotFound } from './workspace-access';
import { type WorkspacesRepository, personalWorkspaceId } from './workspaces-repository';

/**
 * The workspace a journey list or a new journey is for: the one named, if the caller is a member
 * (with an editor's role to write), else the caller's personal workspace, made on first need.
 */
export function workspaceForJourneys(workspaces: WorkspacesRepository) {
  const find = async (userId: string, workspaceId: string) =>
    isWellFormedId(workspaceId) ? workspaces.findForMember(userId, workspaceId) : undefined;

  return async (userId: string, workspaceId: string | undefined, intent: 'read' | 'write'): Promise<WorkspaceSummary> => {
    const personal = personalWorkspaceId(userId);
    const id = workspaceId || personal;
    let workspace = await find(userId, id);
    if (!workspace && id === personal) {
      await workspaces.ensurePersonal(userId);
      workspace = await find(userId, id);
    }
    if (!workspace) throw workspaceNotFound();
    if (intent === 'write' && !canEditJourneys(workspace.role)) throw forbidden(WORKSPACE_MESSAGES.editorOnly);
    return workspace;
  };
}
