/**
 * What other modules may read of the medicine cabinet: the daily log's doses, the assistant's
 * context, reminder texts and the weekly insight. Every read is limited to one user's rows.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { createMedicationsRepository, type MedicationRow } from './medications.repository';
import { medications } from './medications.table';

export type { MedicationRow };

export function createMedicationsReader(db: Db) {
  const repository = createMedicationsRepository(db);
  return {
    find: (userId: string, id: string) => repository.find(userId, id),
    listActive: (userId: string) => repository.listActive(userId),
    /** The stored background safety analysis of the cabinet, or null before the first one. */
    latestAnalysis: (userId: string) => repository.findAnalysis(userId),

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(medications)
        .where(and(eq(medications.user_id, userId), eq(medications.active, true)));
      return row?.total ?? 0;
    },

    /** Names of the user's own medicines, by id (skipped-dose rules and reminder texts). */
    async namesByIds(userId: string, ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: medications.id, name: medications.name })
        .from(medications)
        .where(and(eq(medications.user_id, userId), inArray(medications.id, ids)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** One medicine's name and whether it is still taken, for a reminder (any owner: scheduler). */
    async reminderTarget(id: string): Promise<{ name: string; active: boolean } | null> {
      const [row] = await db
        .select({ name: medications.name, active: medications.active })
        .from(medications)
        .where(eq(medications.id, id));
      return row ?? null;
    },
  };
}
export type MedicationsReader = ReturnType<typeof createMedicationsReader>;
