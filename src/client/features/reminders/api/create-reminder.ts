/** POST /api/reminders: a reminder for one habit or one medicine at a local time on chosen weekdays. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestChecked } from '#client/lib/checked-answer';
import type { Reminder, ReminderInput } from '#shared/contracts/reminders.contract';
import { invalidateReminders } from './list-reminders';

export async function createReminder(input: ReminderInput): Promise<Reminder> {
  return requestChecked(
    '/api/reminders',
    () => import('#shared/contracts/reminders.contract').then((c) => c.reminderSchema),
    { method: 'POST', body: input },
  );
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: () => invalidateReminders(queryClient),
  });
}
