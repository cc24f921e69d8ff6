/** GET /api/ai-insights/weekly: the signed-in user's weekly insight. */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { WeeklyInsight } from '#shared/contracts/ai-insights.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

export const weeklyInsightQueryKey = [...QUERY_ROOTS.insights, 'weekly'] as const;

export async function getWeeklyInsight(signal?: AbortSignal): Promise<WeeklyInsight> {
  return getChecked(
    '/api/ai-insights/weekly',
    () => import('#shared/contracts/ai-insights.contract').then((c) => c.weeklyInsightSchema),
    signal,
  );
}

export function useWeeklyInsight() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: [...weeklyInsightQueryKey, userId],
    queryFn: ({ signal }) => getWeeklyInsight(signal),
    enabled: userId !== null,
    // A model may have written it: do not ask again on every focus.
    staleTime: 10 * 60 * 1000,
    refetchOnWindowFocus: false,
  });
}
