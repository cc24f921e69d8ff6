/** What every part of the labs service shares: its dependencies, the clock, and how a report is answered. */
import type { FastifyBaseLogger } from 'fastify';
import {
  LAB_ERROR_CODES,
  LAB_MESSAGES,
  type LabAnalysis,
  type LabBiomarkerInput,
  type LabExtractionMethod,
  type LabFileKind,
  type LabReportDetail,
  type LabTestType,
} from '#shared/contracts/labs.contract';
import type { BiomarkerReference } from '#server/knowledge/biomarkers/biomarker-reference';
import { AppError } from '#server/lib/app-error';
import type { ObjectStorage } from '#server/lib/storage/object-storage';
import type { ChatModel } from '#server/lib/chat-model';
import type { JobQueue } from '#server/modules/jobs/index';
import { describeRow, toStoredRow, type LabPerson } from './lab-rows';
import type { LabReadingQueue } from './lab-reading-queue';
import type { AnalysisRow, LabReportRow, LabsRepository } from './labs.repository';
import type { StoredLabRow } from './labs.table';

export interface LabsServiceDeps {
  repository: LabsRepository;
  reference: BiomarkerReference;
  /** Uploaded files (ADR 045): written before they are read, deleted after their row. */
  storage: ObjectStorage;
  /** Reading a stored file into a report: a 'lab.extract' job (lab-reading-queue.ts). */
  readings: LabReadingQueue;
  /** The user's readings that are not a report (yet): being read, or failed. */
  uploads: Pick<JobQueue, 'unfinishedFor' | 'dismiss'>;
  /** personal_info of the user's profile (sex and age only are read). */
  personalInfo: (userId: string) => Promise<Record<string, unknown> | null>;
  chatModel: ChatModel;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export type LabsContext = Omit<LabsServiceDeps, 'now'> & { now: () => Date };

/** profile gender/age → the person our ranges need; anything else is "not known". */
export function personFrom(info: Record<string, unknown> | null): LabPerson {
  const gender = typeof info?.gender === 'string' ? info.gender.toLowerCase() : null;
  const rawAge = info?.age;
  const age =
    typeof rawAge === 'number' ? rawAge : typeof rawAge === 'string' ? Number(rawAge) : NaN;
  return {
    sex: gender === 'male' || gender === 'female' ? gender : null,
    age: Number.isFinite(age) && age >= 1 && age <= 120 ? age : null,
  };
}

/**
 * What extraction knew about a reviewed row, while it still applies: the printed unit while the
 * unit is unchanged, the printed flag while the lab's flag is kept, the reason to check the row
 * while it still has no value, and the earlier results while the row is the same test in the same
 * unit (they are printed in it).
 */
function keptFromExtraction(before: StoredLabRow, after: StoredLabRow): Partial<StoredLabRow> {
  const sameTest = after.unit === before.unit && after.marker_id === before.marker_id;
  return {
    unit_printed: after.unit === before.unit ? (before.unit_printed ?? null) : null,
    flag_printed: after.lab_flag === before.lab_flag ? (before.flag_printed ?? null) : null,
    review_reason:
      after.value === null && after.value_text === null ? (before.review_reason ?? null) : null,
    ...(sameTest && before.earlier_results ? { earlier_results: before.earlier_results } : {}),
    // A record's own codes name this test in this unit: a row renamed to another test or moved
    // to another unit no longer is what they say.
    ...(sameTest && before.coding && (after.marker_id !== null || after.name === before.name)
      ? { coding: before.coding }
      : {}),
  };
}

/** Another user's or an unknown id: the same answer, so ids cannot be probed. */
export const reportNotFound = () =>
  new AppError(404, LAB_ERROR_CODES.notFound, LAB_MESSAGES.notFound);

/** The person our ranges need, from the profile. */
export const person = async (ctx: LabsContext, userId: string) =>
  personFrom(await ctx.personalInfo(userId));

/** Best effort: an object left behind costs storage, not correctness. */
export async function dropObject(ctx: LabsContext, key: string): Promise<void> {
  await ctx.storage.delete(key).catch((error: unknown) => {
    ctx.log.warn({ error: (error as Error).name }, 'could not delete a lab file object');
  });
}

export function toAnalysis(row: AnalysisRow): LabAnalysis {
  return {
    id: row.id,
    lab_report_id: row.lab_report_id,
    test_type: row.test_type as LabTestType,
    created_at: row.created_at.toISOString(),
    analysis_result: row.analysis_result,
  };
}

export async function detail(
  ctx: LabsContext,
  userId: string,
  report: LabReportRow,
  who?: LabPerson,
): Promise<LabReportDetail> {
  const [files, analyses, forWhom] = await Promise.all([
    ctx.repository.fileInfo(userId, [report.id]),
    ctx.repository.latestAnalyses(userId, [report.id]),
    who ? Promise.resolve(who) : person(ctx, userId),
  ]);
  const file = files.get(report.id);
  const analysis = analyses.get(report.id);
  return {
    id: report.id,
    status: report.status as LabReportDetail['status'],
    biomarkers: report.biomarkers.map((row) => describeRow(row, ctx.reference, forWhom).row),
    test_type: report.test_type as LabTestType,
    source: report.source as LabReportDetail['source'],
    method: report.method as LabExtractionMethod,
    file: file
      ? { kind: file.kind as LabFileKind, size: file.size, display_name: file.display_name }
      : null,
    warnings: report.warnings,
    collected_on: report.collected_on,
    created_at: report.created_at.toISOString(),
    updated_at: report.updated_at.toISOString(),
    analysis: analysis ? toAnalysis(analysis) : null,
  };
}

/** Reviewed rows: an existing row's id keeps its origin and printed name; new rows are typed. */
export function reviewedRows(
  ctx: LabsContext,
  inputs: readonly LabBiomarkerInput[],
  existing: readonly StoredLabRow[],
  testType: LabTestType,
): StoredLabRow[] {
  const byId = new Map(existing.map((row) => [row.id, row]));
  return inputs.map((input) => {
    const before = input.id ? byId.get(input.id) : undefined;
    const stored = toStoredRow(
      input,
      ctx.reference,
      testType,
      before?.origin ?? 'manual',
      before?.printed_name ?? null,
    );
    return before ? { ...stored, ...keptFromExtraction(before, stored), id: before.id } : stored;
  });
}
