/**
 * Every tracker query sits under one 'tracking' key: a mood check-in changes the daily log, the
 * streaks and the achievements too, so any tracker change asks all of them again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { invalidateAfterWrite, QUERY_ROOTS } from '#client/lib/invalidation';

export const trackingQueryKey = QUERY_ROOTS.tracking;

export function invalidateTracking(queryClient: QueryClient): Promise<void> {
  return invalidateAfterWrite(queryClient, 'tracking');
}

/** The signed-in user's id, or null: queries wait for a session (a signed-out call only answers 401). */
export function useTrackingUserId(): string | null {
  return useAuth().user?.id ?? null;
}

/** '?from=2026-01-01&to=2026-01-31', leaving out what is not set. */
export function toSearch(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}
