/** The ledger of imported FHIR resources (fhir-imported.table.ts); every query is one user's. */
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { fhirImportedRecords } from './fhir-imported.table';

export type ImportedKind = 'medicine' | 'allergy' | 'condition' | 'lab_result';

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

    async record(userId: string, kind: ImportedKind, keys: readonly string[]): Promise<void> {
      const unique = [...new Set(keys)];
      for (let start = 0; start < unique.length; start += BATCH) {
        await db
          .insert(fhirImportedRecords)
          .values(
            unique
              .slice(start, start + BATCH)
              .map((key) => ({ user_id: userId, source_key: key, kind })),
          )
          .onConflictDoNothing();
      }
    },
  };
}
