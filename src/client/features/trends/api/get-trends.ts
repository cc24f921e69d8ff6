/** GET /api/trends?days=7|30|90: every tracked series per day over the window, with days-with-data counts. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { TrendWindow, TrendsResponse } from '#shared/contracts/trends.contract';
import { useToday } from '#client/lib/use-today';
import { QUERY_ROOTS } from '#client/lib/invalidation';
import { withToday } from '#client/lib/today-query';

/** Under the 'progress' root: a tracker written makes it stale (lib/invalidation.ts). */
export const trendsKey = (userId: string | null, days: number, today: string) =>
  [...QUERY_ROOTS.progress, 'trends', userId, days, today] as const;

export async function getTrends(
  days: TrendWindow,
  today: string,
  signal?: AbortSignal,
): Promise<TrendsResponse> {
  return getChecked(
    `/api/trends${withToday(today, { days: String(days) })}`,
    () => import('#shared/contracts/trends.contract').then((c) => c.trendsResponseSchema),
    signal,
  );
}

export function useTrends(days: TrendWindow) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const today = useToday();
  return useQuery({
    queryKey: trendsKey(userId, days, today),
    queryFn: ({ signal }) => getTrends(days, today, signal),
    enabled: userId !== null,
    staleTime: 60 * 1000,
    // Switching 7 → 30 → 90 keeps the old charts on screen until the new window arrives.
    placeholderData: keepPreviousData,
  });
}
