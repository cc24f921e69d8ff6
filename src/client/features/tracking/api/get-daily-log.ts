/** GET /api/daily-log/:date: the whole day: mood, symptoms, habits, sleep, water and the cabinet's doses. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { DailyLog } from '#shared/contracts/tracking.contract';
import { trackingQueryKey, useTrackingUserId } from './query-keys';

export async function getDailyLog(date: string, signal?: AbortSignal): Promise<DailyLog> {
  return getChecked(
    `/api/daily-log/${encodeURIComponent(date)}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.dailyLogSchema),
    signal,
  );
}

export function dailyLogQueryOptions(userId: string | null, date: string) {
  return queryOptions({
    queryKey: [...trackingQueryKey, 'daily-log', userId, date],
    queryFn: ({ signal }) => getDailyLog(date, signal),
    staleTime: 30 * 1000,
  });
}

export function useDailyLog(date: string) {
  const userId = useTrackingUserId();
  return useQuery({ ...dailyLogQueryOptions(userId, date), enabled: userId !== null });
}
