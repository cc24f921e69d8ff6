/**
 * Every nutrition query sits under one 'nutrition' key: a logged food changes the day's totals, the
 * trends and the supplement totals, so a change asks all of them again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { invalidateAfterWrite, QUERY_ROOTS } from '#client/lib/invalidation';

export const nutritionQueryKey = QUERY_ROOTS.nutrition;

export function invalidateNutrition(queryClient: QueryClient): Promise<void> {
  return invalidateAfterWrite(queryClient, 'nutrition');
}

/** The signed-in user's id, or null: per-user queries wait for a session. */
export function useNutritionUserId(): string | null {
  return useAuth().user?.id ?? null;
}

/** '?q=oats&diet=vegan', leaving out what is not set. */
export function toSearch(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
