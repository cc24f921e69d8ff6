/** GET /api/notifications: in-app notifications (reminders sent by the scheduler), newest first. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '#client/lib/api-client';
import { useAuth } from '#client/lib/auth';
import { notificationListSchema } from '#shared/contracts/progress.contract';
import { progressKeys } from './progress-query-keys';

export type NotificationList = z.infer<typeof notificationListSchema>;

export async function listNotifications(signal?: AbortSignal): Promise<NotificationList> {
  const body = await apiRequest<unknown>('/api/notifications', { signal });
  return notificationListSchema.parse(body);
}

export function useNotifications() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: progressKeys.notifications(userId),
    queryFn: ({ signal }) => listNotifications(signal),
    enabled: userId !== null,
    // Reminders arrive while the page is open.
    refetchInterval: 60 * 1000,
  });
}
