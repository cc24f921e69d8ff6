/** DELETE /api/reminders/:id: removes the reminder and its scheduled job. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { invalidateReminders } from './list-reminders';

export async function deleteReminder(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/reminders/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReminder,
    onSuccess: () => invalidateReminders(queryClient),
  });
}
