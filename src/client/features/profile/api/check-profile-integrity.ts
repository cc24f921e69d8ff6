/** POST /api/profile/integrity-check: {isValid, score, issues} for the saved profile. */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import type { IntegrityResult } from '#shared/contracts/profile.contract';

export function checkProfileIntegrity(): Promise<IntegrityResult> {
  return apiRequest<IntegrityResult>('/api/profile/integrity-check', { method: 'POST', body: {} });
}

export function useCheckProfileIntegrity() {
  return useMutation({ mutationFn: checkProfileIntegrity, retry: false });
}
