/**
 * GET /api/profile/recovery-status (read only): whether legacy questionnaire, medication or diet
 * data exists, and whether recovery would bring anything in. The data-recovery card shows it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import type { RecoveryStatus } from '#shared/contracts/profile.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

export const recoveryStatusQueryKey = QUERY_ROOTS.recoveryStatus;

export function getRecoveryStatus(): Promise<RecoveryStatus> {
  return apiRequest<RecoveryStatus>('/api/profile/recovery-status');
}

export function recoveryStatusQueryOptions() {
  return queryOptions({ queryKey: recoveryStatusQueryKey, queryFn: getRecoveryStatus });
}

export function useRecoveryStatus() {
  const { isSignedIn } = useAuth();
  return useQuery({ ...recoveryStatusQueryOptions(), enabled: isSignedIn });
}
