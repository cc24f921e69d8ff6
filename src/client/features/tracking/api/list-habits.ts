/** GET /api/habits?today=&include_archived=: the user's habits with this week's count and their current and best streaks. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { HabitList } from '#shared/contracts/tracking.contract';
import { toSearch, trackingQueryKey, useTrackingUserId } from './query-keys';

export async function listHabits(
  today: string,
  includeArchived: boolean,
  signal?: AbortSignal,
): Promise<HabitList> {
  const search = toSearch({ today, include_archived: includeArchived ? 'true' : undefined });
  return getChecked(
    `/api/habits${search}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.habitListSchema),
    signal,
  );
}

export function habitsQueryOptions(userId: string | null, today: string, includeArchived = false) {
  return queryOptions({
    queryKey: [...trackingQueryKey, 'habits', userId, today, includeArchived],
    queryFn: ({ signal }) => listHabits(today, includeArchived, signal),
    staleTime: 30 * 1000,
  });
}

/** `today` is the browser's own date, so streaks end on the user's today, not the server's. */
export function useHabits(today: string, includeArchived = false) {
  const userId = useTrackingUserId();
  return useQuery({
    ...habitsQueryOptions(userId, today, includeArchived),
    enabled: userId !== null,
  });
}
