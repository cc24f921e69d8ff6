/** Earned badges and the facts that earn them; every query filters by the owner's id. */
import { asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '#server/db/client';
import {
  NO_TRACKED_DAYS,
  type DayWindow,
  type RunFacts,
  type TrackedDays,
} from './achievement-rules';
import { userAchievements } from './achievements.table';
import { dailyLogs } from './daily-log.table';
import { goals } from './goals.table';
import { habitCheckIns } from './habits.table';
import { moodEntries } from './mood.table';
import { symptomLogs } from './symptoms.table';
import { trackedRuns } from './tracked-runs.table';

export type AchievementRow = typeof userAchievements.$inferSelect;

/** One row of the badge facts query: a tracked day of one kind, or the goal count. */
interface FactRow {
  kind: string;
  day: string;
  habit_id: string | null;
  sleep: boolean | null;
}

/** Every tracker's days, one row a day and kind, each read on its (user_id, date) index. */
function trackedDaysSql(userId: string, window?: DayWindow): SQL {
  const within = (column: AnyColumn): SQL =>
    window ? sql`and ${column} between ${window.from} and ${window.to}` : sql``;
  const day = (column: AnyColumn): SQL => sql`to_char(${column}, 'YYYY-MM-DD')`;
  return sql`
    (select 'mood' as kind, ${day(moodEntries.entry_date)} as day, null::text as habit_id, null::boolean as sleep
      from ${moodEntries}
      where ${moodEntries.user_id} = ${userId} ${within(moodEntries.entry_date)})
    union all
    (select distinct 'symptom', ${day(symptomLogs.occurred_on)}, null::text, null::boolean
      from ${symptomLogs}
      where ${symptomLogs.user_id} = ${userId} ${within(symptomLogs.occurred_on)})
    union all
    (select 'log', ${day(dailyLogs.log_date)}, null::text, ${dailyLogs.sleep_hours} is not null
      from ${dailyLogs}
      where ${dailyLogs.user_id} = ${userId} ${within(dailyLogs.log_date)}
        and (${dailyLogs.sleep_hours} is not null or ${dailyLogs.water_glasses} is not null
             or jsonb_array_length(${dailyLogs.medication_doses}) > 0))
    union all
    (select 'habit', ${day(habitCheckIns.check_date)}, ${habitCheckIns.habit_id}::text, null::boolean
      from ${habitCheckIns}
      where ${habitCheckIns.user_id} = ${userId} ${within(habitCheckIns.check_date)})`;
}

function toTrackedDays(rows: readonly FactRow[]): TrackedDays {
  const days: TrackedDays = {
    moodDays: [],
    symptomDays: [],
    dailyLogDays: [],
    sleepDays: [],
    checkIns: [],
  };
  for (const row of rows) {
    if (row.kind === 'mood') days.moodDays.push(row.day);
    else if (row.kind === 'symptom') days.symptomDays.push(row.day);
    else if (row.kind === 'log') {
      days.dailyLogDays.push(row.day);
      if (row.sleep) days.sleepDays.push(row.day);
    } else if (row.kind === 'habit')
      days.checkIns.push({ habit_id: row.habit_id!, check_date: row.day });
  }
  return days;
}

/**
 * `profileCompleteness` reads the profile's score through the profile module's reader, handed in
 * (profile-port.ts): tracking does not query the profile's table.
 */
export function createAchievementsRepository(
  db: Db,
  profileCompleteness: (userId: string) => Promise<number>,
) {
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
    /**
     * The badges' facts from the stored runs of days (ADR 088), in one query: one row per series
     * with its longest run up to `lastDay` (days after it do not count yet), and whether the user
     * has any mood. It reads a row per run, not per tracked day.
     */
    async runFacts(userId: string, lastDay: string): Promise<RunFacts> {
      const rows = await queryRows<{
        series: string;
        best: number | string;
        runs: number | string;
      }>(
        db,
        sql`select ${trackedRuns.series} as series,
              coalesce(max(least(${trackedRuns.end_date}, ${lastDay}::date) - ${trackedRuns.start_date} + 1)
                filter (where ${trackedRuns.start_date} <= ${lastDay}::date), 0) as best,
              count(*) as runs
            from ${trackedRuns} where ${trackedRuns.user_id} = ${userId}
            group by ${trackedRuns.series}
            union all
            select 'mood', 0, count(*) from (select 1 from ${moodEntries}
              where ${moodEntries.user_id} = ${userId} limit 1) as any_mood`,
      );
      const facts: RunFacts = {
        checkinBest: 0,
        sleepBest: 0,
        symptomFreeBest: 0,
        habitBest: 0,
        anyCheckIn: false,
        anyMood: false,
      };
      for (const row of rows) {
        const best = Number(row.best);
        if (row.series === 'checkin') {
          facts.checkinBest = best;
          facts.anyCheckIn = Number(row.runs) > 0;
        } else if (row.series === 'sleep') facts.sleepBest = best;
        else if (row.series === 'symptom_free') facts.symptomFreeBest = best;
        else if (row.series.startsWith('habit:')) facts.habitBest = Math.max(facts.habitBest, best);
        else if (row.series === 'mood') facts.anyMood = Number(row.runs) > 0;
      }
      return facts;
    },
    /** The whole history, or only the days in `window` (a write's neighbourhood): one query. */
    async trackedDays(userId: string, window?: DayWindow): Promise<TrackedDays> {
      return toTrackedDays(await queryRows<FactRow>(db, trackedDaysSql(userId, window)));
    },
    /**
     * What a write's badge check reads, in one query: the days in `window` (none when null) and,
     * when `goals`, how many goals the user has.
     */
    async writeFacts(
      userId: string,
      needs: { window: DayWindow | null; goals: boolean },
    ): Promise<{ days: TrackedDays; goalCount: number }> {
      const parts = [
        needs.window ? trackedDaysSql(userId, needs.window) : null,
        needs.goals
          ? sql`select 'goals' as kind, count(*)::text as day, null::text as habit_id, null::boolean as sleep
              from ${goals} where ${goals.user_id} = ${userId}`
          : null,
      ].filter((part): part is SQL => part !== null);
      if (parts.length === 0) return { days: NO_TRACKED_DAYS, goalCount: 0 };
      const rows = await queryRows<FactRow>(db, sql.join(parts, sql` union all `));
      const goalRow = rows.find((row) => row.kind === 'goals');
      return { days: toTrackedDays(rows), goalCount: goalRow ? Number(goalRow.day) : 0 };
    },
    profileCompleteness,
    async goalCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(goals).where(eq(goals.user_id, userId));
      return row?.n ?? 0;
    },
  };
}
export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
