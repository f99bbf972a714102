import { Hono } from 'hono';
import { WORKSPACE_MESSAGES, changeRoleSchema } from '../../domain/workspace-api';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';
import { type WorkspaceEnv, isWellFormedId, requireTeamWorkspace, requireWorkspaceOwner } from './workspace-access';
import type { MembershipChange, WorkspacesRepository } from './workspaces-repository';

/** Told when who may see a workspace's journeys changed, so open journey streams check again. */
export type MembershipChanged = (workspaceId: string, userId: string | null) => unknown;

const memberNotFound = () => new ApiError(404, 'NOT_FOUND', 'That person is not a member of this workspace.');
const lastOwner = () => new ApiError(409, 'LAST_OWNER', WORKSPACE_MESSAGES.lastOwner);

function memberId(userId: string): string {
  if (!isWellFormedId(userId)) throw memberNotFound();
  return userId;
}

function settle(outcome: MembershipChange): void {
  if (outcome === 'last_owner') throw lastOwner();
  if (outcome === 'not_member') throw memberNotFound();
}

/** /api/workspaces/:workspaceId/members: any member reads the list; owners change it; anyone leaves. */
export function memberRoutes(workspaces: WorkspacesRepository, membershipChanged: MembershipChanged) {
  // Open journey streams of the member check their access again at once: a removed member is out now.
  const changed = async (workspaceId: string, userId: string, outcome: MembershipChange) => {
    settle(outcome);
    await membershipChanged(workspaceId, userId);
  };
  return new Hono<WorkspaceEnv>()
    .get('/', async (c) => c.json({ members: await workspaces.members(c.get('workspace').id) }))
    .delete('/me', requireTeamWorkspace, async (c) => {
      const { id } = c.get('workspace');
      await changed(id, c.get('user').id, await workspaces.removeMember(id, c.get('user').id));
      return c.body(null, 204);
    })
    .patch('/:userId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { role } = await readJson(c, changeRoleSchema);
      const { id } = c.get('workspace');
      const userId = memberId(c.req.param('userId'));
      await changed(id, userId, await workspaces.changeRole(id, userId, role));
      return c.json({ members: await workspaces.members(id) });
    })
    .delete('/:userId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { id } = c.get('workspace');
      const userId = memberId(c.req.param('userId'));
      await changed(id, userId, await workspaces.removeMember(id, userId));
      return c.body(null, 204);
    });
}
