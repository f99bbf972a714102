import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { WORKSPACE_MESSAGES, inviteMemberSchema, maskedAddress, memberDisplayName } from '../../domain/workspace-api';
import type { AppEnv } from '../app-env';
import type { AuditTrail } from '../audit/audit-trail';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';
import { type RateLimitStore, rateLimit } from '../http/rate-limit';
import { readJson } from '../http/validate';
import type { Invitation } from '../mail/invitation-mail';
import { type InvitationRow, type InvitationsRepository, invitationsRepository } from './invitations-repository';
import { type WorkspaceEnv, isWellFormedId, requireTeamWorkspace, requireWorkspaceOwner } from './workspace-access';
import type { WorkspacesRepository } from './workspaces-repository';
import type { ChangeEvents } from '../db/change-events';

export interface InvitationSettings {
  appUrl: string;
  send(invitation: Invitation): void;
  /** Counts each inviter's invitations (INVITATIONS_PER_HOUR). */
  limit: RateLimitStore;
}

const invitationError = (status: 404 | 403 | 410, code: string, message: string) => new ApiError(status, code, message);
const invitationNotRevocable = () => new ApiError(404, 'NOT_FOUND', 'That invitation was not found or has already been used.');

/** /api/workspaces/:workspaceId/invitations: an owner invites by e-mail, lists and revokes. */
export function workspaceInvitationRoutes(
  workspaces: WorkspacesRepository,
  invitations: InvitationsRepository,
  settings: InvitationSettings,
  audit: AuditTrail,
) {
  return new Hono<WorkspaceEnv>()
    .use('*', requireWorkspaceOwner, requireTeamWorkspace)
    .get('/', async (c) => c.json({ invitations: await invitations.pending(c.get('workspace').id) }))
    .post('/', rateLimit(settings.limit, (c) => `invite:${c.get('user').id}`, WORKSPACE_MESSAGES.tooManyInvitations), async (c) => {
      const { email, role } = await readJson(c, inviteMemberSchema);
      const workspace = c.get('workspace');
      const members = await workspaces.members(workspace.id);
      if (members.some((member) => member.email.toLowerCase() === email)) {
        throw new ApiError(409, 'ALREADY_MEMBER', WORKSPACE_MESSAGES.alreadyMember);
      }
      const token = await audit.changeAndRecord(
        (trx) => invitationsRepository(trx).create({ workspaceId: workspace.id, email, role, invitedBy: c.get('user').id }),
        () => [{ workspaceId: workspace.id, actor: { id: c.get('user').id, label: c.get('user').email }, action: 'member.invited', target: { type: 'email', id: email }, details: { email, role } }],
      );
      const link = `${settings.appUrl}/invitations/${token}`;
      settings.send({ to: email, link, workspaceName: workspace.name, inviterName: memberDisplayName(c.get('user')), role });
      return c.json({ link, invitations: await invitations.pending(workspace.id) }, 201);
    })
    .delete('/:invitationId', async (c) => {
      const invitationId = c.req.param('invitationId');
      const workspaceId = c.get('workspace').id;
      if (!isWellFormedId(invitationId)) throw invitationNotRevocable();
      await audit.changeAndRecord(
        async (trx) => {
          if (!(await invitationsRepository(trx).revoke(workspaceId, invitationId))) throw invitationNotRevocable();
        },
        () => [{ workspaceId, actor: { id: c.get('user').id, label: c.get('user').email }, action: 'member.invitation_revoked', target: { type: 'invitation', id: invitationId } }],
      );
      return c.body(null, 204);
    });
}

/** The invitation a link names, still open (not used, not expired); anything else is a clear 4xx. */
async function openInvitation(invitations: InvitationsRepository, token: string) {
  const invitation = isWellFormedId(token) ? await invitations.findByToken(token) : undefined;
  if (!invitation) throw invitationError(404, 'INVITATION_NOT_FOUND', WORKSPACE_MESSAGES.invitationNotFound);
  if (invitation.accepted_at) throw invitationError(410, 'INVITATION_USED', WORKSPACE_MESSAGES.invitationUsed);
  if (invitation.expires_at <= new Date().toISOString()) {
    throw invitationError(410, 'INVITATION_EXPIRED', WORKSPACE_MESSAGES.invitationExpired);
  }
  return invitation;
}

/** The invitation a link names, usable by this user now; anything else is a clear 4xx. */
async function usableInvitation(invitations: InvitationsRepository, token: string, email: string) {
  const invitation = isWellFormedId(token) ? await invitations.findByToken(token) : undefined;
  if (!invitation) throw invitationError(404, 'INVITATION_NOT_FOUND', WORKSPACE_MESSAGES.invitationNotFound);
  // The address is checked first: a signed-in colleague holding someone else's link cannot use it.
  if (invitation.email !== email.toLowerCase()) {
    throw invitationError(403, 'INVITATION_WRONG_EMAIL', WORKSPACE_MESSAGES.invitationWrongEmail);
  }
  if (invitation.accepted_at) throw invitationError(410, 'INVITATION_USED', WORKSPACE_MESSAGES.invitationUsed);
  if (invitation.expires_at <= new Date().toISOString()) {
    throw invitationError(410, 'INVITATION_EXPIRED', WORKSPACE_MESSAGES.invitationExpired);
  }
  return invitation;
}

const preview = (invitation: InvitationRow & { workspace_name: string; inviter_name: string | null; inviter_email: string | null }) => ({
  workspaceName: invitation.workspace_name,
  role: invitation.role,
  invitedBy: invitation.inviter_email ? memberDisplayName({ name: invitation.inviter_name, email: invitation.inviter_email }) : null,
});

/** /api/invitations/:token: what the accept page shows, and accepting (once, in time, by the invited address). */
export function acceptInvitationRoutes(db: Kysely<Database>, audit: AuditTrail, events?: ChangeEvents) {
  const invitations = invitationsRepository(db);
  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      const invitation = await usableInvitation(invitations, c.req.param('token'), c.get('user').email);
      return c.json({ invitation: preview(invitation) });
    })
    .post('/:token/accept', async (c) => {
      const invitation = await usableInvitation(invitations, c.req.param('token'), c.get('user').email);
      const user = c.get('user');
      await audit.changeAndRecord(
        async (trx) => {
          if (!(await invitationsRepository(trx).accept(invitation, user.id))) {
            throw invitationError(410, 'INVITATION_USED', WORKSPACE_MESSAGES.invitationUsed);
          }
          await events?.memberJoined(trx, invitation.workspace_id, { name: user.name || 'A new member', role: invitation.role });
        },
        () => [
          {
            workspaceId: invitation.workspace_id,
            actor: { id: user.id, label: user.email },
            action: 'member.joined',
            target: { type: 'user', id: user.id },
            details: { role: invitation.role, invitedBy: invitation.inviter_email },
          },
        ],
      );
      return c.json({ workspaceId: invitation.workspace_id, workspaceName: invitation.workspace_name });
    });
}

/**
 * /api/invitation-previews/:token, without a session: who invites whom to what, so the person
 * following the link sees it before signing in or registering. The token is the secret (32 random
 * bytes, sent only to the invited address); the address itself is shown masked.
 */
export function invitationPreviewRoutes(db: Kysely<Database>) {
  const invitations = invitationsRepository(db);
  return new Hono<AppEnv>().get('/:token', async (c) => {
    const invitation = await openInvitation(invitations, c.req.param('token'));
    c.header('Cache-Control', 'no-store');
    return c.json({ invitation: { ...preview(invitation), invitedAddress: maskedAddress(invitation.email) } });
  });
}
