/**
 * The bell's list: the safety alerts that hold now (every plan; each counts as unread while it
 * holds), then the stored notifications (the reminders sent), newest first.
 */
import type { AppNotification } from '#shared/contracts/notifications.contract';
import { AppError } from '#server/lib/app-error';
import type { Actor } from '#server/plugins/actor';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';
import type { SafetyAlerts } from './safety-alerts';

const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found';
const SAFETY_ALERT_NOT_FOUND_MESSAGE = 'Safety alert not found';

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind as AppNotification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

export interface NotificationsDeps {
  repository: NotificationsRepository;
  safetyAlerts: Pick<SafetyAlerts, 'list' | 'dismiss' | 'markRead'>;
  now: () => Date;
}

export function createNotificationsService({ repository, safetyAlerts, now }: NotificationsDeps) {
  return {
    async list(actor: Actor) {
      const [{ rows, unread }, alerts] = await Promise.all([
        repository.list(actor.id),
        safetyAlerts.list(actor.id),
      ]);
      return {
        notifications: [...alerts, ...rows.map(toNotification)],
        unread_count: unread + alerts.filter((alert) => alert.read_at === null).length,
      };
    },
    /** Marks one of the actor's stored notifications read; 404 for anyone else's. */
    async markRead(actor: Actor, id: string): Promise<AppNotification> {
      const row = await repository.markRead(actor.id, id, now());
      if (!row) throw new AppError(404, 'NOT_FOUND', NOTIFICATION_NOT_FOUND_MESSAGE);
      return toNotification(row);
    },
    /**
     * Dismisses one of the actor's current safety alerts by its key. 404 when the actor has no such
     * alert now (another user's key, one that no longer holds), so nobody can write a dismissal
     * for what they cannot see.
     */
    async dismissSafetyAlert(actor: Actor, key: string): Promise<void> {
      if (!(await safetyAlerts.dismiss(actor.id, key)))
        throw new AppError(404, 'NOT_FOUND', SAFETY_ALERT_NOT_FOUND_MESSAGE);
    },
    /** Marks one of the actor's current safety alerts read (ADR 098); 404 as a dismissal. */
    async markSafetyAlertRead(actor: Actor, key: string): Promise<void> {
      if (!(await safetyAlerts.markRead(actor.id, key)))
        throw new AppError(404, 'NOT_FOUND', SAFETY_ALERT_NOT_FOUND_MESSAGE);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
