/** GET /api/insights/patterns (paid 'pattern_insights'): factors that go with higher or lower mood and energy. */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { PatternsResponse } from '#shared/contracts/insights.contract';
import { useToday } from '#client/lib/use-today';
import { QUERY_ROOTS } from '#client/lib/invalidation';
import { withToday } from '#client/lib/today-query';

/** Under the 'progress' root: a tracker written makes it stale (lib/invalidation.ts). */
export const patternsKey = (userId: string | null, today: string) =>
  [...QUERY_ROOTS.progress, 'patterns', userId, today] as const;

export async function getPatterns(today: string, signal?: AbortSignal): Promise<PatternsResponse> {
  return getChecked(
    `/api/insights/patterns${withToday(today)}`,
    () => import('#shared/contracts/insights.contract').then((c) => c.patternsResponseSchema),
    signal,
  );
}

/** `isAllowed`: the caller's plan includes pattern insights; otherwise the API would only answer 403. */
export function usePatterns(isAllowed: boolean) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const today = useToday();
  return useQuery({
    queryKey: patternsKey(userId, today),
    queryFn: ({ signal }) => getPatterns(today, signal),
    enabled: userId !== null && isAllowed,
    staleTime: 5 * 60 * 1000,
  });
}
