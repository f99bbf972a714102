import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { profileSchema } from '../../domain/account-schemas';
import type { AppEnv } from '../app-env';
import type { Auth } from '../auth/auth';
import { callAuthApi } from '../auth/auth-errors';
import type { Database } from '../db/schema';
import { readJson } from '../http/validate';

/** Full name and username, with the register form's rules; better-auth keeps usernames unique. */
export function profileRoutes(auth: Auth, db: Kysely<Database>) {
  return new Hono<AppEnv>().patch('/profile', async (c) => {
    const input = await readJson(c, profileSchema);
    const username = input.username === '' ? null : input.username;
    await callAuthApi(() =>
      auth.api.updateUser({
        headers: c.req.raw.headers,
        body: { name: input.fullName, username, displayUsername: username },
      }),
    );
    const user = await db
      .selectFrom('user')
      .select(['name', 'username', 'displayUsername'])
      .where('id', '=', c.get('user').id)
      .executeTakeFirstOrThrow();
    return c.json({ user });
  });
}
