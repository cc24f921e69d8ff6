/** DELETE /api/mood/:date: removes that day's check-in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateTracking } from './query-keys';

export async function deleteMood(date: string): Promise<void> {
  await apiRequest<unknown>(`/api/mood/${encodeURIComponent(date)}`, { method: 'DELETE' });
}

export function useDeleteMood() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMood, onSuccess: () => invalidateTracking(queryClient) });
}
