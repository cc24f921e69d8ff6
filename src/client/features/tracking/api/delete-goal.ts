/** DELETE /api/goals/:id: removes one goal. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateTracking } from './query-keys';

export async function deleteGoal(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/goals/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGoal, onSuccess: () => invalidateTracking(queryClient) });
}
