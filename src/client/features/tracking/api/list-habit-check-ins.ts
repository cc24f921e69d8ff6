/** GET /api/habits/:id/check-ins?from=&to=: the days one habit was done, oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { HabitCheckInList } from '#shared/contracts/tracking.contract';
import type { DayRange } from './list-symptoms';
import { toSearch, trackingQueryKey, useTrackingUserId } from './query-keys';

export async function listHabitCheckIns(
  habitId: string,
  range: DayRange,
  signal?: AbortSignal,
): Promise<HabitCheckInList> {
  const path = `/api/habits/${encodeURIComponent(habitId)}/check-ins${toSearch({ ...range })}`;
  return getChecked(
    path,
    () => import('#shared/contracts/tracking.contract').then((c) => c.habitCheckInListSchema),
    signal,
  );
}

export function habitCheckInsQueryOptions(userId: string | null, habitId: string, range: DayRange) {
  return queryOptions({
    queryKey: [...trackingQueryKey, 'habit-check-ins', userId, habitId, range.from, range.to],
    queryFn: ({ signal }) => listHabitCheckIns(habitId, range, signal),
    staleTime: 30 * 1000,
  });
}

export function useHabitCheckIns(habitId: string, range: DayRange) {
  const userId = useTrackingUserId();
  return useQuery({
    ...habitCheckInsQueryOptions(userId, habitId, range),
    enabled: userId !== null,
  });
}
