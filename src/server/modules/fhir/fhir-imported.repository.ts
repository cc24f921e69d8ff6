/** The ledger of imported FHIR resources (fhir-imported.table.ts); every query is one user's. */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { fhirImportedRecords } from './fhir-imported.table';

export type ImportedKind = 'medicine' | 'allergy' | 'condition' | 'lab_result';
type Coded = NonNullable<typeof fhirImportedRecords.$inferInsert.coded>;

/** Keys inserted per statement (4 parameters a row, far below PostgreSQL's 65 535). */
const BATCH = 1000;

export function createFhirImportedRepository(db: Db) {
  return {
    async keys(userId: string): Promise<Set<string>> {
      const rows = await db
        .select({ key: fhirImportedRecords.source_key })
        .from(fhirImportedRecords)
        .where(eq(fhirImportedRecords.user_id, userId));
      return new Set(rows.map((row) => row.key));
    },

    /** The codes recorded for allergies, conditions and medicines, by the name each was added under. */
    async codedHistory(userId: string): Promise<{
      allergies: Map<string, Coded['coding']>;
      conditions: Map<string, Coded['coding']>;
      medicines: Map<string, Coded['coding']>;
    }> {
      const rows = await db
        .select({ kind: fhirImportedRecords.kind, coded: fhirImportedRecords.coded })
        .from(fhirImportedRecords)
        .where(
          and(
            eq(fhirImportedRecords.user_id, userId),
            inArray(fhirImportedRecords.kind, ['allergy', 'condition', 'medicine']),
            isNotNull(fhirImportedRecords.coded),
          ),
        );
      const allergies = new Map<string, Coded['coding']>();
      const conditions = new Map<string, Coded['coding']>();
      const medicines = new Map<string, Coded['coding']>();
      for (const { kind, coded } of rows) {
        if (!coded || coded.coding.length === 0) continue;
        const byName =
          kind === 'allergy' ? allergies : kind === 'condition' ? conditions : medicines;
        const key = coded.name.trim().toLowerCase();
        const codes = byName.get(key) ?? [];
        for (const c of coded.coding)
          if (!codes.some((k) => k.system === c.system && k.code === c.code)) codes.push(c);
        byName.set(key, codes.slice(0, 10));
      }
      return { allergies, conditions, medicines };
    },

    async record(
      userId: string,
      kind: ImportedKind,
      keys: readonly string[],
      coded: Coded | null = null,
    ): Promise<void> {
      const unique = [...new Set(keys)];
      for (let start = 0; start < unique.length; start += BATCH) {
        await db
          .insert(fhirImportedRecords)
          .values(
            unique
              .slice(start, start + BATCH)
              .map((key) => ({ user_id: userId, source_key: key, kind, coded })),
          )
          .onConflictDoNothing();
      }
    },
  };
}
