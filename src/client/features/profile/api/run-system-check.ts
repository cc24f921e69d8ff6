/**
 * POST /api/system-check: five health rows, the profile score, the tier and
 * whether legacy data can be recovered. The last answer is kept in the query cache so the
 * recovery card can read hasRecoverableData without running the check again.
 */
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { SystemCheck } from '#shared/contracts/profile.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

export const systemCheckQueryKey = QUERY_ROOTS.systemCheck;

export function runSystemCheck(): Promise<SystemCheck> {
  return apiRequest<SystemCheck>('/api/system-check', { method: 'POST', body: {} });
}

export function useRunSystemCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runSystemCheck,
    retry: false,
    onSuccess: (result) => queryClient.setQueryData(systemCheckQueryKey, result),
  });
}

/** The last system check answered in this session, or undefined before the first one. */
export function useLastSystemCheck(): SystemCheck | undefined {
  return useQuery<SystemCheck>({
    queryKey: systemCheckQueryKey,
    queryFn: skipToken,
    staleTime: Infinity,
  }).data;
}
