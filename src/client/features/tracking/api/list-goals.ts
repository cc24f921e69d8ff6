/** GET /api/goals?today=: the user's goals, each with its progress over the last 7 days. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { GoalList } from '#shared/contracts/tracking.contract';
import { toSearch, trackingQueryKey, useTrackingUserId } from './query-keys';

export async function listGoals(today: string, signal?: AbortSignal): Promise<GoalList> {
  return getChecked(
    `/api/goals${toSearch({ today })}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.goalListSchema),
    signal,
  );
}

export function goalsQueryOptions(userId: string | null, today: string) {
  return queryOptions({
    queryKey: [...trackingQueryKey, 'goals', userId, today],
    queryFn: ({ signal }) => listGoals(today, signal),
    staleTime: 30 * 1000,
  });
}

export function useGoals(today: string) {
  const userId = useTrackingUserId();
  return useQuery({ ...goalsQueryOptions(userId, today), enabled: userId !== null });
}
