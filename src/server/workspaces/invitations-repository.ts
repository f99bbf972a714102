import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  INVITATION_LIFETIME_DAYS,
  type PendingInvitation,
  type WorkspaceRole,
  memberDisplayName,
} from '../../domain/workspace-api';
import { inTransaction } from '../db/in-transaction';
import type { Database, WorkspaceInvitationTable } from '../db/schema';

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type InvitationRow = Selectable<WorkspaceInvitationTable>;

export function invitationsRepository(db: Kysely<Database>) {
  return {
    /**
     * A new invitation replaces any pending one for the same address, so the newest link is the one
     * that works. Answers the token for the link; only its hash is stored.
     */
    async create(input: { workspaceId: string; email: string; role: WorkspaceRole; invitedBy: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await inTransaction(db, async (trx) => {
        await trx
          .deleteFrom('workspace_invitations')
          .where('workspace_id', '=', input.workspaceId)
          .where('email', '=', input.email)
          .where('accepted_at', 'is', null)
          .execute();
        await trx
          .insertInto('workspace_invitations')
          .values({
            id: randomUUID(),
            workspace_id: input.workspaceId,
            email: input.email,
            role: input.role,
            token_hash: hashInvitationToken(token),
            invited_by: input.invitedBy,
            created_at: now.toISOString(),
            expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
            accepted_at: null,
          })
          .execute();
      });
      return token;
    },

    async pending(workspaceId: string): Promise<PendingInvitation[]> {
      const rows = await db
        .selectFrom('workspace_invitations')
        .leftJoin('user', 'user.id', 'workspace_invitations.invited_by')
        .select([
          'workspace_invitations.id',
          'workspace_invitations.email',
          'workspace_invitations.role',
          'workspace_invitations.expires_at',
          'user.name as inviter_name',
          'user.email as inviter_email',
        ])
        .where('workspace_invitations.workspace_id', '=', workspaceId)
        .where('workspace_invitations.accepted_at', 'is', null)
        .where('workspace_invitations.expires_at', '>', new Date().toISOString())
        .orderBy('workspace_invitations.created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        role: row.role,
        expiresAt: row.expires_at,
        invitedBy: row.inviter_email ? memberDisplayName({ name: row.inviter_name, email: row.inviter_email }) : null,
      }));
    },

    async revoke(workspaceId: string, invitationId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('workspace_invitations')
        .where('workspace_id', '=', workspaceId)
        .where('id', '=', invitationId)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    async findByToken(token: string) {
      return db
        .selectFrom('workspace_invitations')
        .innerJoin('workspaces', 'workspaces.id', 'workspace_invitations.workspace_id')
        .leftJoin('user', 'user.id', 'workspace_invitations.invited_by')
        .selectAll('workspace_invitations')
        .select(['workspaces.name as workspace_name', 'user.name as inviter_name', 'user.email as inviter_email'])
        .where('workspace_invitations.token_hash', '=', hashInvitationToken(token))
        .executeTakeFirst();
    },

    /**
     * Uses the invitation and adds the member in one transaction; false when another request used it
     * first. An existing member keeps the role they have.
     */
    async accept(invitation: InvitationRow, userId: string): Promise<boolean> {
      const now = new Date().toISOString();
      return inTransaction(db, async (trx) => {
        const used = await trx
          .updateTable('workspace_invitations')
          .set({ accepted_at: now })
          .where('id', '=', invitation.id)
          .where('accepted_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('workspace_members')
          .values({ workspace_id: invitation.workspace_id, user_id: userId, role: invitation.role, joined_at: now })
          .onConflict((oc) => oc.doNothing())
          .execute();
        return true;
      });
    },

    async deleteAddressedTo(email: string): Promise<void> {
      await db.deleteFrom('workspace_invitations').where('email', '=', email.toLowerCase()).execute();
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
