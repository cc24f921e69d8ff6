/**
 * The rules of an import's confirmation that need no database (ADR 074): which of the items the
 * person kept were imported before (by the source's ids), and which rows cannot be stored (a day
 * that does not exist or lies in the future). Those are left out and named in the answer; the
 * rest is saved.
 */
import type {
  FhirConfirmLabReport,
  FhirImportConfirm,
  FhirImportResult,
} from '#shared/contracts/fhir.contract';
import {
  labManualEntryRequestSchema,
  type LabManualEntryRequest,
} from '#shared/contracts/labs.contract';
import { collectionDateProblem } from '#shared/domain/lab-dates';
import { PREVIEW_REASONS } from './fhir-import';

export type LeftOut = FhirImportResult['left_out'][number];

interface Sourced {
  source_ids?: string[] | undefined;
}

const importedBefore = (item: Sourced, imported: ReadonlySet<string>) =>
  (item.source_ids?.length ?? 0) > 0 && item.source_ids!.every((id) => imported.has(id));

/** The items not imported before; the others are named in `leftOut`. */
export function notImportedBefore<T extends Sourced>(
  section: string,
  items: readonly T[],
  label: (item: T) => string,
  imported: ReadonlySet<string>,
  leftOut: LeftOut[],
): T[] {
  return items.filter((item) => {
    if (!importedBefore(item, imported)) return true;
    leftOut.push({ section, item: label(item), reason: PREVIEW_REASONS.importedBefore });
    return false;
  });
}

export const historyItems = (items: FhirImportConfirm['allergies']) =>
  items.map((item) =>
    typeof item === 'string' ? { name: item, source_ids: [], coding: [] } : item,
  );

/** Rows on days that exist and are not in the future; the others are named in `leftOut`. */
export function onRealDays<T extends { date: string }>(
  section: string,
  rows: readonly T[],
  now: Date,
  leftOut: LeftOut[],
): T[] {
  return rows.filter((row) => {
    const problem = collectionDateProblem(row.date, now);
    if (problem) leftOut.push({ section, item: row.date, reason: problem });
    return !problem;
  });
}

/**
 * A lab report ready to store: its rows not imported before, its collection day checked. Null
 * (with the reason in `leftOut`) when nothing of it can be stored.
 */
export function storableLabReport(
  report: FhirConfirmLabReport,
  imported: ReadonlySet<string>,
  now: Date,
  leftOut: LeftOut[],
): {
  report: LabManualEntryRequest & { codings: NonNullable<FhirConfirmLabReport['codings']> };
  sourceIds: string[];
} | null {
  const label = `lab report ${report.collected_on ?? 'without a date'}`;
  const problem = report.collected_on ? collectionDateProblem(report.collected_on, now) : null;
  if (problem) {
    leftOut.push({ section: 'lab_reports', item: label, reason: problem });
    return null;
  }
  const ids = report.source_ids ?? [];
  // Rows are matched to their Observations by position; without ids every row is new.
  const keep = report.biomarkers.map((_, index) => !(ids[index] && imported.has(ids[index])));
  const rows = report.biomarkers.filter((_, index) => keep[index]);
  if (rows.length === 0) {
    leftOut.push({ section: 'lab_reports', item: label, reason: PREVIEW_REASONS.importedBefore });
    return null;
  }
  const parsed = labManualEntryRequestSchema.safeParse({
    test_type: report.test_type,
    collected_on: report.collected_on ?? null,
    biomarkers: rows,
  });
  if (!parsed.success) {
    leftOut.push({ section: 'lab_reports', item: label, reason: parsed.error.issues[0]!.message });
    return null;
  }
  const codings = report.codings ?? [];
  return {
    report: {
      ...parsed.data,
      codings: report.biomarkers.map((_, i) => codings[i] ?? []).filter((_, i) => keep[i]),
    },
    sourceIds: ids.filter((id, index) => id && keep[index]),
  };
}
