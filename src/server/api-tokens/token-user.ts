import type { Kysely } from 'kysely';
import type { SessionUser } from '../app-env';
import type { Database } from '../db/schema';

const asDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** The account a token acts as: its holder, or the owner who created a workspace token. */
export async function tokenUser(db: Kysely<Database>, userId: string): Promise<SessionUser | undefined> {
  const row = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    image: row.image,
    emailVerified: Boolean(row.emailVerified),
    createdAt: asDate(row.createdAt),
    updatedAt: asDate(row.updatedAt),
    username: row.username,
    displayUsername: row.displayUsername,
  };
}
