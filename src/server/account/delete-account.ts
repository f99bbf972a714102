import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { DeleteConfirmationAnswer } from '../../domain/account-api';
import { ACCOUNT_MESSAGES, DELETE_CONFIRMATION, deleteAccountSchema, isBlankConfirmation } from '../../domain/account-schemas';
import type { AppEnv, SessionUser } from '../app-env';
import type { Auth } from '../auth/auth';
import type { SessionChanges } from '../auth/session-reads';
import { verifyPassword } from '../security/password-hashing';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';
import { readJson } from '../http/validate';
import { soleOwnership } from './sole-ownership';

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
 * Removes the user in one transaction. Sessions, accounts, chats, the avatar, memberships and the
 * personal workspace with its journeys go with the user row through their foreign keys (ON DELETE
 * CASCADE); team journeys they created or edited stay with the team, without their name. Team
 * workspaces where they were alone go too. Reset tokens and invitations to their address have no
 * foreign key.
 */
async function deleteUserData(db: Kysely<Database>, user: SessionUser, teamsAlone: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verification').where('value', '=', user.id).execute();
    await trx.deleteFrom('workspace_invitations').where('email', '=', user.email.toLowerCase()).execute();
    if (teamsAlone.length > 0) await trx.deleteFrom('workspaces').where('id', 'in', teamsAlone).execute();
    await trx.deleteFrom('user').where('id', '=', user.id).execute();
  });
}

export function deleteAccountRoutes(auth: Auth, db: Kysely<Database>, sessions: SessionChanges) {
  return new Hono<AppEnv>()
    .get('/delete-confirmation', async (c) => {
      const hash = await passwordHashOf(db, c.get('user').id);
      return c.json<DeleteConfirmationAnswer>({ confirmWith: hash ? 'password' : 'email' });
    })
    .post('/delete', async (c) => {
      const { confirmation } = await readJson(c, deleteAccountSchema);
      const user = c.get('user');
      await assertConfirmed(db, user, confirmation);
      const teams = await soleOwnership(db, user.id);
      if (teams.othersDependOn.length > 0) {
        throw new ApiError(409, 'SOLE_OWNER', ACCOUNT_MESSAGES.soleOwner(teams.othersDependOn));
      }
      await deleteUserData(db, user, teams.alone);
      // The rows went by cascade, which better-auth's hooks do not see.
      await sessions.changed(user.id);
      // Signing out after the deletion only expires this browser's cookies; the session row is gone.
      const signOut = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ deleted: true });
    });
}
