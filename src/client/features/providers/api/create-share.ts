/** POST /api/shares: a read-only link to the chosen sections (paid: `provider_collaboration`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { CreateShareRequest, CreateShareResponse } from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function createShare(request: CreateShareRequest): Promise<CreateShareResponse> {
  return requestChecked(
    '/api/shares',
    () => import('#shared/contracts/providers.contract').then((c) => c.createShareResponseSchema),
    { method: 'POST', body: request },
  );
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerQueryKeys.sharesAll }),
  });
}
