import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { AI_FEATURE_IDS, type AiFeatureId } from '../../../domain/ai-features';
import type { BudgetUnit, UsageFigures } from '../../../domain/ai-governance-api';
import { memberDisplayName } from '../../../domain/workspace-api';
import type { Database } from '../../db/schema';

/** YYYY-MM of a moment, in UTC: budgets run per calendar month. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the month after `month` (YYYY-MM), as a date. */
export function nextMonthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1));
}

const monthRange = (month: string) => ({ first: `${month}-01`, last: `${month}-31` });
const zero = (): UsageFigures => ({ calls: 0, tokens: 0 });
const byFeatureZero = () => Object.fromEntries(AI_FEATURE_IDS.map((id) => [id, zero()])) as Record<AiFeatureId, UsageFigures>;

export interface UsageRow {
  day: string;
  feature: string;
  userId: string;
  name: string;
  calls: number;
  tokens: number;
}

/** AI use per workspace, user, feature and day: what budgets are checked against and the usage page draws. */
export function aiUsageRepository(db: Kysely<Database>) {
  return {
    /** One call and its tokens, added in one statement: requests on any process count exactly once. */
    async add(input: { workspaceId: string; userId: string; feature: AiFeatureId; at: Date; tokens: number }): Promise<void> {
      await db
        .insertInto('ai_usage_daily')
        .values({ workspace_id: input.workspaceId, user_id: input.userId, feature: input.feature, day: dayOf(input.at), calls: 1, tokens: input.tokens })
        .onConflict((oc) =>
          oc.columns(['workspace_id', 'day', 'user_id', 'feature']).doUpdateSet({
            calls: sql`ai_usage_daily.calls + 1`,
            tokens: sql`ai_usage_daily.tokens + ${input.tokens}`,
          }),
        )
        .execute();
    },

    /** What the workspace, and this user in it, have used this month, in the budget's unit. */
    async spent(workspaceId: string, userId: string, month: string, unit: BudgetUnit): Promise<{ workspace: number; user: number }> {
      const { first, last } = monthRange(month);
      const rows = await db
        .selectFrom('ai_usage_daily')
        .select(['user_id', (eb) => eb.fn.sum<number | string>(unit).as('used')])
        .where('workspace_id', '=', workspaceId)
        .where('day', '>=', first)
        .where('day', '<=', last)
        .groupBy('user_id')
        .execute();
      const used = (row: { used: number | string | null }) => Number(row.used ?? 0);
      return {
        workspace: rows.reduce((sum, row) => sum + used(row), 0),
        user: used(rows.find((row) => row.user_id === userId) ?? { used: 0 }),
      };
    },

    async rowsOfMonth(workspaceId: string, month: string): Promise<UsageRow[]> {
      const { first, last } = monthRange(month);
      const rows = await db
        .selectFrom('ai_usage_daily')
        .innerJoin('user', 'user.id', 'ai_usage_daily.user_id')
        .select(['ai_usage_daily.day', 'ai_usage_daily.feature', 'ai_usage_daily.user_id', 'ai_usage_daily.calls', 'ai_usage_daily.tokens', 'user.name', 'user.email'])
        .where('ai_usage_daily.workspace_id', '=', workspaceId)
        .where('ai_usage_daily.day', '>=', first)
        .where('ai_usage_daily.day', '<=', last)
        .orderBy('ai_usage_daily.day')
        .execute();
      return rows.map((row) => ({
        day: row.day,
        feature: row.feature,
        userId: row.user_id,
        name: memberDisplayName(row),
        calls: Number(row.calls),
        tokens: Number(row.tokens),
      }));
    },

    async rowsOfUser(userId: string) {
      return db.selectFrom('ai_usage_daily').select(['workspace_id', 'feature', 'day', 'calls', 'tokens']).where('user_id', '=', userId).orderBy('day').execute();
    },
  };
}

export type AiUsageRepository = ReturnType<typeof aiUsageRepository>;

/** Every day of the month (empty ones too, so a chart has no gaps), and the totals by feature and by person. */
export function usageReport(month: string, rows: UsageRow[]) {
  const days = new Map<string, Record<AiFeatureId, UsageFigures>>();
  const end = nextMonthStart(month);
  for (let day = new Date(`${month}-01T00:00:00Z`); day < end; day = new Date(day.getTime() + 86_400_000)) {
    days.set(dayOf(day), byFeatureZero());
  }
  const byFeature = byFeatureZero();
  const byUser = new Map<string, { userId: string; name: string } & UsageFigures>();
  const total = zero();
  for (const row of rows) {
    if (!(AI_FEATURE_IDS as readonly string[]).includes(row.feature)) continue;
    const feature = row.feature as AiFeatureId;
    const cell = days.get(row.day)?.[feature];
    if (cell) {
      cell.calls += row.calls;
      cell.tokens += row.tokens;
    }
    byFeature[feature].calls += row.calls;
    byFeature[feature].tokens += row.tokens;
    const person = byUser.get(row.userId) ?? { userId: row.userId, name: row.name, calls: 0, tokens: 0 };
    person.calls += row.calls;
    person.tokens += row.tokens;
    byUser.set(row.userId, person);
    total.calls += row.calls;
    total.tokens += row.tokens;
  }
  return {
    month,
    days: [...days].map(([day, figures]) => ({ day, byFeature: figures })),
    byFeature,
    byUser: [...byUser.values()].sort((a, b) => b.calls - a.calls || a.name.localeCompare(b.name)),
    total,
  };
}
