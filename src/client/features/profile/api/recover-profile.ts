/**
 * POST /api/profile/recover: migrates legacy questionnaire, medication and diet
 * data into the unified profile. After a success the profile is reloaded, and the cached system
 * check stops offering a recovery that has just happened.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { RecoveryResult, SystemCheck } from '#shared/contracts/profile.contract';
import { recoveryStatusQueryKey } from './get-recovery-status';
import { systemCheckQueryKey } from './run-system-check';
import { invalidateAfterWrite } from '#client/lib/invalidation';

export function recoverProfile(): Promise<RecoveryResult> {
  return apiRequest<RecoveryResult>('/api/profile/recover', { method: 'POST', body: {} });
}

export function useRecoverProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverProfile,
    // A lost answer retried would only find nothing left to migrate: not worth the confusion.
    retry: false,
    onSuccess: async (result) => {
      if (!result.success && !result.error?.includes('No legacy data found')) return;
      queryClient.setQueryData<SystemCheck>(
        systemCheckQueryKey,
        (check) => check && { ...check, hasRecoverableData: false },
      );
      await (result.success
        ? invalidateAfterWrite(queryClient, 'profileRecovery', { fresh: [systemCheckQueryKey] })
        : queryClient.invalidateQueries({ queryKey: recoveryStatusQueryKey }));
    },
  });
}
