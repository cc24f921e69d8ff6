/** DELETE /api/oils/blends/:id: removes one of the user's saved blends. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { savedBlendsQueryKey } from './list-saved-blends';

export async function deleteSavedBlend(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/oils/blends/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSavedBlend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedBlend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedBlendsQueryKey }),
  });
}
