/**
 * How another module puts a notification in a user's inbox: the reminder scheduler writes one row
 * per sent reminder inside its batch's transaction (pass that transaction as `db`), so the
 * notification exists if and only if the delivery is recorded.
 */
import type { Db } from '#server/db/client';
import { notifications } from './notifications.table';

export type NewNotification = typeof notifications.$inferInsert;

export function createNotificationInbox(db: Db) {
  return {
    async deliver(values: NewNotification): Promise<void> {
      await db.insert(notifications).values(values);
    },
  };
}
