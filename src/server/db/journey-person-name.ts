import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from './schema';

/**
 * The name of the person a journey's column names (or their e-mail when they gave no name), as a
 * subquery selected as `alias`; null once that account is gone.
 */
export const journeyPersonName =
  <A extends string>(column: 'journeys.last_edited_by' | 'journeys.user_id', alias: A) =>
  (eb: ExpressionBuilder<Database, 'journeys'>) =>
    eb
      .selectFrom('user')
      .select(sql<string>`coalesce(nullif(trim("user"."name"), ''), "user"."email")`.as('person'))
      .whereRef('user.id', '=', column)
      .as(alias);
