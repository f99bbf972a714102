import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES, deleteAccountSchema } from '../../domain/account-schemas';
import type { AppEnv, SessionUser } from '../app-env';
import type { Auth } from '../auth/auth';
import { verifyPassword } from '../auth/password-hashing';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';

async function isConfirmed(db: Kysely<Database>, user: SessionUser, confirmation: string): Promise<boolean> {
  if (confirmation.trim().toLowerCase() === user.email.toLowerCase()) return true;
  const account = await db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', user.id)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return account?.password ? verifyPassword({ hash: account.password, password: confirmation }) : false;
}

/**
 * Removes the user in one transaction. Sessions, accounts, journeys, chats and the avatar go with
 * the user row through their foreign keys (ON DELETE CASCADE); reset tokens have no foreign key.
 */
async function deleteUserData(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verification').where('value', '=', userId).execute();
    await trx.deleteFrom('user').where('id', '=', userId).execute();
  });
}

export function deleteAccountRoutes(auth: Auth, db: Kysely<Database>) {
  return new Hono<AppEnv>().post('/delete', async (c) => {
    const { confirmation } = await readJson(c, deleteAccountSchema);
    const user = c.get('user');
    if (!(await isConfirmed(db, user, confirmation))) {
      throw new ApiError(400, 'CONFIRMATION_MISMATCH', ACCOUNT_MESSAGES.confirmationMismatch, {
        confirmation: ACCOUNT_MESSAGES.confirmationMismatch,
      });
    }
    await deleteUserData(db, user.id);
    // Signing out after the deletion only expires this browser's cookies; the session row is gone.
    const signOut = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ deleted: true });
  });
}
