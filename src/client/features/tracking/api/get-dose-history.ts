/** GET /api/dose-history/:date: each cabinet medicine's doses over the days ending on `date`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { DoseHistory } from '#shared/contracts/tracking.contract';
import { toSearch, trackingQueryKey, useTrackingUserId } from './query-keys';

/** The window the page opens with; the first data asks for it without a query. */
export const DEFAULT_DOSE_HISTORY_DAYS = 30;

export function doseHistoryPath(date: string, days: number): string {
  const search = toSearch({
    days: days === DEFAULT_DOSE_HISTORY_DAYS ? undefined : String(days),
  });
  return `/api/dose-history/${encodeURIComponent(date)}${search}`;
}

export async function getDoseHistory(
  date: string,
  days: number,
  signal?: AbortSignal,
): Promise<DoseHistory> {
  return getChecked(
    doseHistoryPath(date, days),
    () => import('#shared/contracts/tracking.contract').then((c) => c.doseHistorySchema),
    signal,
  );
}

export function doseHistoryQueryOptions(userId: string | null, date: string, days: number) {
  return queryOptions({
    // Under 'tracking': a dose marked in the daily log, or a medicine changed, refreshes it.
    queryKey: [...trackingQueryKey, 'dose-history', userId, date, days],
    queryFn: ({ signal }) => getDoseHistory(date, days, signal),
    staleTime: 30 * 1000,
  });
}

/** The history for `days` ending today; the last window stays shown while another loads. */
export function useDoseHistory(date: string, days: number) {
  const userId = useTrackingUserId();
  return useQuery({
    ...doseHistoryQueryOptions(userId, date, days),
    enabled: userId !== null,
    // TanStack Query's own option: while another window loads, the one on screen stays shown
    // (no blank list and no loading line between 30 and 7 days); the new answer replaces it.
    placeholderData: keepPreviousData,
  });
}
