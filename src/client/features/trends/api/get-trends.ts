/** GET /api/trends?days=7|30|90: every tracked series per day over the window, with days-with-data counts. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import {
  trendsResponseSchema,
  type TrendWindow,
  type TrendsResponse,
} from '#shared/contracts/trends.contract';
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
  const body = await apiRequest<unknown>(`/api/trends${withToday(today, { days: String(days) })}`, {
    signal,
  });
  return trendsResponseSchema.parse(body);
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
