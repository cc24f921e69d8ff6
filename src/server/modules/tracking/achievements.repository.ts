/** Earned badges and the facts that earn them; every query filters by the owner's id. */
import { and, asc, between, count, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createProfileReader } from '#server/modules/profile/profile.reader';
import { userAchievements } from './achievements.table';
import { dailyLogs } from './daily-log.table';
import { goals } from './goals.table';
import { habitCheckIns } from './habits.table';
import { moodEntries } from './mood.table';
import { symptomLogs } from './symptoms.table';

export type AchievementRow = typeof userAchievements.$inferSelect;

/** The user's tracked days, by kind, for the badge rules. */
export interface TrackedDays {
  moodDays: string[];
  symptomDays: string[];
  /** Days with sleep, water or a dose recorded. */
  dailyLogDays: string[];
  sleepDays: string[];
  checkIns: { habit_id: string; check_date: string }[];
}

/** Inclusive calendar days ('YYYY-MM-DD'); each tracker reads them on its (user_id, date) index. */
export interface DayWindow {
  from: string;
  to: string;
}

export function createAchievementsRepository(db: Db) {
  const profiles = createProfileReader(db);
  return {
    list(userId: string): Promise<AchievementRow[]> {
      return db
        .select()
        .from(userAchievements)
        .where(eq(userAchievements.user_id, userId))
        .orderBy(asc(userAchievements.earned_at), asc(userAchievements.achievement_key));
    },
    /** Stores newly earned badges; one already stored keeps its first earned_at. */
    async award(userId: string, keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .insert(userAchievements)
        .values(keys.map((key) => ({ user_id: userId, achievement_key: key })))
        .onConflictDoNothing({
          target: [userAchievements.user_id, userAchievements.achievement_key],
        });
    },
    /** The whole history, or only the days in `window` (a write's neighbourhood). */
    async trackedDays(userId: string, window?: DayWindow): Promise<TrackedDays> {
      const within = (column: Parameters<typeof between>[0]): SQL | undefined =>
        window ? between(column, window.from, window.to) : undefined;
      const [moods, symptoms, logs, checkIns] = await Promise.all([
        db
          .select({ day: moodEntries.entry_date })
          .from(moodEntries)
          .where(and(eq(moodEntries.user_id, userId), within(moodEntries.entry_date))),
        db
          .selectDistinct({ day: symptomLogs.occurred_on })
          .from(symptomLogs)
          .where(and(eq(symptomLogs.user_id, userId), within(symptomLogs.occurred_on))),
        db
          .select({ day: dailyLogs.log_date, sleep: dailyLogs.sleep_hours })
          .from(dailyLogs)
          .where(
            and(
              eq(dailyLogs.user_id, userId),
              within(dailyLogs.log_date),
              or(
                isNotNull(dailyLogs.sleep_hours),
                isNotNull(dailyLogs.water_glasses),
                sql`jsonb_array_length(${dailyLogs.medication_doses}) > 0`,
              ),
            ),
          ),
        db
          .select({ habit_id: habitCheckIns.habit_id, check_date: habitCheckIns.check_date })
          .from(habitCheckIns)
          .where(and(eq(habitCheckIns.user_id, userId), within(habitCheckIns.check_date))),
      ]);
      return {
        moodDays: moods.map((r) => r.day),
        symptomDays: symptoms.map((r) => r.day),
        dailyLogDays: logs.map((r) => r.day),
        sleepDays: logs.filter((r) => r.sleep !== null).map((r) => r.day),
        checkIns,
      };
    },
    /** Read through the profile module's reader: tracking does not query the profile's table. */
    profileCompleteness: (userId: string): Promise<number> => profiles.completenessScore(userId),
    async goalCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(goals).where(eq(goals.user_id, userId));
      return row?.n ?? 0;
    },
  };
}
export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
