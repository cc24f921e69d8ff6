/**
 * In-app notifications: the reminders the scheduler sent, and the safety alerts read from the
 * cabinet and the latest lab report on every plan. The zod schemas here are the API both sides use.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '#shared/domain/notification-kinds';

// GET /api/notifications, POST /api/notifications/:id/read,
// POST /api/notifications/safety-alerts/:key/dismiss

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** An in-app path to act on it, e.g. '/habits' or '/log'. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;
/** POST /api/notifications/safety-alerts/:key/dismiss: the alert's id as the list gives it. */
export const safetyAlertKeyParamsSchema = z.object({ key: z.string().min(1).max(300) });

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int(),
});
