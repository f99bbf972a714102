import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../domain/account-schemas';
import type { AccountSession } from '../../domain/account-api';
import type { AppEnv } from '../app-env';
import type { SessionChanges } from '../auth/session-reads';
import type { Database } from '../db/schema';
import { ApiError, notFoundError } from '../errors';
import { describeDevice } from './describe-device';

const toIso = (value: string | Date) => new Date(value).toISOString();

/** The user's live sessions, never their tokens: the current one first, then the most recently used. */
async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentId: string,
): Promise<AccountSession[]> {
  const rows = await db
    .selectFrom('session')
    .select(['id', 'userAgent', 'ipAddress', 'createdAt', 'updatedAt', 'expiresAt'])
    .where('userId', '=', userId)
    .execute();
  const now = Date.now();
  return rows
    .filter((row) => new Date(row.expiresAt).getTime() > now)
    .map((row) => ({
      id: row.id,
      device: describeDevice(row.userAgent),
      ipAddress: row.ipAddress,
      signedInAt: toIso(row.createdAt),
      lastSeenAt: toIso(row.updatedAt),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Each revocation is answered once every process has forgotten the user's cached sessions. */
export function sessionRoutes(db: Kysely<Database>, sessions: SessionChanges) {
  return new Hono<AppEnv>()
    .get('/sessions', async (c) =>
      c.json({ sessions: await listSessions(db, c.get('user').id, c.get('session').id) }),
    )
    .post('/sessions/revoke-others', async (c) => {
      const result = await db
        .deleteFrom('session')
        .where('userId', '=', c.get('user').id)
        .where('id', '!=', c.get('session').id)
        .executeTakeFirst();
      await sessions.changed(c.get('user').id);
      return c.json({ revoked: Number(result.numDeletedRows) });
    })
    .delete('/sessions/:id', async (c) => {
      const id = c.req.param('id');
      if (id === c.get('session').id)
        throw new ApiError(400, 'CURRENT_SESSION', ACCOUNT_MESSAGES.cannotRevokeCurrentSession);
      const result = await db
        .deleteFrom('session')
        .where('id', '=', id)
        .where('userId', '=', c.get('user').id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFoundError('The session');
      await sessions.changed(c.get('user').id);
      return c.body(null, 204);
    });
}
