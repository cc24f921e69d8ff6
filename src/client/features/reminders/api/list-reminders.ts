/** GET /api/reminders (paid 'automated_reminders'): the user's habit and medicine reminders. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { reminderListSchema, type Reminder } from '#shared/contracts/reminders.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

/** Under the 'progress' root, where the 'reminder' write kind finds it (lib/invalidation.ts). */
export const remindersKey = (userId: string | null) =>
  [...QUERY_ROOTS.progress, 'reminders', userId] as const;
import { invalidateAfterWrite } from '#client/lib/invalidation';

export async function listReminders(signal?: AbortSignal): Promise<Reminder[]> {
  const body = await apiRequest<unknown>('/api/reminders', { signal });
  return reminderListSchema.parse(body).reminders;
}

export function useReminders(isAllowed: boolean) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: remindersKey(userId),
    queryFn: ({ signal }) => listReminders(signal),
    enabled: userId !== null && isAllowed,
  });
}

export function invalidateReminders(queryClient: QueryClient): Promise<void> {
  return invalidateAfterWrite(queryClient, 'reminder');
}
