/** The user's stored in-app notifications. Every query filters by the owner's id. */
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import { notifications } from './notifications.table';

export type NotificationRow = typeof notifications.$inferSelect;

export const NOTIFICATIONS_LIST_MAX = 50;

export function createNotificationsRepository(db: Db) {
  return {
    async list(userId: string): Promise<{ rows: NotificationRow[]; unread: number }> {
      const [rows, unread] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.user_id, userId))
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(NOTIFICATIONS_LIST_MAX),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at))),
      ]);
      return { rows, unread: unread[0]?.n ?? 0 };
    },
    async markRead(userId: string, id: string, at: Date): Promise<NotificationRow | null> {
      if (!isUuid(id)) return null;
      const owned = and(eq(notifications.id, id), eq(notifications.user_id, userId));
      // Keep the first read time when it is marked again.
      await db
        .update(notifications)
        .set({ read_at: at })
        .where(and(owned, isNull(notifications.read_at)));
      const [row] = await db.select().from(notifications).where(owned);
      return row ?? null;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
