/**
 * What other modules (progress: trends, insights, the weekly report) may read of the trackers:
 * one user's entries over a range of days, goals and badges. Every query filters by the user's
 * id; nothing here writes.
 */
import { and, asc, between, eq, getTableName, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { medicineNamesByIds, readCabinetEntries } from '#server/modules/medications/index';
import { dailyLogs } from './daily-log.table';
import { goals } from './goals.table';
import { habitCheckIns, habits } from './habits.table';
import { moodEntries } from './mood.table';
import { symptomLogs } from './symptoms.table';
import { userAchievements } from './achievements.table';

/** The table of recent symptoms other modules read (for the caches that depend on it). */
export const SYMPTOMS_TABLE = getTableName(symptomLogs);

export interface TrackedData {
  moods: { date: string; mood: number; energy: number; tags: string[] }[];
  logs: {
    date: string;
    sleep_hours: number | null;
    water_glasses: number | null;
    doses: { medication_id: string; status: 'taken' | 'skipped' }[];
  }[];
  symptoms: { date: string; name: string; severity: number }[];
  habits: {
    id: string;
    name: string;
    schedule: string;
    times_per_week: number | null;
    created_on: string;
    archived_on: string | null;
  }[];
  checkIns: { habit_id: string; date: string }[];
}

/**
 * Symptom names and days logged between `from` and `to` (the profile's current symptoms), read on
 * `db`: the profile reads them on the handle it was given, a records import's transaction included.
 */
export function readSymptomsBetween(db: Db, userId: string, from: string, to: string) {
  return db
    .select({ name: symptomLogs.name, date: symptomLogs.occurred_on })
    .from(symptomLogs)
    .where(and(eq(symptomLogs.user_id, userId), between(symptomLogs.occurred_on, from, to)))
    .orderBy(asc(symptomLogs.occurred_on));
}

/**
 * One habit's name and whether it is still kept, for a due reminder: read on the scheduler's batch
 * transaction, which holds the reminder's row.
 */
export async function habitReminderTarget(
  db: Db,
  id: string,
): Promise<{ name: string; active: boolean } | null> {
  const [row] = await db
    .select({ name: habits.name, archived_at: habits.archived_at })
    .from(habits)
    .where(eq(habits.id, id));
  return row ? { name: row.name, active: row.archived_at === null } : null;
}

export function createTrackingReader(db: Db) {
  return {
    async load(userId: string, from: string, to: string): Promise<TrackedData> {
      const [moodRows, logRows, symptomRows, habitRows, checkInRows] = await Promise.all([
        // Only the columns a day is built from: each further one (a note, two timestamps made
        // into Dates) is read and converted once per day of the window.
        db
          .select({
            date: moodEntries.entry_date,
            mood: moodEntries.mood,
            energy: moodEntries.energy,
            tags: moodEntries.tags,
          })
          .from(moodEntries)
          .where(and(eq(moodEntries.user_id, userId), between(moodEntries.entry_date, from, to)))
          .orderBy(asc(moodEntries.entry_date)),
        db
          .select({
            date: dailyLogs.log_date,
            sleep_hours: dailyLogs.sleep_hours,
            water_glasses: dailyLogs.water_glasses,
            doses: dailyLogs.medication_doses,
          })
          .from(dailyLogs)
          .where(and(eq(dailyLogs.user_id, userId), between(dailyLogs.log_date, from, to)))
          .orderBy(asc(dailyLogs.log_date)),
        db
          .select({
            date: symptomLogs.occurred_on,
            name: symptomLogs.name,
            severity: symptomLogs.severity,
          })
          .from(symptomLogs)
          .where(and(eq(symptomLogs.user_id, userId), between(symptomLogs.occurred_on, from, to)))
          .orderBy(asc(symptomLogs.occurred_on), asc(symptomLogs.occurred_at)),
        db.select().from(habits).where(eq(habits.user_id, userId)).orderBy(asc(habits.created_at)),
        db
          .select({ habit_id: habitCheckIns.habit_id, date: habitCheckIns.check_date })
          .from(habitCheckIns)
          .where(
            and(eq(habitCheckIns.user_id, userId), between(habitCheckIns.check_date, from, to)),
          ),
      ]);
      return {
        moods: moodRows,
        logs: logRows,
        symptoms: symptomRows,
        habits: habitRows.map((row) => ({
          id: row.id,
          name: row.name,
          schedule: row.schedule,
          times_per_week: row.times_per_week,
          // A habit counts from the (UTC) day it was made; a check-in before that still counts as done.
          created_on: row.created_at.toISOString().slice(0, 10),
          archived_on: row.archived_at ? row.archived_at.toISOString().slice(0, 10) : null,
        })),
        checkIns: checkInRows,
      };
    },

    /** Names of the medicines in the user's cabinet now (the interaction check of the Action Center). */
    async cabinetNames(userId: string): Promise<string[]> {
      return (await readCabinetEntries(db, userId)).map((entry) => entry.name);
    },

    /** Names of the user's own medicines, by id (for skipped-dose rules and reminder texts). */
    medicineNames: (userId: string, ids: string[]): Promise<Map<string, string>> =>
      medicineNamesByIds(db, userId, ids),

    /** Names of the user's own habits, by id (reminder lists). */
    async habitNamesByIds(userId: string, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: habits.id, name: habits.name })
        .from(habits)
        .where(and(eq(habits.user_id, userId), inArray(habits.id, ids)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** The name of the user's own habit if it is not archived, else null. */
    async activeHabitName(userId: string, id: string): Promise<string | null> {
      const [row] = await db
        .select({ name: habits.name })
        .from(habits)
        .where(and(eq(habits.id, id), eq(habits.user_id, userId), isNull(habits.archived_at)));
      return row?.name ?? null;
    },

    goals(userId: string) {
      return db
        .select()
        .from(goals)
        .where(eq(goals.user_id, userId))
        .orderBy(asc(goals.created_at));
    },

    achievements(userId: string) {
      return db
        .select()
        .from(userAchievements)
        .where(eq(userAchievements.user_id, userId))
        .orderBy(asc(userAchievements.earned_at));
    },
  };
}
export type TrackingReader = ReturnType<typeof createTrackingReader>;
