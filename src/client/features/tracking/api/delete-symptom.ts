/** DELETE /api/symptoms/:id: removes one logged symptom. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateTracking } from './query-keys';

export async function deleteSymptom(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/symptoms/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSymptom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSymptom,
    onSuccess: () => invalidateTracking(queryClient),
  });
}
