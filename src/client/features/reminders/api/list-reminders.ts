/** GET /api/reminders (paid 'automated_reminders'): the user's habit and medicine reminders. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import type { Reminder } from '#shared/contracts/reminders.contract';
import { QUERY_ROOTS } from '#client/lib/invalidation';

/** Under the 'progress' root, where the 'reminder' write kind finds it (lib/invalidation.ts). */
export const remindersKey = (userId: string | null) =>
  [...QUERY_ROOTS.progress, 'reminders', userId] as const;
import { invalidateAfterWrite } from '#client/lib/invalidation';

export async function listReminders(signal?: AbortSignal): Promise<Reminder[]> {
  const answer = await getChecked(
    '/api/reminders',
    () => import('#shared/contracts/reminders.contract').then((c) => c.reminderListSchema),
    signal,
  );
  return answer.reminders;
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
