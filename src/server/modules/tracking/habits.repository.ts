/** Habit and check-in queries; every one filters by the owner's id. */
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { isUuid } from '#shared/contracts/common.contract';
import { habitCheckIns, habits } from './habits.table';

export type HabitRow = typeof habits.$inferSelect;
export type HabitValues = Pick<HabitRow, 'name' | 'description' | 'schedule' | 'times_per_week'>;
export type HabitUpdate = Partial<HabitValues & Pick<HabitRow, 'archived_at'>>;

export function createHabitsRepository(db: Db) {
  const owned = (userId: string, id: string) => and(eq(habits.id, id), eq(habits.user_id, userId));
  return {
    async insert(userId: string, values: HabitValues): Promise<HabitRow> {
      const [row] = await db
        .insert(habits)
        .values({ ...values, user_id: userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    list(userId: string, options: { includeArchived: boolean }): Promise<HabitRow[]> {
      const filter = options.includeArchived
        ? eq(habits.user_id, userId)
        : and(eq(habits.user_id, userId), isNull(habits.archived_at));
      return db.select().from(habits).where(filter).orderBy(asc(habits.created_at), asc(habits.id));
    },
    async find(userId: string, id: string): Promise<HabitRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(habits).where(owned(userId, id));
      return row ?? null;
    },
    async update(userId: string, id: string, values: HabitUpdate): Promise<HabitRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(habits)
        .set({ ...values, updated_at: sql`now()` })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(habits).where(owned(userId, id)).returning({ id: habits.id });
      return rows.length > 0;
    },
    /** Idempotent: checking the same day twice keeps one row. */
    async checkIn(userId: string, habitId: string, date: string): Promise<void> {
      await db
        .insert(habitCheckIns)
        .values({ user_id: userId, habit_id: habitId, check_date: date })
        .onConflictDoNothing();
    },
    async uncheck(userId: string, habitId: string, date: string): Promise<void> {
      await db
        .delete(habitCheckIns)
        .where(
          and(
            eq(habitCheckIns.user_id, userId),
            eq(habitCheckIns.habit_id, habitId),
            eq(habitCheckIns.check_date, date),
          ),
        );
    },
    /** Every check-in of the user (streaks need the whole history), oldest first. */
    allCheckIns(userId: string): Promise<{ habit_id: string; check_date: string }[]> {
      return db
        .select({ habit_id: habitCheckIns.habit_id, check_date: habitCheckIns.check_date })
        .from(habitCheckIns)
        .where(eq(habitCheckIns.user_id, userId))
        .orderBy(asc(habitCheckIns.check_date));
    },
    checkInsOf(userId: string, habitId: string): Promise<string[]> {
      return db
        .select({ check_date: habitCheckIns.check_date })
        .from(habitCheckIns)
        .where(and(eq(habitCheckIns.user_id, userId), eq(habitCheckIns.habit_id, habitId)))
        .orderBy(asc(habitCheckIns.check_date))
        .then((rows) => rows.map((r) => r.check_date));
    },
    checkInsBetween(
      userId: string,
      from: string,
      to: string,
    ): Promise<{ habit_id: string; check_date: string }[]> {
      return db
        .select({ habit_id: habitCheckIns.habit_id, check_date: habitCheckIns.check_date })
        .from(habitCheckIns)
        .where(and(eq(habitCheckIns.user_id, userId), between(habitCheckIns.check_date, from, to)))
        .orderBy(asc(habitCheckIns.check_date));
    },
  };
}
export type HabitsRepository = ReturnType<typeof createHabitsRepository>;
