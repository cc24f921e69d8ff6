/** POST /api/providers/apply: the signed-in user's application; listed once an admin approves it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type {
  ProviderApplyRequest,
  ProviderApplyResponse,
} from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function applyAsProvider(
  application: ProviderApplyRequest,
): Promise<ProviderApplyResponse> {
  return requestChecked(
    '/api/providers/apply',
    () => import('#shared/contracts/providers.contract').then((c) => c.providerApplyResponseSchema),
    { method: 'POST', body: application },
  );
}

export function useApplyAsProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyAsProvider,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerQueryKeys.all }),
  });
}
