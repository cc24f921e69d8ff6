/** GET /api/achievements: badges earned (with when) and the locked ones with progress toward them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { AchievementList } from '#shared/contracts/tracking.contract';
import { trackingQueryKey, useTrackingUserId } from './query-keys';

export async function listAchievements(signal?: AbortSignal): Promise<AchievementList> {
  return getChecked(
    '/api/achievements',
    () => import('#shared/contracts/tracking.contract').then((c) => c.achievementListSchema),
    signal,
  );
}

export function achievementsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...trackingQueryKey, 'achievements', userId],
    queryFn: ({ signal }) => listAchievements(signal),
    staleTime: 30 * 1000,
  });
}

export function useAchievements() {
  const userId = useTrackingUserId();
  return useQuery({ ...achievementsQueryOptions(userId), enabled: userId !== null });
}
