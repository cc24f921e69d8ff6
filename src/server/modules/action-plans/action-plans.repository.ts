/**
 * health_action_plans queries. Every query filters by the owner's id, so another user's
 * action id is simply not found (404).
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import { healthActionPlans } from './action-plans.table';

export type ActionPlanRow = typeof healthActionPlans.$inferSelect;
export type NewActionPlan = Omit<
  typeof healthActionPlans.$inferInsert,
  'action_id' | 'user_id' | 'created_at'
>;

function actionPlanQueries(db: Db) {
  return {
    list(userId: string): Promise<ActionPlanRow[]> {
      return db.select().from(healthActionPlans).where(eq(healthActionPlans.user_id, userId));
    },
    async insertMany(userId: string, plans: NewActionPlan[]): Promise<void> {
      if (plans.length === 0) return;
      await db
        .insert(healthActionPlans)
        .values(plans.map((plan) => ({ ...plan, user_id: userId })));
    },
    async setStatus(
      userId: string,
      actionId: string,
      status: 'pending' | 'completed',
      at: Date,
    ): Promise<ActionPlanRow | null> {
      if (!isUuid(actionId)) return null;
      const [row] = await db
        .update(healthActionPlans)
        .set({ status, completed_at: status === 'completed' ? at : null })
        .where(
          and(eq(healthActionPlans.action_id, actionId), eq(healthActionPlans.user_id, userId)),
        )
        .returning();
      return row ?? null;
    },
    async pendingCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(healthActionPlans)
        .where(and(eq(healthActionPlans.user_id, userId), eq(healthActionPlans.status, 'pending')));
      return row?.n ?? 0;
    },
    /** Serialises plan generation per user for the rest of the transaction (no duplicate inserts). */
    async lockUser(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`action_plans:${userId}`}))`);
    },
  };
}
export type ActionPlanQueries = ReturnType<typeof actionPlanQueries>;

export function createActionPlansRepository(db: Db) {
  return {
    ...actionPlanQueries(db),
    transaction<T>(work: (queries: ActionPlanQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(actionPlanQueries(tx)));
    },
  };
}
export type ActionPlansRepository = ReturnType<typeof createActionPlansRepository>;
