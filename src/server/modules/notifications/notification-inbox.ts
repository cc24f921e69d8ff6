/**
 * How another module puts a notification in a user's inbox: the reminder scheduler writes one row
 * per sent reminder inside its batch's transaction (pass that transaction as `db`), so the
 * notification exists if and only if the delivery is recorded.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notifications } from './notifications.table';

export type NewNotification = typeof notifications.$inferInsert;

export function createNotificationInbox(db: Db) {
  return {
    async deliver(values: NewNotification): Promise<void> {
      await db.insert(notifications).values(values);
    },

    /**
     * One unread notification per link and person: an unread one of the same kind and link is
     * replaced by this one (ten replies in a thread are one line in the bell, the newest), in one
     * statement pair inside the caller's transaction or the connection's.
     */
    async deliverOncePerLink(
      userIds: readonly string[],
      values: Omit<NewNotification, 'user_id' | 'link'> & { link: string },
    ): Promise<void> {
      if (userIds.length === 0) return;
      await db
        .delete(notifications)
        .where(
          and(
            inArray(notifications.user_id, [...userIds]),
            eq(notifications.kind, values.kind),
            eq(notifications.link, values.link),
            isNull(notifications.read_at),
          ),
        );
      await db.insert(notifications).values(userIds.map((user_id) => ({ ...values, user_id })));
    },
  };
}
