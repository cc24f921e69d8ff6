/** PATCH /api/reminders/:id: changes the time, days, zone, channels or pauses it; the target stays. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Reminder, ReminderPatch } from '#shared/contracts/reminders.contract';
import { invalidateReminders } from './list-reminders';

export interface UpdateReminderInput {
  id: string;
  patch: ReminderPatch;
}

export async function updateReminder({ id, patch }: UpdateReminderInput): Promise<Reminder> {
  return requestChecked(
    `/api/reminders/${encodeURIComponent(id)}`,
    () => import('#shared/contracts/reminders.contract').then((c) => c.reminderSchema),
    { method: 'PATCH', body: patch },
  );
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReminder,
    onSuccess: () => invalidateReminders(queryClient),
  });
}
