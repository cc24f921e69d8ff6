/** DELETE /api/shares/:id: the link stops working at once (its page then says so). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { shareItemSchema, type ShareItem } from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function revokeShare(id: string): Promise<ShareItem> {
  const body = await apiRequest<unknown>(`/api/shares/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
  return shareItemSchema.parse(body);
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerQueryKeys.sharesAll }),
  });
}
