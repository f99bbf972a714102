import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { workspaceNameInputSchema } from '../../domain/workspace-api';
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
import { workspacesRepository } from './workspaces-repository';
import { type SsoRouteSettings, ssoRoutes } from '../sso/sso-routes';

/** /api/workspaces: the caller's workspaces, and everything an owner or member does with one. */
export function workspaceRoutes(
  db: Kysely<Database>,
  invitationSettings: InvitationSettings,
  ssoSettings: SsoRouteSettings,
  membershipChanged: MembershipChanged = () => undefined,
) {
  const workspaces = workspacesRepository(db);
  const membership = workspaceMembership(workspaces);
  return new Hono<WorkspaceEnv>()
    .get('/', async (c) => {
      const userId = c.get('user').id;
      await workspaces.ensurePersonal(userId);
      return c.json({ workspaces: await workspaces.listForUser(userId) });
    })
    .post('/', async (c) => {
      const { name } = await readJson(c, workspaceNameInputSchema);
      return c.json({ workspace: await workspaces.createTeam(c.get('user').id, name) }, 201);
    })
    .use('/:workspaceId', membership)
    .use('/:workspaceId/*', membership)
    .get('/:workspaceId', (c) => c.json({ workspace: c.get('workspace') }))
    .patch('/:workspaceId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      const { name } = await readJson(c, workspaceNameInputSchema);
      await workspaces.rename(c.get('workspace').id, name);
      return c.json({ workspace: { ...c.get('workspace'), name } });
    })
    .delete('/:workspaceId', requireWorkspaceOwner, requireTeamWorkspace, async (c) => {
      await workspaces.delete(c.get('workspace').id);
      await membershipChanged(c.get('workspace').id, null);
      return c.body(null, 204);
    })
    .route('/:workspaceId/members', memberRoutes(workspaces, membershipChanged))
    .route('/:workspaceId/invitations', workspaceInvitationRoutes(workspaces, invitationsRepository(db), invitationSettings))
    .route('/:workspaceId/sso', ssoRoutes(ssoSettings));
}
