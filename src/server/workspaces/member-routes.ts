import { Hono } from 'hono';
import type { Transaction } from 'kysely';
import { WORKSPACE_MESSAGES, changeRoleSchema } from '../../domain/workspace-api';
import type { AuditTrail } from '../audit/audit-trail';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';
import { readJson } from '../http/validate';
import { type WorkspaceEnv, isWellFormedId, requireTeamWorkspace, requireWorkspaceOwner } from './workspace-access';
import { type MembershipChange, type WorkspacesRepository, workspacesRepository } from './workspaces-repository';

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
  const memberDetails = async (trx: Transaction<Database>, workspaceId: string, userId: string) => {
    const member = (await workspacesRepository(trx).members(workspaceId)).find((candidate) => candidate.userId === userId);
    return member ? { email: member.email, role: member.role } : {};
  };
  return new Hono<WorkspaceEnv>()
    .get('/', async (c) => c.json({ members: await workspaces.members(c.get('workspace').id) }))
    .delete('/me', requireTeamWorkspace, async (c) => {
      const { workspace, user } = { workspace: c.get('workspace'), user: c.get('user') };
      await audit.changeAndRecord(
        async (trx) => settle(await workspacesRepository(trx).removeMember(workspace.id, user.id)),
        () => [{ workspaceId: workspace.id, actor: { id: user.id, label: user.email }, action: 'member.left', target: { type: 'user', id: user.id }, details: { role: workspace.role } }],
      );
      // Open journey streams of the member check their access again at once: a removed member is out now.
      membershipChanged(workspace.id, user.id);
      return c.body(null, 204);
    })
    .patch('/:userId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { role } = await readJson(c, changeRoleSchema);
      const { workspace, user } = { workspace: c.get('workspace'), user: c.get('user') };
      const target = memberId(c.req.param('userId'));
      await audit.changeAndRecord(
        async (trx) => {
          const before = await memberDetails(trx, workspace.id, target);
          settle(await workspacesRepository(trx).changeRole(workspace.id, target, role));
          return before;
        },
        (before) => [
          {
            workspaceId: workspace.id,
            actor: { id: user.id, label: user.email },
            action: 'member.role_changed',
            target: { type: 'user', id: target },
            details: { email: before.email, from: before.role, to: role },
          },
        ],
      );
      membershipChanged(workspace.id, target);
      return c.json({ members: await workspaces.members(workspace.id) });
    })
    .delete('/:userId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { workspace, user } = { workspace: c.get('workspace'), user: c.get('user') };
      const target = memberId(c.req.param('userId'));
      await audit.changeAndRecord(
        async (trx) => {
          const before = await memberDetails(trx, workspace.id, target);
          settle(await workspacesRepository(trx).removeMember(workspace.id, target));
          return before;
        },
        (before) => [{ workspaceId: workspace.id, actor: { id: user.id, label: user.email }, action: 'member.removed', target: { type: 'user', id: target }, details: before }],
      );
      membershipChanged(workspace.id, target);
      return c.body(null, 204);
    });
}
