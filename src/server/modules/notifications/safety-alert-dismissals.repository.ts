/** The user's dismissed safety alerts: key → the fact it stood for. Every query filters by owner. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { safetyAlertDismissals } from './safety-alert-dismissals.table';

export function createSafetyAlertDismissalsRepository(db: Db) {
  return {
    /** Dismissals ('dismissed') or read marks ('read'): key → the fact and when. */
    async list(
      userId: string,
      action: 'dismissed' | 'read' = 'dismissed',
    ): Promise<Map<string, { fact: string; at: Date }>> {
      const rows = await db
        .select({
          key: safetyAlertDismissals.alert_key,
          fact: safetyAlertDismissals.fact,
          at: safetyAlertDismissals.dismissed_at,
        })
        .from(safetyAlertDismissals)
        .where(
          and(eq(safetyAlertDismissals.user_id, userId), eq(safetyAlertDismissals.action, action)),
        );
      return new Map(rows.map((row) => [row.key, { fact: row.fact, at: row.at }]));
    },
    /** Records (or renews, for a fact that changed since) one dismissal or read mark. */
    async dismiss(
      userId: string,
      key: string,
      fact: string,
      at: Date,
      action: 'dismissed' | 'read' = 'dismissed',
    ): Promise<void> {
      await db
        .insert(safetyAlertDismissals)
        .values({ user_id: userId, alert_key: key, fact, dismissed_at: at, action })
        .onConflictDoUpdate({
          target: [safetyAlertDismissals.user_id, safetyAlertDismissals.alert_key],
          set: { fact, dismissed_at: at, action },
        });
    },
  };
}
export type SafetyAlertDismissalsRepository = ReturnType<
  typeof createSafetyAlertDismissalsRepository
>;
