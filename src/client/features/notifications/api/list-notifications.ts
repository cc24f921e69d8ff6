/**
 * GET /api/notifications: the safety alerts that hold now, then the in-app notifications (reminders
 * sent by the scheduler), newest first.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '#client/lib/auth';
import { getChecked } from '#client/lib/checked-answer';
import { notificationsKey } from '#client/lib/invalidation';
import type { notificationListSchema } from '#shared/contracts/notifications.contract';

/** Reminders arrive while a page is open: asked again every minute. */
export const NOTIFICATIONS_POLL_MS = 60 * 1000;

export type NotificationList = z.infer<typeof notificationListSchema>;

export async function listNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return getChecked(
    '/api/notifications',
    () => import('#shared/contracts/notifications.contract').then((c) => c.notificationListSchema),
    signal,
  );
}

export function useNotifications() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: notificationsKey(userId),
    queryFn: ({ signal }) => listNotifications(signal),
    enabled: userId !== null,
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}
