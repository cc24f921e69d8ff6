/** DELETE /api/medications/:id: removes one medicine (204). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateCabinet } from './list-medications';

export async function deleteMedication(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/medications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMedication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedication,
    onSuccess: () => invalidateCabinet(queryClient),
  });
}
