/**
 * The day's page is opened many times a day and changes only when one of its tables is written
 * (each write is announced, ADR 025); the TTL is a backstop only.
 */
import type { UserCache, UserCacheGroup } from '#server/lib/user-cache';

/** Every table the daily log's page is read from. */
export const DAILY_LOG_TABLES = [
  'daily_logs',
  'mood_entries',
  'symptom_logs',
  'habits',
  'habit_check_ins',
  'medications',
] as const;

export function createDailyLogCache(userCaches: UserCacheGroup): UserCache<string> {
  return userCaches.create<string>({
    dependsOn: DAILY_LOG_TABLES,
    ttlMs: 60_000,
    maxEntries: 2_000,
  });
}

/** The day's page apart from its daily_logs row (the daily log service's `restCache`). */
const DAY_REST_TABLES = DAILY_LOG_TABLES.filter((table) => table !== 'daily_logs');

export function createDayRestCache<V>(userCaches: UserCacheGroup): UserCache<V> {
  return userCaches.create<V>({ dependsOn: DAY_REST_TABLES, ttlMs: 60_000, maxEntries: 2_000 });
}
