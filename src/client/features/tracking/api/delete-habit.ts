/** DELETE /api/habits/:id: removes a habit and its check-ins. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateTracking } from './query-keys';

export async function deleteHabit(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/habits/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteHabit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteHabit, onSuccess: () => invalidateTracking(queryClient) });
}
