/**
 * What a records export (FHIR) may read of the lab reports: every report of one user with its
 * stored rows, and what is known of its uploaded file (never the bytes). Nothing here writes.
 */
import type { Db } from '#server/db/client';
import type { StoredLabRow } from './labs.table';
import { createLabsRepository } from './labs.repository';

export type { StoredLabRow };

export interface LabRecord {
  id: string;
  test_type: string;
  status: string;
  collected_on: string | null;
  created_at: Date;
  rows: StoredLabRow[];
  file: {
    kind: string;
    size: number;
    display_name: string;
  } | null;
}

export function createLabRecordsReader(db: Db) {
  const repository = createLabsRepository(db);
  return {
    async list(userId: string): Promise<LabRecord[]> {
      const reports = await repository.list(userId);
      const files = await repository.fileInfo(
        userId,
        reports.map((report) => report.id),
      );
      return reports.map((report) => {
        const file = files.get(report.id);
        return {
          id: report.id,
          test_type: report.test_type,
          status: report.status,
          collected_on: report.collected_on,
          created_at: report.created_at,
          rows: report.biomarkers,
          file: file
            ? {
                kind: file.kind,
                size: file.size,
                display_name: file.display_name,
              }
            : null,
        };
      });
    },
  };
}
export type LabRecordsReader = ReturnType<typeof createLabRecordsReader>;
