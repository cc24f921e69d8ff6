/**
 * Badges: evaluated after every tracker write (and on read, for the profile badge, whose event
 * happens in the profile module) and stored once, so earned_at is the moment it was first earned.
 */
import { ACHIEVEMENTS, type AchievementList } from '#shared/contracts/tracking.contract';
import { latestLoggableDate } from '#shared/domain/dates';
import { earnedKeys, measureAchievements } from './achievement-rules';
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

  return {
    evaluate,
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
