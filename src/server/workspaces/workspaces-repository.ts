import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  type WorkspaceMember,
  type WorkspaceRole,
  type WorkspaceSummary,
  memberDisplayName,
} from '../../domain/workspace-api';
import { inTransaction } from '../db/in-transaction';
import type { Database } from '../db/schema';

/** The same id the migration gave the personal workspaces of users who existed before it. */
export const personalWorkspaceId = (userId: string) => `personal-${userId}`;

const PERSONAL_WORKSPACE_NAME = 'Personal';

export type MembershipChange = 'changed' | 'not_member' | 'last_owner';

/**
 * Whether taking the owner role from this member would leave the workspace without one. The
 * workspace row is written first so that, on PostgreSQL, two owners demoting each other at once
 * are serialised by its row lock (SQLite runs one transaction at a time anyway).
 */
async function wouldLoseLastOwner(trx: Transaction<Database>, workspaceId: string, userId: string) {
  await trx.updateTable('workspaces').set((eb) => ({ name: eb.ref('name') })).where('id', '=', workspaceId).execute();
  const owners = await trx
    .selectFrom('workspace_members')
    .select('user_id')
    .where('workspace_id', '=', workspaceId)
    .where('role', '=', 'owner')
    .execute();
  return owners.length === 1 && owners[0]!.user_id === userId;
}

export function workspacesRepository(db: Kysely<Database>) {
  const roleOf = async (userId: string, workspaceId: string): Promise<WorkspaceRole | undefined> => {
    const row = await db
      .selectFrom('workspace_members')
      .select('role')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.role;
  };

  return {
    roleOf,

    /**
     * Made on first need rather than in a sign-up hook: it then exists for every account, however
     * it was created, and a failure here is retried by the next request instead of lost.
     */
    async ensurePersonal(userId: string): Promise<string> {
      const id = personalWorkspaceId(userId);
      if (await roleOf(userId, id)) return id;
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('workspaces')
          .values({ id, name: PERSONAL_WORKSPACE_NAME, kind: 'personal', personal_user_id: userId, created_at: now })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await trx
          .insertInto('workspace_members')
          .values({ workspace_id: id, user_id: userId, role: 'owner', joined_at: now })
          .onConflict((oc) => oc.doNothing())
          .execute();
      });
      return id;
    },

    async listForUser(userId: string): Promise<WorkspaceSummary[]> {
      const rows = await db
        .selectFrom('workspace_members')
        .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
        .select(['workspaces.id', 'workspaces.name', 'workspaces.kind', 'workspace_members.role'])
        .where('workspace_members.user_id', '=', userId)
        .orderBy('workspaces.kind')
        .orderBy('workspaces.name')
        .orderBy('workspaces.id')
        .execute();
      return rows;
    },

    async findForMember(userId: string, workspaceId: string): Promise<WorkspaceSummary | undefined> {
      return db
        .selectFrom('workspace_members')
        .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
        .select(['workspaces.id', 'workspaces.name', 'workspaces.kind', 'workspace_members.role'])
        .where('workspace_members.user_id', '=', userId)
        .where('workspaces.id', '=', workspaceId)
        .executeTakeFirst();
    },

    async createTeam(userId: string, name: string): Promise<WorkspaceSummary> {
      const id = randomUUID();
      const now = new Date().toISOString();
      await inTransaction(db, async (trx) => {
        await trx.insertInto('workspaces').values({ id, name, kind: 'team', personal_user_id: null, created_at: now }).execute();
        await trx.insertInto('workspace_members').values({ workspace_id: id, user_id: userId, role: 'owner', joined_at: now }).execute();
      });
      return { id, name, kind: 'team', role: 'owner' };
    },

    async rename(workspaceId: string, name: string): Promise<void> {
      await db.updateTable('workspaces').set({ name }).where('id', '=', workspaceId).execute();
    },

    /** Its journeys, memberships and invitations go with it (ON DELETE CASCADE). */
    async delete(workspaceId: string): Promise<void> {
      await db.deleteFrom('workspaces').where('id', '=', workspaceId).execute();
    },

    async members(workspaceId: string): Promise<WorkspaceMember[]> {
      const rows = await db
        .selectFrom('workspace_members')
        .innerJoin('user', 'user.id', 'workspace_members.user_id')
        .select(['user.id', 'user.name', 'user.email', 'workspace_members.role', 'workspace_members.joined_at'])
        .where('workspace_members.workspace_id', '=', workspaceId)
        .orderBy('workspace_members.joined_at')
        .orderBy('user.id')
        .execute();
      return rows.map((row) => ({
        userId: row.id,
        name: memberDisplayName(row),
        email: row.email,
        role: row.role,
        joinedAt: row.joined_at,
      }));
    },

    /** Adds the member, or leaves an existing membership (and its role) as it is. */
    async addMember(workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
      await db
        .insertInto('workspace_members')
        .values({ workspace_id: workspaceId, user_id: userId, role, joined_at: new Date().toISOString() })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async changeRole(workspaceId: string, userId: string, role: WorkspaceRole): Promise<MembershipChange> {
      return inTransaction(db, async (trx) => {
        if (role !== 'owner' && (await wouldLoseLastOwner(trx, workspaceId, userId))) return 'last_owner';
        const result = await trx
          .updateTable('workspace_members')
          .set({ role })
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1 ? 'changed' : 'not_member';
      });
    },

    async removeMember(workspaceId: string, userId: string): Promise<MembershipChange> {
      return inTransaction(db, async (trx) => {
        if (await wouldLoseLastOwner(trx, workspaceId, userId)) return 'last_owner';
        const result = await trx
          .deleteFrom('workspace_members')
          .where('workspace_id', '=', workspaceId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        return Number(result.numDeletedRows) === 1 ? 'changed' : 'not_member';
      });
    },
  };
}

export type WorkspacesRepository = ReturnType<typeof workspacesRepository>;
