/** DELETE /api/labs/uploads/:id: takes a failed reading off the list (204). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateLabs } from './lab-query-keys';

export async function dismissLabUpload(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/labs/uploads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDismissLabUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissLabUpload,
    onSettled: () => void invalidateLabs(queryClient),
  });
}
