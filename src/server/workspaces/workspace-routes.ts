import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { workspaceNameInputSchema } from '../../domain/workspace-api';
import type { AuditTrail } from '../audit/audit-trail';
import type { Database } from '../db/schema';
import { readJson } from '../http/validate';
import type { InvitationSettings } from './invitation-routes';
import { workspaceInvitationRoutes } from './invitation-routes';
import { invitationsRepository } from './invitations-repository';
import { type MembershipChanged, memberRoutes } from './member-routes';
import {
  type WorkspaceEnv,
  requireTeamWorkspace,
  requireWorkspaceOwner,
  workspaceMembership,
} from './workspace-access';
import { personalWorkspaceId, workspacesRepository } from './workspaces-repository';

export interface WorkspaceRoutesDependencies {
  invitations: InvitationSettings;
  audit: AuditTrail;
  /**
   * The workspace's administration areas (AI settings, usage, retention, the audit trail, single
   * sign-on), by path under the workspace; each checks the role it needs.
   */
  areaRoutes: Array<[path: string, routes: Hono<WorkspaceEnv>]>;
  /** Told when who may see the workspace's journeys changed, so open journey streams check again. */
  membershipChanged?: MembershipChanged;
}

/** /api/workspaces: the caller's workspaces, and everything an owner or member does with one. */
export function workspaceRoutes(
  db: Kysely<Database>,
  { invitations: invitationSettings, audit, areaRoutes, membershipChanged = () => undefined }: WorkspaceRoutesDependencies,
) {
  const workspaces = workspacesRepository(db);
  const membership = workspaceMembership(workspaces);
  const actorOf = (user: { id: string; email: string }) => ({ id: user.id, label: user.email });
  const routes = new Hono<WorkspaceEnv>()
    .get('/', async (c) => {
      const userId = c.get('user').id;
      const listed = await workspaces.listForUser(userId);
      // The personal workspace is made on first need; once there, the list is the only query.
      if (listed.some((workspace) => workspace.id === personalWorkspaceId(userId))) return c.json({ workspaces: listed });
      await workspaces.ensurePersonal(userId);
      return c.json({ workspaces: await workspaces.listForUser(userId) });
    })
    .post('/', async (c) => {
      const { name } = await readJson(c, workspaceNameInputSchema);
      const workspace = await audit.changeAndRecord(
        (trx) => workspacesRepository(trx).createTeam(c.get('user').id, name),
        (created) => [{ workspaceId: created.id, actor: actorOf(c.get('user')), action: 'workspace.created', target: { type: 'workspace', id: created.id }, details: { name } }],
      );
      return c.json({ workspace }, 201);
    })
    // `/:workspaceId/*` matches `/:workspaceId` itself too: one registration, one membership read.
    .use('/:workspaceId/*', membership)
    .get('/:workspaceId', (c) => c.json({ workspace: c.get('workspace') }))
    .patch('/:workspaceId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { name } = await readJson(c, workspaceNameInputSchema);
      const workspace = c.get('workspace');
      await audit.changeAndRecord(
        (trx) => workspacesRepository(trx).rename(workspace.id, name),
        () => [{ workspaceId: workspace.id, actor: actorOf(c.get('user')), action: 'workspace.renamed', target: { type: 'workspace', id: workspace.id }, details: { from: workspace.name, to: name } }],
      );
      return c.json({ workspace: { ...workspace, name } });
    })
    .delete('/:workspaceId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const workspace = c.get('workspace');
      await audit.changeAndRecord(
        async (trx) => {
          const journeys = await trx.selectFrom('journeys').select((eb) => eb.fn.countAll<number | string>().as('count')).where('workspace_id', '=', workspace.id).executeTakeFirst();
          await workspacesRepository(trx).delete(workspace.id);
          return Number(journeys?.count ?? 0);
        },
        // The trail outlives the workspace: this is the last entry of its chain.
        (journeysDeleted) => [
          { workspaceId: workspace.id, actor: actorOf(c.get('user')), action: 'workspace.deleted', target: { type: 'workspace', id: workspace.id }, details: { name: workspace.name, journeysDeleted } },
        ],
      );
      membershipChanged(workspace.id, null);
      return c.body(null, 204);
    })
    .route('/:workspaceId/members', memberRoutes(workspaces, audit, membershipChanged))
    .route('/:workspaceId/invitations', workspaceInvitationRoutes(workspaces, invitationsRepository(db), invitationSettings, audit));
  for (const [path, area] of areaRoutes) routes.route(`/:workspaceId${path}`, area);
  return routes;
}
