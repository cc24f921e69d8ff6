/** GET /api/achievements: badges earned (with when) and the locked ones with progress toward them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { achievementListSchema, type AchievementList } from '#shared/contracts/tracking.contract';
import { trackingQueryKey, useTrackingUserId } from './query-keys';

export async function listAchievements(signal?: AbortSignal): Promise<AchievementList> {
  const body = await apiRequest<unknown>('/api/achievements', { signal });
  return achievementListSchema.parse(body);
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
