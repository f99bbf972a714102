import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { JourneyComment } from '../../domain/comments';
import type { Database } from '../db/schema';

/** The threads on a journey's ideas and validation pages, oldest comment first. */
export function commentsRepository(db: Kysely<Database>) {
  const select = () =>
    db
      .selectFrom('journey_comments')
      .innerJoin('user', 'user.id', 'journey_comments.author_id')
      .select([
        'journey_comments.id',
        'journey_comments.target',
        'journey_comments.author_id as authorId',
        sql<string>`coalesce(nullif(trim("user"."name"), ''), "user"."email")`.as('authorName'),
        'journey_comments.body',
        'journey_comments.created_at as createdAt',
        'journey_comments.updated_at as updatedAt',
      ]);

  const find = (journeyId: string, commentId: string): Promise<JourneyComment | undefined> =>
    select().where('journey_comments.journey_id', '=', journeyId).where('journey_comments.id', '=', commentId).executeTakeFirst();

  return {
    find,

    list(journeyId: string, target?: string): Promise<JourneyComment[]> {
      return select()
        .where('journey_comments.journey_id', '=', journeyId)
        .$if(target !== undefined, (query) => query.where('journey_comments.target', '=', target!))
        .orderBy('journey_comments.created_at')
        .orderBy('journey_comments.id')
        .execute();
    },

    async add(journeyId: string, authorId: string, target: string, body: string): Promise<JourneyComment> {
      const now = new Date().toISOString();
      const id = randomUUID();
      await db
        .insertInto('journey_comments')
        .values({ id, journey_id: journeyId, target, author_id: authorId, body, created_at: now, updated_at: now })
        .execute();
      return (await find(journeyId, id))!;
    },

    async edit(journeyId: string, commentId: string, body: string): Promise<JourneyComment | undefined> {
      await db
        .updateTable('journey_comments')
        .set({ body, updated_at: new Date().toISOString() })
        .where('journey_id', '=', journeyId)
        .where('id', '=', commentId)
        .execute();
      return find(journeyId, commentId);
    },

    async remove(journeyId: string, commentId: string): Promise<void> {
      await db.deleteFrom('journey_comments').where('journey_id', '=', journeyId).where('id', '=', commentId).execute();
    },
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;
