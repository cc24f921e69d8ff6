/**
 * The number of unread in-app notifications (reminders the scheduler sent), for the header's
 * badge. It reads GET /api/notifications, which already answers with `unread_count`, under the
 * same query key as the progress pages' notification list: one cache entry and one poll serve
 * both, and marking a notification read there (which invalidates that key) updates the badge.
 */
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { notificationsKey } from '#client/lib/invalidation';
import { notificationListSchema } from '#shared/contracts/progress.contract';

/** The same entry as progressKeys.notifications(userId) in features/progress (shared cache). */
export const notificationsQueryKey = notificationsKey;

export async function fetchNotificationList(signal?: AbortSignal) {
  const body = await apiRequest<unknown>('/api/notifications', { signal });
  return notificationListSchema.parse(body);
}

/** Reminders arrive while a page is open: asked again every minute (the list's own interval). */
export const UNREAD_POLL_MS = 60 * 1000;

export function useUnreadNotificationCount() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => fetchNotificationList(signal),
    enabled: userId !== null,
    refetchInterval: UNREAD_POLL_MS,
    select: (list) => list.unread_count,
  });
}
