/** POST /api/providers/apply: the signed-in user's application; listed once an admin approves it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  providerApplyResponseSchema,
  type ProviderApplyRequest,
  type ProviderApplyResponse,
} from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function applyAsProvider(
  application: ProviderApplyRequest,
): Promise<ProviderApplyResponse> {
  const body = await apiRequest<unknown>('/api/providers/apply', {
    method: 'POST',
    body: application,
  });
  return providerApplyResponseSchema.parse(body);
}

export function useApplyAsProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAsProvider,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerQueryKeys.all }),
  });
}
