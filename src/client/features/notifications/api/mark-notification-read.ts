/** POST /api/notifications/:id/read: marks one in-app notification as read. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateAfterWrite } from '#client/lib/invalidation';

export async function markNotificationRead(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => invalidateAfterWrite(queryClient, 'notificationRead'),
  });
}
