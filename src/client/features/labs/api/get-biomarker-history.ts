/** GET /api/biomarkers/history ('biomarker_tracking'): every marker's values across the user's analyses. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { biomarkerHistorySchema, type BiomarkerSeries } from '#shared/contracts/labs.contract';
import { biomarkerHistoryQueryKey } from './lab-query-keys';

export async function getBiomarkerHistory(signal?: AbortSignal): Promise<BiomarkerSeries[]> {
  const body = await apiRequest<unknown>('/api/biomarkers/history', { signal });
  return biomarkerHistorySchema.parse(body).series;
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
