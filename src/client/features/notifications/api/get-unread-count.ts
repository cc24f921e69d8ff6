/**
 * The number of unread in-app notifications (safety alerts and the reminders the scheduler sent),
 * for the header's badge. It reads GET /api/notifications, which already answers with
 * `unread_count`, under the same query key as the notifications list: one cache entry and one poll
 * serve both, and marking a notification read there (which invalidates that key) updates the badge.
 */
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '#client/lib/auth';
import { notificationsKey } from '#client/lib/invalidation';
import { isSafetyAlert } from '#shared/domain/notification-kinds';
import { NOTIFICATIONS_POLL_MS, listNotifications } from './list-notifications';

/** The list's own entry (`useNotifications`): the bell and the list share one cache entry. */
export const notificationsQueryKey = notificationsKey;

export function useUnreadNotificationCount() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => listNotifications(signal),
    enabled: userId !== null,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    select: (list) => list.unread_count,
  });
}

/**
 * How many major safety alerts are unread (each holds unread until dismissed): the Menu button's
 * badge and the bell's label. The same cache entry as the list and the bell.
 */
export function useUnreadSafetyAlertCount() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: notificationsQueryKey(userId),
    queryFn: ({ signal }) => listNotifications(signal),
    enabled: userId !== null,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    select: (list) =>
      list.notifications.filter((item) => isSafetyAlert(item) && item.read_at === null).length,
  });
}
