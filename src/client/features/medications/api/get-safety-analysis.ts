/**
 * GET /api/medications/safety: the background safety analysis of the active cabinet (it runs
 * about 1 s after any change). While the server says 'pending' we ask again every second.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { SafetyAnalysis } from '#shared/contracts/medications.contract';
import { medicationsQueryKey } from './list-medications';

export const SAFETY_POLL_MS = 1000;

export async function getSafetyAnalysis(signal?: AbortSignal): Promise<SafetyAnalysis> {
  return getChecked(
    '/api/medications/safety',
    () => import('#shared/contracts/medications.contract').then((c) => c.safetyAnalysisSchema),
    signal,
  );
}

export function safetyAnalysisQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...medicationsQueryKey, 'safety', userId],
    queryFn: ({ signal }) => getSafetyAnalysis(signal),
    staleTime: 30 * 1000,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? SAFETY_POLL_MS : false),
  });
}

export function useSafetyAnalysis() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...safetyAnalysisQueryOptions(userId), enabled: userId !== null });
}
