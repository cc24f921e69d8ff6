/** GET /api/biomarkers/history ('biomarker_tracking'): every marker's values across the user's analyses. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { BiomarkerSeries } from '#shared/contracts/labs.contract';
import { biomarkerHistoryQueryKey } from './lab-query-keys';

export async function getBiomarkerHistory(signal?: AbortSignal): Promise<BiomarkerSeries[]> {
  const answer = await getChecked(
    '/api/biomarkers/history',
    () => import('#shared/contracts/labs.contract').then((c) => c.biomarkerHistorySchema),
    signal,
  );
  return answer.series;
}

export function biomarkerHistoryQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...biomarkerHistoryQueryKey, userId],
    queryFn: ({ signal }) => getBiomarkerHistory(signal),
    staleTime: 60 * 1000,
  });
}

export function useBiomarkerHistory(enabled = true) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...biomarkerHistoryQueryOptions(userId), enabled: enabled && userId !== null });
}
