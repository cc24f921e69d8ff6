/**
 * Every progress query sits under 'progress', keyed by the signed-in user so two accounts on one
 * browser never share a cache entry. Tracker changes (a mood or habit logged) can refresh all of
 * them with one invalidation of `progressQueryKey`.
 */
import { notificationsKey, QUERY_ROOTS } from '#client/lib/invalidation';

export const progressQueryKey = QUERY_ROOTS.progress;

/** '?today=2026-11-20' plus any other parameters: windows end on the user's own day, not the server's. */
export function withToday(today: string, params: Record<string, string | null> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  search.set('today', today);
  return `?${search.toString()}`;
}

export const progressKeys = {
  trends: (userId: string | null, days: number, today: string) =>
    [...progressQueryKey, 'trends', userId, days, today] as const,
  patterns: (userId: string | null, today: string) =>
    [...progressQueryKey, 'patterns', userId, today] as const,
  actionPlans: (userId: string | null, today: string) =>
    [...progressQueryKey, 'action-plans', userId, today] as const,
  wellnessScore: (userId: string | null) =>
    [...progressQueryKey, 'wellness-score', userId] as const,
  reminders: (userId: string | null) => [...progressQueryKey, 'reminders', userId] as const,
  notifications: notificationsKey,
  weeklyReport: (userId: string | null, week: string | null, today: string) =>
    [...progressQueryKey, 'weekly-report', userId, week, today] as const,
};
