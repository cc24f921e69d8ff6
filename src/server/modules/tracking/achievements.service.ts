/**
 * Badges: evaluated after every tracker write (and on read, for the profile badge, whose event
 * happens in the profile module) and stored once, so earned_at is the moment it was first earned.
 *
 * A write is evaluated by what it changed: only badges not yet earned, and for those measured from
 * days only the days around the written one (`writeWindow`), read on each tracker's date index.
 * Its cost does not grow with the user's history. The full history is read on GET /api/achievements,
 * which shows how far each locked badge is.
 */
import { ACHIEVEMENTS, type AchievementList } from '#shared/contracts/tracking.contract';
import { latestLoggableDate } from '#shared/domain/dates';
import {
  DAY_BADGES,
  earnedKeys,
  measureAchievements,
  NO_TRACKED_DAYS,
  writeWindow,
} from './achievement-rules';
import type { AchievementsRepository } from './achievements.repository';
import { toIso, type Clock } from './tracking-input';

export function createAchievementsService(repository: AchievementsRepository, now: Clock) {
  async function evaluate(userId: string) {
    const [days, profileCompleteness, goalCount] = await Promise.all([
      repository.trackedDays(userId),
      repository.profileCompleteness(userId),
      repository.goalCount(userId),
    ]);
    const progress = measureAchievements({
      ...days,
      profileCompleteness,
      goalCount,
      lastDay: latestLoggableDate(now()),
    });
    await repository.award(userId, earnedKeys(progress));
    return progress;
  }

  /**
   * After a write: `day` is the calendar day it changed (a mood, symptom, habit check-in or daily
   * log), null for a write that changes no day (a goal).
   */
  async function evaluateWrite(userId: string, day: string | null): Promise<void> {
    const earned = new Set((await repository.list(userId)).map((row) => row.achievement_key));
    const pending = ACHIEVEMENTS.filter((a) => !earned.has(a.key)).map((a) => a.key);
    if (pending.length === 0) return;
    const [days, profileCompleteness, goalCount] = await Promise.all([
      day !== null && pending.some((key) => DAY_BADGES.has(key))
        ? repository.trackedDays(userId, writeWindow(day))
        : NO_TRACKED_DAYS,
      pending.includes('complete_profile') ? repository.profileCompleteness(userId) : 0,
      pending.includes('first_goal') ? repository.goalCount(userId) : 0,
    ]);
    const progress = measureAchievements({
      ...days,
      profileCompleteness,
      goalCount,
      lastDay: latestLoggableDate(now()),
    });
    await repository.award(
      userId,
      earnedKeys(progress).filter((key) => !earned.has(key)),
    );
  }

  return {
    evaluate,
    evaluateWrite,
    async list(userId: string): Promise<AchievementList> {
      const progress = await evaluate(userId);
      const earnedAt = new Map(
        (await repository.list(userId)).map((r) => [r.achievement_key, r.earned_at]),
      );
      const earned = ACHIEVEMENTS.filter((a) => earnedAt.has(a.key))
        .map((a) => ({
          key: a.key,
          title: a.title,
          description: a.description,
          earned_at: earnedAt.get(a.key) as Date,
        }))
        .sort((a, b) => a.earned_at.getTime() - b.earned_at.getTime())
        .map((a) => ({ ...a, earned_at: toIso(a.earned_at) }));
      const locked = ACHIEVEMENTS.filter((a) => !earnedAt.has(a.key)).map((a) => ({
        key: a.key,
        title: a.title,
        description: a.description,
        progress: { current: Math.min(progress[a.key], a.target), target: a.target },
      }));
      return { earned, locked };
    },
  };
}
export type AchievementsService = ReturnType<typeof createAchievementsService>;
