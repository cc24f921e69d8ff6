/** GET /api/symptoms?from=&to=: the symptoms logged on those days, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getChecked } from '#client/lib/checked-answer';
import type { SymptomList } from '#shared/contracts/tracking.contract';
import { toSearch, trackingQueryKey, useTrackingUserId } from './query-keys';

export interface DayRange {
  from: string;
  to: string;
}

export async function listSymptoms(range: DayRange, signal?: AbortSignal): Promise<SymptomList> {
  return getChecked(
    `/api/symptoms${toSearch({ ...range })}`,
    () => import('#shared/contracts/tracking.contract').then((c) => c.symptomListSchema),
    signal,
  );
}

export function symptomsQueryOptions(userId: string | null, range: DayRange) {
  return queryOptions({
    queryKey: [...trackingQueryKey, 'symptoms', userId, range.from, range.to],
    queryFn: ({ signal }) => listSymptoms(range, signal),
    staleTime: 30 * 1000,
  });
}

export function useSymptoms(range: DayRange) {
  const userId = useTrackingUserId();
  return useQuery({ ...symptomsQueryOptions(userId, range), enabled: userId !== null });
}
