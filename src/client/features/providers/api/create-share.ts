/** POST /api/shares: a read-only link to the chosen sections (paid: `provider_collaboration`). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  createShareResponseSchema,
  type CreateShareRequest,
  type CreateShareResponse,
} from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function createShare(request: CreateShareRequest): Promise<CreateShareResponse> {
  const body = await apiRequest<unknown>('/api/shares', { method: 'POST', body: request });
  return createShareResponseSchema.parse(body);
}

export function useCreateShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerQueryKeys.sharesAll }),
  });
}
