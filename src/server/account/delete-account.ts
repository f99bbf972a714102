import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { DeleteConfirmationAnswer } from '../../domain/account-api';
import { DELETE_CONFIRMATION, deleteAccountSchema, isBlankConfirmation } from '../../domain/account-schemas';
import type { AppEnv, SessionUser } from '../app-env';
import type { Auth } from '../auth/auth';
import { verifyPassword } from '../auth/password-hashing';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';

async function passwordHashOf(db: Kysely<Database>, userId: string): Promise<string | null> {
  const account = await db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return account?.password ?? null;
}

/**
 * The password for an account that has one: the e-mail is on the page for anyone at an unlocked
 * screen to read. An account without a password has nothing else to offer, so it types its e-mail.
 */
async function assertConfirmed(db: Kysely<Database>, user: SessionUser, confirmation: string): Promise<void> {
  const hash = await passwordHashOf(db, user.id);
  const messages = DELETE_CONFIRMATION[hash ? 'password' : 'email'];
  if (isBlankConfirmation(confirmation)) {
    throw new ApiError(400, 'VALIDATION_FAILED', messages.required, { confirmation: messages.required });
  }
  const confirmed = hash
    ? await verifyPassword({ hash, password: confirmation })
    : confirmation.trim().toLowerCase() === user.email.toLowerCase();
  if (!confirmed) {
    throw new ApiError(400, 'CONFIRMATION_MISMATCH', messages.mismatch, { confirmation: messages.mismatch });
  }
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
  return new Hono<AppEnv>()
    .get('/delete-confirmation', async (c) => {
      const hash = await passwordHashOf(db, c.get('user').id);
      return c.json<DeleteConfirmationAnswer>({ confirmWith: hash ? 'password' : 'email' });
    })
    .post('/delete', async (c) => {
      const { confirmation } = await readJson(c, deleteAccountSchema);
      const user = c.get('user');
      await assertConfirmed(db, user, confirmation);
      await deleteUserData(db, user.id);
      // Signing out after the deletion only expires this browser's cookies; the session row is gone.
      const signOut = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ deleted: true });
    });
}
