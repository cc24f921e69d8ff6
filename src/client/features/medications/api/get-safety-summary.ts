/**
 * GET /api/safety/summary: the one safety summary of the cabinet and the profile (ADR 079):
 * interactions, duplicates and profile cautions with their severities, counted once for every
 * surface. Under the medications root, so a cabinet or profile write refreshes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { SafetySummary } from '#shared/contracts/safety-summary.contract';
import { medicationsQueryKey } from './list-medications';

export async function getSafetySummary(signal?: AbortSignal): Promise<SafetySummary> {
  return getChecked(
    '/api/safety/summary',
    () => import('#shared/contracts/safety-summary.contract').then((c) => c.safetySummarySchema),
    signal,
  );
}

export function safetySummaryQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: [...medicationsQueryKey, 'safety-summary', userId],
    queryFn: ({ signal }) => getSafetySummary(signal),
    staleTime: 30 * 1000,
  });
}

export function useSafetySummary() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({ ...safetySummaryQueryOptions(userId), enabled: userId !== null });
}
