/** The user's dismissed safety alerts: key → the fact it stood for. Every query filters by owner. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { safetyAlertDismissals } from './safety-alert-dismissals.table';

export function createSafetyAlertDismissalsRepository(db: Db) {
  return {
    async list(userId: string): Promise<Map<string, string>> {
      const rows = await db
        .select({ key: safetyAlertDismissals.alert_key, fact: safetyAlertDismissals.fact })
        .from(safetyAlertDismissals)
        .where(eq(safetyAlertDismissals.user_id, userId));
      return new Map(rows.map((row) => [row.key, row.fact]));
    },
    /** Records (or renews, for a fact that changed since) one dismissal. */
    async dismiss(userId: string, key: string, fact: string, at: Date): Promise<void> {
      await db
        .insert(safetyAlertDismissals)
        .values({ user_id: userId, alert_key: key, fact, dismissed_at: at })
        .onConflictDoUpdate({
          target: [safetyAlertDismissals.user_id, safetyAlertDismissals.alert_key],
          set: { fact, dismissed_at: at },
        });
    },
  };
}
export type SafetyAlertDismissalsRepository = ReturnType<
  typeof createSafetyAlertDismissalsRepository
>;
