/** DELETE /api/shares/:id: the link stops working at once (its page then says so). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { ShareItem } from '#shared/contracts/providers.contract';
import { providerQueryKeys } from './provider-query-keys';

export async function revokeShare(id: string): Promise<ShareItem> {
  return requestChecked(
    `/api/shares/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/providers.contract').then((c) => c.shareItemSchema),
    { method: 'DELETE' },
  );
}

export function useRevokeShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerQueryKeys.sharesAll }),
  });
}
