/** PUT /api/disclaimer/acknowledgement: records that this account acknowledged the disclaimer. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import type { DisclaimerAcknowledgement } from '#shared/contracts/disclaimer.contract';
import { disclaimerAcknowledgementQueryKey } from './get-disclaimer-acknowledgement';

export function acknowledgeDisclaimer(): Promise<DisclaimerAcknowledgement> {
  return apiRequest<DisclaimerAcknowledgement>('/api/disclaimer/acknowledgement', {
    method: 'PUT',
    body: { acknowledged: true },
  });
}

export function useAcknowledgeDisclaimer() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: acknowledgeDisclaimer,
    onSuccess: (acknowledgement) => {
      if (user?.id)
        queryClient.setQueryData(disclaimerAcknowledgementQueryKey(user.id), acknowledgement);
    },
  });
}
