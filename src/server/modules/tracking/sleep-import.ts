/**
 * Sleep brought in by a records import (Apple Health, FHIR) into the daily log, and read back for
 * the FHIR export. An imported night fills a day only when the person has not logged sleep for it
 * themselves; their own entry always stays. Hours are rounded to the quarter hour the log keeps.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { dailyLogs } from './daily-log.table';

export interface SleepNight {
  /** The day the night ended (YYYY-MM-DD), as the daily log counts it. */
  date: string;
  hours: number;
}

const BATCH = 1000;
/**
 * Past this many nights the day series are rebuilt once instead of row by row (migration 0031):
 * ten years of nights took 12 s of row triggers on the embedded database, the rebuild a fraction.
 */
const REBUILD_PAST = 50;
const quarterHours = (hours: number) => Math.min(24, Math.max(0, Math.round(hours * 4) / 4));

export function createSleepImport(db: Db) {
  /** Writes each night to a day without logged sleep, BATCH rows a statement; returns how many. */
  async function write(userId: string, nights: readonly SleepNight[]): Promise<number> {
    let filled = 0;
    for (let start = 0; start < nights.length; start += BATCH) {
      const rows = nights.slice(start, start + BATCH).map((night) => ({
        user_id: userId,
        log_date: night.date,
        sleep_hours: quarterHours(night.hours),
      }));
      const written = await db
        .insert(dailyLogs)
        .values(rows)
        .onConflictDoUpdate({
          target: [dailyLogs.user_id, dailyLogs.log_date],
          set: { sleep_hours: sql`excluded.sleep_hours`, updated_at: sql`now()` },
          setWhere: sql`${dailyLogs.sleep_hours} is null`,
        })
        .returning({ id: dailyLogs.id });
      filled += written.length;
    }
    return filled;
  }
  const defer = () =>
    db.execute(sql`select set_config('wellnest.tracked_days_deferred', 'on', true)`);
  const rebuild = (userId: string) =>
    db.execute(sql`select wellnest_rebuild_tracked_days(${userId})`);

  return {
    /**
     * Writes each night to a day without logged sleep; returns how many days were filled. Call it
     * in a transaction for many nights: the row triggers are deferred for that transaction and the
     * user's day series rebuilt once at the end (outside one, the triggers simply run).
     */
    async fill(userId: string, nights: readonly SleepNight[]): Promise<number> {
      const bulk = nights.length > REBUILD_PAST;
      if (bulk) await defer();
      const filled = await write(userId, nights);
      if (bulk) await rebuild(userId);
      return filled;
    },

    /**
     * Like `fill`, for one of several transactions of a save made in steps (the Apple Health save,
     * which must not hold the embedded database for seconds): the row triggers are deferred for
     * the calling transaction (call it in one: outside a transaction the deferral would last one
     * statement) and the day series are NOT rebuilt, so they stay stale once it commits. The
     * caller must call `rebuildDays` after its last step, and after a failure too, so that a save
     * cut short leaves no stale series behind (a retry, which writes nothing again, rebuilds them
     * as well).
     */
    async fillDeferred(userId: string, nights: readonly SleepNight[]): Promise<number> {
      await defer();
      return write(userId, nights);
    },

    /** Rebuilds the member's 'checkin', 'sleep' and 'symptom_free' runs from their tables. */
    async rebuildDays(userId: string): Promise<void> {
      await rebuild(userId);
    },

    /** Every logged night, oldest first. */
    async nights(userId: string): Promise<SleepNight[]> {
      const rows = await db
        .select({ date: dailyLogs.log_date, hours: dailyLogs.sleep_hours })
        .from(dailyLogs)
        .where(and(eq(dailyLogs.user_id, userId), isNotNull(dailyLogs.sleep_hours)))
        .orderBy(asc(dailyLogs.log_date));
      return rows.map((row) => ({ date: row.date, hours: row.hours ?? 0 }));
    },
  };
}
export type SleepImport = ReturnType<typeof createSleepImport>;
