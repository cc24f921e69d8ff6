/**
 * The medicine cabinet's queries. Every query filters by the owner's id, so another user's
 * medication id simply is not found (404).
 */
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { isUuid } from '#shared/contracts/common.contract';
import type { Db } from '#server/db/client';
import type { CheckResponse } from '#shared/contracts/interactions.contract';
import { medicationSafetyAnalyses, medications } from './medications.table';

export type MedicationRow = typeof medications.$inferSelect;
export type MedicationValues = Omit<
  typeof medications.$inferInsert,
  'id' | 'user_id' | 'created_at'
>;

export function createMedicationsRepository(db: Db) {
  const owned = (userId: string, id: string) =>
    and(eq(medications.id, id), eq(medications.user_id, userId));
  return {
    /** Active first, newest first; inactive ones follow. */
    list(userId: string): Promise<MedicationRow[]> {
      return db
        .select()
        .from(medications)
        .where(eq(medications.user_id, userId))
        .orderBy(desc(medications.active), desc(medications.updated_at), asc(medications.id));
    },
    listActive(userId: string): Promise<MedicationRow[]> {
      return db
        .select()
        .from(medications)
        .where(and(eq(medications.user_id, userId), eq(medications.active, true)))
        .orderBy(desc(medications.updated_at), asc(medications.id));
    },
    async count(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(medications)
        .where(eq(medications.user_id, userId));
      return row?.n ?? 0;
    },
    async find(userId: string, id: string): Promise<MedicationRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(medications).where(owned(userId, id));
      return row ?? null;
    },
    async insert(userId: string, values: MedicationValues): Promise<MedicationRow> {
      const [row] = await db
        .insert(medications)
        .values({ ...values, user_id: userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(
      userId: string,
      id: string,
      values: Partial<MedicationValues>,
    ): Promise<MedicationRow | null> {
      if (!isUuid(id)) return null;
      const [row] = await db.update(medications).set(values).where(owned(userId, id)).returning();
      return row ?? null;
    },
    async delete(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(medications)
        .where(owned(userId, id))
        .returning({ id: medications.id });
      return rows.length > 0;
    },
    async findAnalysis(userId: string) {
      const [row] = await db
        .select()
        .from(medicationSafetyAnalyses)
        .where(eq(medicationSafetyAnalyses.user_id, userId));
      return row ?? null;
    },
    async saveAnalysis(
      userId: string,
      values: {
        result: CheckResponse;
        medication_count: number;
        fingerprint: string;
        analyzed_at: Date;
      },
    ) {
      await db
        .insert(medicationSafetyAnalyses)
        .values({ user_id: userId, ...values })
        .onConflictDoUpdate({ target: medicationSafetyAnalyses.user_id, set: values });
    },
  };
}
export type MedicationsRepository = ReturnType<typeof createMedicationsRepository>;
