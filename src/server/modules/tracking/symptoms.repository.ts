/** Symptom log queries; every one filters by the owner's id. */
import { and, between, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { isUuid } from '#shared/contracts/common.contract';
import { symptomLogs } from './symptoms.table';

export type SymptomRow = typeof symptomLogs.$inferSelect;
export type SymptomValues = Omit<
  typeof symptomLogs.$inferInsert,
  'id' | 'user_id' | 'created_at' | 'updated_at'
>;

export function createSymptomsRepository(db: Db) {
  return {
    async insert(userId: string, values: SymptomValues): Promise<SymptomRow> {
      const [row] = await db
        .insert(symptomLogs)
        .values({ ...values, user_id: userId })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Newest first. */
    listBetween(userId: string, from: string, to: string): Promise<SymptomRow[]> {
      return db
        .select()
        .from(symptomLogs)
        .where(and(eq(symptomLogs.user_id, userId), between(symptomLogs.occurred_on, from, to)))
        .orderBy(desc(symptomLogs.occurred_at), desc(symptomLogs.created_at));
    },
    async delete(userId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(symptomLogs)
        .where(and(eq(symptomLogs.id, id), eq(symptomLogs.user_id, userId)))
        .returning({ id: symptomLogs.id });
      return rows.length > 0;
    },
  };
}
export type SymptomsRepository = ReturnType<typeof createSymptomsRepository>;
