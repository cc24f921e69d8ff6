/** PATCH /api/reminders/:id: changes the time, days, zone, channels or pauses it; the target stays. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  reminderSchema,
  type Reminder,
  type ReminderPatch,
} from '#shared/contracts/reminders.contract';
import { invalidateReminders } from './list-reminders';

export interface UpdateReminderInput {
  id: string;
  patch: ReminderPatch;
}

export async function updateReminder({ id, patch }: UpdateReminderInput): Promise<Reminder> {
  const body = await apiRequest<unknown>(`/api/reminders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
  return reminderSchema.parse(body);
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: () => invalidateReminders(queryClient),
  });
}
