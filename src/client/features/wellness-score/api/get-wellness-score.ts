/** GET /api/wellness-score: the score from the user's data; the default 78 only when is_default. */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { WellnessScore } from '#shared/contracts/wellness-score.contract';
import { useToday } from '#client/lib/use-today';
import { QUERY_ROOTS } from '#client/lib/invalidation';
import { withToday } from '#client/lib/today-query';

/** Under the 'progress' root: a tracker written makes it stale (lib/invalidation.ts). */
export const wellnessScoreKey = (userId: string | null) =>
  [...QUERY_ROOTS.progress, 'wellness-score', userId] as const;

export async function getWellnessScore(
  today: string,
  signal?: AbortSignal,
): Promise<WellnessScore> {
  return getChecked(
    `/api/wellness-score${withToday(today)}`,
    () => import('#shared/contracts/wellness-score.contract').then((c) => c.wellnessScoreSchema),
    signal,
  );
}

export function useWellnessScore(isEnabled = true) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const today = useToday();
  return useQuery({
    queryKey: [...wellnessScoreKey(userId), today],
    queryFn: ({ signal }) => getWellnessScore(today, signal),
    enabled: userId !== null && isEnabled,
    staleTime: 60 * 1000,
  });
}
