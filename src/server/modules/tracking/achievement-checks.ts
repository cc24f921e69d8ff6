/**
 * Every tracker write re-checks the achievements it can complete (the badges not yet earned, over
 * the days around the written one). The write is already saved when the check runs, so a failed
 * check is logged and never turns the write into an error.
 */
import type { Db } from '#server/db/client';
import type { UserCacheGroup } from '#server/lib/user-cache';
import { createAchievementsRepository } from './achievements.repository';
import { createAchievementsService } from './achievements.service';
import type { ProfilePort } from './profile-port';
import type { Clock } from './tracking-input';

/**
 * How long a completeness score is reused at most: its tables' changes drop it at once; the TTL
 * bounds what moves with the date alone (the symptoms it counts are the recent ones).
 */
const COMPLETENESS_CACHE_TTL_MS = 60_000;

export interface AchievementChecksDeps {
  db: Db;
  userCaches: UserCacheGroup;
  now: Clock;
  log: { warn: (object: object, message: string) => void };
  profiles: ProfilePort;
}

export function createAchievementChecks({
  db,
  userCaches,
  now,
  log,
  profiles,
}: AchievementChecksDeps) {
  // Every tracker write checks the badges; the profile's completeness among them changes only
  // with the profile's own tables, so a mood or a habit saved reads it from memory.
  const completenessCache = userCaches.create<number>({
    dependsOn: profiles.sourceTables,
    ttlMs: COMPLETENESS_CACHE_TTL_MS,
    maxEntries: 10_000,
  });
  const completenessScore = async (userId: string): Promise<number> =>
    (await completenessCache.getOrLoad(userId, async () => ({
      value: await profiles.reader.completenessScore(userId),
      userId,
    }))) ?? 0;
  const achievements = createAchievementsService(
    createAchievementsRepository(db, completenessScore),
    now,
  );
  async function afterWrite(userId: string, day?: string): Promise<void> {
    try {
      await achievements.evaluateWrite(userId, day ?? null);
    } catch (error) {
      log.warn({ err: error }, 'achievement evaluation failed');
    }
  }
  return { achievements, afterWrite };
}
