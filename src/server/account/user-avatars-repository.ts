import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database';
import type { Database } from '../db/schema';
import type { PreparedAvatar } from './avatar-image';

export function avatarUrl(userId: string, revision: string): string {
  return `/api/account/avatar/${encodeURIComponent(userId)}?v=${revision}`;
}

/** better-auth keeps user dates as Date on PostgreSQL and as ISO text on SQLite. */
const timestampFor = (dialect: DialectName) =>
  dialect === 'postgres' ? new Date() : new Date().toISOString();

/** The avatar picture and the user's image URL change together, or not at all. */
export function userAvatarsRepository(db: Kysely<Database>, dialect: DialectName) {
  return {
    async save(userId: string, avatar: PreparedAvatar): Promise<string> {
      const revision = randomBytes(6).toString('hex');
      const values = {
        content: avatar.content,
        content_type: avatar.contentType,
        revision,
        updated_at: new Date().toISOString(),
      };
      const image = avatarUrl(userId, revision);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('user_avatars')
          .values({ user_id: userId, ...values })
          .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
          .execute();
        await trx
          .updateTable('user')
          .set({ image, updatedAt: timestampFor(dialect) })
          .where('id', '=', userId)
          .execute();
      });
      return image;
    },

    find(userId: string) {
      return db
        .selectFrom('user_avatars')
        .select(['content', 'content_type as contentType'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async remove(userId: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_avatars').where('user_id', '=', userId).execute();
        await trx
          .updateTable('user')
          .set({ image: null, updatedAt: timestampFor(dialect) })
          .where('id', '=', userId)
          .execute();
      });
    },
  };
}

export type UserAvatarsRepository = ReturnType<typeof userAvatarsRepository>;
