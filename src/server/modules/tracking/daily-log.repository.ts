/** Daily log queries; every one filters by the owner's id. */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { dailyLogs, type MedicationDose } from './daily-log.table';

export type DailyLogRow = typeof dailyLogs.$inferSelect;

export function createDailyLogRepository(db: Db) {
  const onDay = (userId: string, date: string) =>
    and(eq(dailyLogs.user_id, userId), eq(dailyLogs.log_date, date));
  return {
    async find(userId: string, date: string): Promise<DailyLogRow | null> {
      const [row] = await db.select().from(dailyLogs).where(onDay(userId, date));
      return row ?? null;
    },
    /**
     * Saves the fields sent in one statement (ADR 088): an insert of the day, or an update that
     * merges on the row as it is when the update runs, so two saves of the same day (sleep from
     * one tab, a dose from another) both land without a transaction held across round trips.
     * `doses.sentKeys` are the marks the save decides (`<medication id>#<dose>`): they leave the
     * stored list, and `doses.marks` (the ones kept) are appended.
     */
    async save(
      userId: string,
      date: string,
      change: {
        sleep_hours?: number | null;
        water_glasses?: number | null;
        doses: { sentKeys: string[]; marks: MedicationDose[] };
      },
    ): Promise<DailyLogRow> {
      const marks = JSON.stringify(change.doses.marks);
      const keep = (column: 'sleep_hours' | 'water_glasses') =>
        change[column] !== undefined
          ? sql.raw(`excluded.${column}`)
          : sql.raw(`"daily_logs"."${column}"`);
      const doses =
        change.doses.sentKeys.length === 0
          ? sql.raw(`"daily_logs"."medication_doses"`)
          : sql`(select coalesce(jsonb_agg(kept.value order by kept.ord), '[]'::jsonb) from (
              select current_mark.value, current_mark.ord
                from jsonb_array_elements("daily_logs"."medication_doses") with ordinality as current_mark(value, ord)
                where not ((current_mark.value ->> 'medication_id') || '#' || coalesce(current_mark.value ->> 'dose', '1'))
                  in (select jsonb_array_elements_text(${JSON.stringify(change.doses.sentKeys)}::jsonb))
              union all
              select sent_mark.value, 1000000 + sent_mark.ord
                from jsonb_array_elements(${marks}::jsonb) with ordinality as sent_mark(value, ord)
            ) as kept)`;
      const [row] = await db
        .insert(dailyLogs)
        .values({
          user_id: userId,
          log_date: date,
          sleep_hours: change.sleep_hours ?? null,
          water_glasses: change.water_glasses ?? null,
          medication_doses: sql`${marks}::jsonb`,
        })
        .onConflictDoUpdate({
          target: [dailyLogs.user_id, dailyLogs.log_date],
          set: {
            sleep_hours: keep('sleep_hours'),
            water_glasses: keep('water_glasses'),
            medication_doses: doses,
            updated_at: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('daily log save returned no row');
      return row;
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
