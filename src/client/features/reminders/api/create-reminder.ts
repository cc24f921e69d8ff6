/** POST /api/reminders: a reminder for one habit or one medicine at a local time on chosen weekdays. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import {
  reminderSchema,
  type Reminder,
  type ReminderInput,
} from '#shared/contracts/reminders.contract';
import { invalidateReminders } from './list-reminders';

export async function createReminder(input: ReminderInput): Promise<Reminder> {
  const body = await apiRequest<unknown>('/api/reminders', { method: 'POST', body: input });
  return reminderSchema.parse(body);
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReminder,
    onSuccess: () => invalidateReminders(queryClient),
  });
}
