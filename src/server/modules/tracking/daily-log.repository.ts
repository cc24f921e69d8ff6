/** Daily log queries; every one filters by the owner's id. */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { dailyLogs, type MedicationDose } from './daily-log.table';

export type DailyLogRow = typeof dailyLogs.$inferSelect;
export interface DailyLogValues {
  sleep_hours: number | null;
  water_glasses: number | null;
  medication_doses: MedicationDose[];
}

export function createDailyLogRepository(db: Db) {
  const onDay = (userId: string, date: string) =>
    and(eq(dailyLogs.user_id, userId), eq(dailyLogs.log_date, date));
  return {
    async find(userId: string, date: string): Promise<DailyLogRow | null> {
      const [row] = await db.select().from(dailyLogs).where(onDay(userId, date));
      return row ?? null;
    },
    /**
     * Applies `change` to the day's row under a row lock, so two saves of the same day (sleep from
     * one tab, a dose from another) both land.
     */
    async update(
      userId: string,
      date: string,
      change: (current: DailyLogValues) => DailyLogValues,
    ): Promise<DailyLogRow> {
      return db.transaction(async (tx) => {
        await tx
          .insert(dailyLogs)
          .values({ user_id: userId, log_date: date })
          .onConflictDoNothing({ target: [dailyLogs.user_id, dailyLogs.log_date] });
        const [current] = await tx
          .select()
          .from(dailyLogs)
          .where(onDay(userId, date))
          .for('update');
        if (!current) throw new Error('daily log row vanished');
        const [row] = await tx
          .update(dailyLogs)
          .set({ ...change(current), updated_at: sql`now()` })
          .where(onDay(userId, date))
          .returning();
        if (!row) throw new Error('daily log update matched no row');
        return row;
      });
    },
    listBetween(userId: string, from: string, to: string): Promise<DailyLogRow[]> {
      return db
        .select()
        .from(dailyLogs)
        .where(and(eq(dailyLogs.user_id, userId), between(dailyLogs.log_date, from, to)))
        .orderBy(asc(dailyLogs.log_date));
    },
    /** Every day with sleep, water or a dose recorded (achievement streaks), oldest first. */
    listAll(userId: string): Promise<DailyLogRow[]> {
      return db
        .select()
        .from(dailyLogs)
        .where(eq(dailyLogs.user_id, userId))
        .orderBy(asc(dailyLogs.log_date));
    },
  };
}
export type DailyLogRepository = ReturnType<typeof createDailyLogRepository>;
