/**
 * Which badges the user's tracked data has earned, and how far each locked one is. Pure, so the
 * rules are tested without a database. Runs of days are counted over the days they are given: the
 * whole history, or after a write only the days around it (`writeWindow`).
 */
import { ACHIEVEMENTS, type AchievementKey } from '#shared/contracts/tracking.contract';
import { addDays } from '#shared/domain/dates';
import { dailyStreaks } from '#shared/domain/streaks';

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

/** Badges measured from tracked days (a first entry or a run of days); the rest read counts. */
export const DAY_BADGES: ReadonlySet<AchievementKey> = new Set([
  'first_log',
  'first_mood_checkin',
  'checkin_streak_7',
  'checkin_streak_30',
  'habit_streak_7',
  'sleep_week',
  'symptom_free_week',
]);

/** The longest run any day badge asks for. */
export const LONGEST_RUN_TARGET = Math.max(
  ...ACHIEVEMENTS.filter((a) => DAY_BADGES.has(a.key)).map((a) => a.target),
);

/**
 * The days a write on `day` can matter to. A write changes one day, so any first entry or run it
 * completes contains that day; a run of `target` days containing it lies within target - 1 days
 * either side. A badge not earned before the write is earned after it exactly when the days in
 * this window earn it (the window's runs are runs of the whole history too).
 */
export function writeWindow(day: string): DayWindow {
  return {
    from: addDays(day, -(LONGEST_RUN_TARGET - 1)),
    to: addDays(day, LONGEST_RUN_TARGET - 1),
  };
}

export const NO_TRACKED_DAYS: TrackedDays = {
  moodDays: [],
  symptomDays: [],
  dailyLogDays: [],
  sleepDays: [],
  checkIns: [],
};

export interface AchievementFacts extends TrackedDays {
  profileCompleteness: number;
  goalCount: number;
  /** The latest day that counts (tomorrow in UTC: a user ahead of UTC may log it). */
  lastDay: string;
}

/** Progress toward every badge: earned when current reaches target. */
export function measureAchievements(facts: AchievementFacts): Record<AchievementKey, number> {
  const { lastDay } = facts;
  const checkInDays = [
    ...facts.moodDays,
    ...facts.symptomDays,
    ...facts.dailyLogDays,
    ...facts.checkIns.map((c) => c.check_date),
  ];
  const best = (days: readonly string[]) => dailyStreaks(days, lastDay).best;
  const symptomDays = new Set(facts.symptomDays);
  const byHabit = new Map<string, string[]>();
  for (const { habit_id, check_date } of facts.checkIns)
    byHabit.set(habit_id, [...(byHabit.get(habit_id) ?? []), check_date]);

  return {
    first_log: Math.min(1, checkInDays.length),
    first_mood_checkin: Math.min(1, facts.moodDays.length),
    checkin_streak_7: best(checkInDays),
    checkin_streak_30: best(checkInDays),
    habit_streak_7: Math.max(0, ...[...byHabit.values()].map(best)),
    sleep_week: best(facts.sleepDays),
    // A symptom-free day is a day the user checked in and logged no symptom.
    symptom_free_week: best(checkInDays.filter((day) => !symptomDays.has(day))),
    first_goal: Math.min(1, facts.goalCount),
    complete_profile: facts.profileCompleteness,
  };
}

/**
 * What the stored runs of days (tracked_runs, ADR 088) say about the badges: the longest run of
 * each series up to the last day that counts, and whether anything or a mood was ever tracked.
 */
export interface RunFacts {
  checkinBest: number;
  sleepBest: number;
  symptomFreeBest: number;
  /** The longest run of any one habit. */
  habitBest: number;
  anyCheckIn: boolean;
  anyMood: boolean;
}

/** `measureAchievements` from stored runs instead of every tracked day: the same progress. */
export function measureFromRuns(
  facts: RunFacts & Pick<AchievementFacts, 'profileCompleteness' | 'goalCount'>,
): Record<AchievementKey, number> {
  return {
    first_log: facts.anyCheckIn ? 1 : 0,
    first_mood_checkin: facts.anyMood ? 1 : 0,
    checkin_streak_7: facts.checkinBest,
    checkin_streak_30: facts.checkinBest,
    habit_streak_7: facts.habitBest,
    sleep_week: facts.sleepBest,
    symptom_free_week: facts.symptomFreeBest,
    first_goal: Math.min(1, facts.goalCount),
    complete_profile: facts.profileCompleteness,
  };
}

export function earnedKeys(progress: Record<AchievementKey, number>): AchievementKey[] {
  return ACHIEVEMENTS.filter((a) => progress[a.key] >= a.target).map((a) => a.key);
}
