/** Goal queries; every one filters by the owner's id. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { isUuid } from '#shared/contracts/common.contract';
import { goals } from './goals.table';

export type GoalRow = typeof goals.$inferSelect;
export type GoalValues = Omit<
  typeof goals.$inferInsert,
  'id' | 'user_id' | 'created_at' | 'updated_at'
>;

export function createGoalsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(goals.id, id), eq(goals.user_id, userId));
  return {
    async insert(userId: string, values: GoalValues): Promise<GoalRow> {
      const [row] = await db
        .insert(goals)
        .values({ ...values, user_id: userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** A profile goal once per user and profile goal: null when it already exists. */
    async insertProfileGoal(userId: string, values: GoalValues): Promise<GoalRow | null> {
      const [row] = await db
        .insert(goals)
        .values({ ...values, user_id: userId, source: 'profile' })
        .onConflictDoNothing({
          target: [goals.user_id, goals.profile_goal],
          where: sql`${goals.source} = 'profile'`,
        })
        .returning();
      return row ?? null;
    },
    list(userId: string): Promise<GoalRow[]> {
      return db
        .select()
        .from(goals)
        .where(eq(goals.user_id, userId))
        .orderBy(asc(goals.created_at), asc(goals.id));
    },
    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(goals).where(eq(goals.user_id, userId));
      return row?.n ?? 0;
    },
    async find(userId: string, id: string): Promise<GoalRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(goals).where(owned(userId, id));
      return row ?? null;
    },
    async update(userId: string, id: string, values: Partial<GoalValues>): Promise<GoalRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(goals)
        .set({ ...values, updated_at: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(goals).where(owned(userId, id)).returning({ id: goals.id });
      return rows.length > 0;
    },
  };
}
export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
