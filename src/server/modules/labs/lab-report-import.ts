/**
 * Lab reports brought in by a records import (FHIR), after the person reviewed them: each becomes
 * a report in review as one typed in by hand (the same row rules), with source 'import' so the
 * pages say where it came from, each row with the record's own codes (ADR 084), with
 * the same audit row as POST /api/labs. The person opens it in the usual review and saves it by
 * analysing it. The caller passes its transaction as `db`, so an import writes all or nothing.
 */
import type { Db } from '#server/db/client';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { createAuditLog } from '#server/modules/audit/index';
import type { LabManualEntryRequest } from '#shared/contracts/labs.contract';
import { LAB_AUDIT_ACTIONS } from './lab-audit';
import { toStoredRow } from './lab-rows';
import { createLabsRepository } from './labs.repository';
import type { StoredLabRow } from './labs.table';

/** Who asked, for the audit row (the request's id and user agent). */
export interface LabImportRequest {
  requestId: string;
  userAgent: string | null;
}

export function createLabReportImport(
  db: Db,
  deps: { reference: BiomarkerReference; now?: () => Date },
) {
  const repository = createLabsRepository(db);
  const audit = createAuditLog(db);
  const now = deps.now ?? (() => new Date());
  return {
    /** Creates each report in review, in order; returns their ids. */
    async add(
      userId: string,
      reports: readonly (LabManualEntryRequest & { codings?: readonly StoredLabRow['coding'][] })[],
      request: LabImportRequest,
    ): Promise<string[]> {
      const ids: string[] = [];
      for (const report of reports) {
        const at = now();
        const row = await repository.insert(userId, {
          test_type: report.test_type,
          source: 'import',
          method: 'manual',
          // Each row keeps the codes the record gave it (one per row, in order), if any.
          biomarkers: report.biomarkers.map((input, index) => {
            const stored = toStoredRow(input, deps.reference, report.test_type);
            const coding = report.codings?.[index];
            return coding && coding.length > 0 ? { ...stored, coding: [...coding] } : stored;
          }),
          warnings: [],
          collected_on: report.collected_on ?? null,
          now: at,
        });
        await audit.append({
          userId,
          action: LAB_AUDIT_ACTIONS.create,
          resourceType: 'lab_report',
          resourceId: row.id,
          success: true,
          userAgent: request.userAgent?.slice(0, 300) ?? null,
          sessionId: null,
          metadata: {},
          riskLevel: 'MEDIUM',
          phiAccessed: true,
          phiDetails: null,
          requestId: request.requestId,
          createdAt: at,
        });
        ids.push(row.id);
      }
      return ids;
    },
  };
}
export type LabReportImport = ReturnType<typeof createLabReportImport>;
