import { Hono } from 'hono';
import { WORKSPACE_MESSAGES, changeRoleSchema } from '../../domain/workspace-api';
import type { AuditTrail } from '../audit/audit-trail';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';
import { type WorkspaceEnv, isWellFormedId, requireTeamWorkspace, requireWorkspaceOwner } from './workspace-access';
import type { MembershipChange, WorkspacesRepository } from './workspaces-repository';

/** Told when who may see a workspace's journeys changed, so open journey streams check again. */
export type MembershipChanged = (workspaceId: string, userId: string | null) => void;

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
export function memberRoutes(workspaces: WorkspacesRepository, audit: AuditTrail, membershipChanged: MembershipChanged) {
  /** Who the member is, named in the entry: their id may outlive their account. */
  const memberDetails = async (workspaceId: string, userId: string) => {
    const member = (await workspaces.members(workspaceId)).find((candidate) => candidate.userId === userId);
    return member ? { email: member.email, role: member.role } : {};
  };
  return new Hono<WorkspaceEnv>()
    .get('/', async (c) => c.json({ members: await workspaces.members(c.get('workspace').id) }))
    .delete('/me', requireTeamWorkspace, async (c) => {
      const { workspace, user } = { workspace: c.get('workspace'), user: c.get('user') };
      settle(await workspaces.removeMember(workspace.id, user.id));
      // Open journey streams of the member check their access again at once: a removed member is out now.
      membershipChanged(workspace.id, user.id);
      await audit.record({ workspaceId: workspace.id, actor: { id: user.id, label: user.email }, action: 'member.left', target: { type: 'user', id: user.id }, details: { role: workspace.role } });
      return c.body(null, 204);
    })
    .patch('/:userId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { role } = await readJson(c, changeRoleSchema);
      const { workspace, user } = { workspace: c.get('workspace'), user: c.get('user') };
      const target = memberId(c.req.param('userId'));
      const before = await memberDetails(workspace.id, target);
      settle(await workspaces.changeRole(workspace.id, target, role));
      membershipChanged(workspace.id, target);
      await audit.record({
        workspaceId: workspace.id,
        actor: { id: user.id, label: user.email },
        action: 'member.role_changed',
        target: { type: 'user', id: target },
        details: { email: before.email, from: before.role, to: role },
      });
      return c.json({ members: await workspaces.members(workspace.id) });
    })
    .delete('/:userId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { workspace, user } = { workspace: c.get('workspace'), user: c.get('user') };
      const target = memberId(c.req.param('userId'));
      const before = await memberDetails(workspace.id, target);
      settle(await workspaces.removeMember(workspace.id, target));
      membershipChanged(workspace.id, target);
      await audit.record({ workspaceId: workspace.id, actor: { id: user.id, label: user.email }, action: 'member.removed', target: { type: 'user', id: target }, details: before });
      return c.body(null, 204);
    });
}
