/**
 * Which badges the user's tracked data has earned, and how far each locked one is. Pure, so the
 * rules are tested without a database. Runs of days are counted over the whole history.
 */
import { ACHIEVEMENTS, type AchievementKey } from '#shared/contracts/tracking.contract';
import { dailyStreaks } from '#shared/domain/streaks';
import type { TrackedDays } from './achievements.repository';

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

export function earnedKeys(progress: Record<AchievementKey, number>): AchievementKey[] {
  return ACHIEVEMENTS.filter((a) => progress[a.key] >= a.target).map((a) => a.key);
}
