/** GET /api/mood?from=&to=: the mood check-ins on those days, oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { MoodList } from '#shared/contracts/tracking.contract';
import type { DayRange } from './list-symptoms';
import { toSearch, trackingQueryKey, useTrackingUserId } from './query-keys';

export async function listMoods(range: DayRange, signal?: AbortSignal): Promise<MoodList> {
  return getChecked(
    `/api/mood${toSearch({ ...range })}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.moodListSchema),
    signal,
  );
}

export function moodsQueryOptions(userId: string | null, range: DayRange) {
  return queryOptions({
    queryKey: [...trackingQueryKey, 'mood', userId, range.from, range.to],
    queryFn: ({ signal }) => listMoods(range, signal),
    staleTime: 30 * 1000,
  });
}

export function useMoods(range: DayRange) {
  const userId = useTrackingUserId();
  return useQuery({ ...moodsQueryOptions(userId, range), enabled: userId !== null });
}
