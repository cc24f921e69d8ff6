/** Habit and check-in queries; every one filters by the owner's id. */
import { and, asc, between, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import { isUuid } from '#shared/contracts/common.contract';
import { addDays } from '#shared/domain/dates';
import type { Streaks } from '#shared/domain/streaks';
import { habitCheckIns, habits } from './habits.table';
import { trackedRuns } from './tracked-runs.table';

export type HabitRow = typeof habits.$inferSelect;
export type HabitValues = Pick<HabitRow, 'name' | 'description' | 'schedule' | 'times_per_week'>;
export type HabitUpdate = Partial<HabitValues & Pick<HabitRow, 'archived_at'>>;

const owned = (userId: string, id: string) => and(eq(habits.id, id), eq(habits.user_id, userId));

export function createHabitsRepository(db: Db) {
  return { ...habitQueries(db), ...checkInQueries(db) };
}
export type HabitsRepository = ReturnType<typeof createHabitsRepository>;

/** The habits themselves. */
function habitQueries(db: Db) {
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
  };
}

/** Check-ins, and the streaks and week counts read from them. */
function checkInQueries(db: Db) {
  return {
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
    /**
     * Daily streaks as of `today` from the stored runs of days (tracked_runs, ADR 088), by habit
     * (all the user's habits, or `habitId`'s): a row per run, not per check-in. The best run counts
     * days up to `today`; the current one is the run holding today, or else yesterday.
     */
    async dailyStreaks(
      userId: string,
      today: string,
      habitId?: string,
    ): Promise<Map<string, Streaks>> {
      const yesterday = addDays(today, -1);
      const series = habitId
        ? sql`${trackedRuns.series} = ${`habit:${habitId}`}`
        : sql`${trackedRuns.series} like 'habit:%'`;
      const rows = await queryRows<{
        series: string;
        best: number | string;
        current: number | string;
      }>(
        db,
        sql`select ${trackedRuns.series} as series,
              coalesce(max(least(${trackedRuns.end_date}, ${today}::date) - ${trackedRuns.start_date} + 1)
                filter (where ${trackedRuns.start_date} <= ${today}::date), 0) as best,
              coalesce(max(case
                when ${trackedRuns.start_date} <= ${today}::date and ${trackedRuns.end_date} >= ${today}::date
                  then ${today}::date - ${trackedRuns.start_date} + 1
                when ${trackedRuns.start_date} <= ${yesterday}::date and ${trackedRuns.end_date} >= ${yesterday}::date
                  then ${yesterday}::date - ${trackedRuns.start_date} + 1 end), 0) as current
            from ${trackedRuns}
            where ${trackedRuns.user_id} = ${userId} and ${series}
            group by ${trackedRuns.series}`,
      );
      return new Map(
        rows.map((row) => [
          row.series.slice('habit:'.length),
          { best: Number(row.best), current: Number(row.current) },
        ]),
      );
    },
    /**
     * Check-ins per ISO week (keyed by its Monday) up to `today`, for N-times-a-week habits: a row
     * per week counted in the database, not per check-in.
     */
    async weekCounts(
      userId: string,
      habitIds: readonly string[],
      today: string,
    ): Promise<Map<string, Map<string, number>>> {
      const byHabit = new Map<string, Map<string, number>>();
      if (habitIds.length === 0) return byHabit;
      const week = sql<string>`to_char(date_trunc('week', ${habitCheckIns.check_date}), 'YYYY-MM-DD')`;
      const rows = await db
        .select({ habit_id: habitCheckIns.habit_id, week, n: sql<number>`count(*)::int` })
        .from(habitCheckIns)
        .where(
          and(
            eq(habitCheckIns.user_id, userId),
            inArray(habitCheckIns.habit_id, [...habitIds]),
            lte(habitCheckIns.check_date, today),
          ),
        )
        .groupBy(habitCheckIns.habit_id, week);
      for (const row of rows) {
        let counts = byHabit.get(row.habit_id);
        if (!counts) byHabit.set(row.habit_id, (counts = new Map()));
        counts.set(row.week, Number(row.n));
      }
      return byHabit;
    },
    /** The habit's check-ins between two days, oldest first. */
    checkInsOfBetween(
      userId: string,
      habitId: string,
      from: string,
      to: string,
    ): Promise<string[]> {
      return db
        .select({ check_date: habitCheckIns.check_date })
        .from(habitCheckIns)
        .where(
          and(
            eq(habitCheckIns.user_id, userId),
            eq(habitCheckIns.habit_id, habitId),
            between(habitCheckIns.check_date, from, to),
          ),
        )
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
