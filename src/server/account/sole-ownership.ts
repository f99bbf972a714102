import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The team workspaces a user is the only owner of: those where other members would be left without
 * an owner (by name), and those where the user is alone (by id).
 */
export async function soleOwnership(db: Kysely<Database>, userId: string) {
  const rows = await db
    .selectFrom('workspace_members as mine')
    .innerJoin('workspaces', 'workspaces.id', 'mine.workspace_id')
    .select((eb) => [
      'workspaces.id',
      'workspaces.name',
      eb
        .selectFrom('workspace_members as other')
        .select(eb.fn.countAll<string | number>().as('count'))
        .whereRef('other.workspace_id', '=', 'mine.workspace_id')
        .where('other.user_id', '!=', userId)
        .as('other_members'),
      eb
        .selectFrom('workspace_members as owner')
        .select(eb.fn.countAll<string | number>().as('count'))
        .whereRef('owner.workspace_id', '=', 'mine.workspace_id')
        .where('owner.user_id', '!=', userId)
        .where('owner.role', '=', 'owner')
        .as('other_owners'),
    ])
    .where('mine.user_id', '=', userId)
    .where('mine.role', '=', 'owner')
    .where('workspaces.kind', '=', 'team')
    .execute();
  const soleOwned = rows.filter((row) => Number(row.other_owners) === 0);
  return {
    othersDependOn: soleOwned.filter((row) => Number(row.other_members) > 0).map((row) => row.name),
    alone: soleOwned.filter((row) => Number(row.other_members) === 0).map((row) => row.id),
  };
}
